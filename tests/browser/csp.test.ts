// The site's Content-Security-Policy (src/book/build/csp.ts): every built page carries it, no
// page has an inline script, and no chapter or embed reports a violation while it loads and
// draws its figures. Pages and widgets are found from the sources and the build.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readWidgets, startSite, watchErrors } from './harness'

const site = startSite()
const dist = path.resolve(process.env.DIST ?? 'dist')
const chapters = fs
  .readdirSync('chapters')
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''))

describe('the Content-Security-Policy', () => {
  it('keeps its Content-Security-Policy on every chapter and embed: no violation, no inline script', async () => {
    for (const html of ['index.html', 'embed.html']) {
      const text = fs.readFileSync(path.join(dist, html), 'utf8')
      expect(text).toContain('http-equiv="Content-Security-Policy"')
      expect(text.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull()
    }
    const page = await site.browser.newPage()
    const errors = watchErrors(page)
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective}: ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`),
      )
    })
    const violations: string[] = []
    const visit = async (url: string, ready: string) => {
      await page.goto(`${site.base}/${url}`)
      await page.locator(ready).first().waitFor({ state: 'attached' })
      await page.waitForFunction(() => document.querySelectorAll('.book-loading').length === 0)
      const seen = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
      violations.push(...seen.map((v) => `${url}: ${v}`))
    }
    for (const slug of chapters) await visit(`index.html?c=${slug}`, '.book-section')
    for (const w of readWidgets()) await visit(`embed.html?w=${w.id}`, `[data-widget="${w.id}"]`)
    expect(violations).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })
})
