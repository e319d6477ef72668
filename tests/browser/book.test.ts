import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, readWidgets, startSite, watchErrors } from './harness'

const site = startSite()

/** The chapters as the sources declare them, in reading order. */
const chapters = fs
  .readdirSync('chapters')
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => {
    const text = fs.readFileSync(path.join('chapters', f), 'utf8')
    const number = Number(/number:\s*(\d+)/.exec(text)?.[1])
    const title = /title:\s*(['"])(.*?)\1/.exec(text)?.[2] ?? ''
    return { slug: f.replace(/\.mdx$/, ''), number, title }
  })
  .sort((a, b) => a.number - b.number)

const chapterUrl = (slug: string) => `${site.base}/index.html?c=${slug}`

/** Waits until every widget placed in the chapter has loaded. */
async function settle(page: Page) {
  await page.locator('main h1').first().waitFor()
  await page.waitForFunction(() => document.querySelectorAll('.book-loading').length === 0)
}

describe('the book', () => {
  it('opens on the introduction with its formula typeset by KaTeX at build time', async () => {
    const page = await site.browser.newPage()
    const errors = watchErrors(page)
    await page.goto(`${site.base}/index.html`)
    await page.getByRole('heading', { level: 1, name: 'How balls find each other' }).waitFor()
    expect(await page.locator('.katex-display').count()).toBeGreaterThan(0)
    expect(await page.locator('.katex-display math annotation').first().textContent()).toContain('r_A + r_B')
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it('says so when an embed names no widget it knows', async () => {
    const page = await site.browser.newPage()
    const errors = watchErrors(page)
    await page.goto(`${site.base}/embed.html?w=%3Cscript%3Ealert(1)%3C/script%3E`)
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toContain('<script>alert(1)</script>')
    expect(await page.locator('script:not([type="module"])').count()).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })

  it('lists every chapter in the contents and marks the current one', async () => {
    const page = await site.browser.newPage()
    await page.goto(chapterUrl(chapters.at(-1)!.slug))
    const links = page.getByRole('navigation', { name: 'Chapters' }).locator('.book-chapter-link')
    expect(await links.allTextContents()).toEqual(chapters.map((c) => `${c.number}. ${c.title}`))
    expect(await page.locator('[aria-current="page"]').textContent()).toContain(chapters.at(-1)!.title)
    await page.close()
  })

  it('walks through every chapter with the next links, and back with the previous one', async () => {
    const page = await site.browser.newPage()
    await page.goto(`${site.base}/index.html`)
    const seen: string[] = []
    for (;;) {
      seen.push((await page.locator('main h1').first().textContent()) ?? '')
      const next = page.locator('a[rel="next"]')
      if ((await next.count()) === 0) break
      // The next chapter's own address: any `?c=` would also match the page being left. The wait
      // is set before the click and ends when the new document commits, not at its `load` (which
      // waits for every figure's chunks, and once passed 30 s in CI); the heading is then awaited.
      const href = await next.getAttribute('href')
      await Promise.all([page.waitForURL((u) => u.search === href, { waitUntil: 'commit' }), next.click()])
      await page.locator('main h1').first().waitFor()
    }
    expect(seen).toEqual(chapters.map((c) => c.title))
    await Promise.all([
      page.waitForURL(new RegExp(`c=${chapters.at(-2)!.slug}`), { waitUntil: 'commit' }),
      page.locator('a[rel="prev"]').click(),
    ])
    await page.locator('main h1').first().waitFor()
    expect(await page.locator('main h1').first().textContent()).toBe(chapters.at(-2)!.title)
    await page.close()
  })

  for (const c of chapters) {
    it(`shows chapter ${c.number} without errors, axe violations (light and dark) or sideways scrolling on a phone`, async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await site.browser.newContext({ colorScheme, viewport: { width: 375, height: 800 } })
        const page = await context.newPage()
        const errors = watchErrors(page)
        await page.goto(chapterUrl(c.slug))
        await settle(page)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
        // The prose's formulas: KaTeX's markup styled by the same KaTeX's CSS (each piece of a
        // formula unbreakable, so a symbol never parts from its subscript), and no display formula
        // hiding its end behind a scroll.
        const formulas = await page.evaluate(() =>
          [...document.querySelectorAll('.book-section .katex-html')].map((html) => {
            const display = html.closest('.katex-display')
            return {
              tex: html.parentElement?.querySelector('annotation')?.textContent,
              breakable: [...html.children].some(
                (piece) =>
                  !piece.matches('.katex-newline') && getComputedStyle(piece).whiteSpace !== 'nowrap',
              ),
              cut: display !== null && display.scrollWidth > display.clientWidth + 1,
            }
          }),
        )
        expect(formulas.filter((f) => f.breakable || f.cut)).toEqual([])
        expect(await axeViolations(page)).toEqual([])
        expect(errors).toEqual([])
        await context.close()
      }
    })
  }

  it('switches to the dark theme from the toggle and keeps it after a reload', async () => {
    const context = await site.browser.newContext({ colorScheme: 'light' })
    const page = await context.newPage()
    await page.goto(`${site.base}/index.html`)
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(await background()).toBe('rgb(255, 255, 255)')
    await page.getByLabel('Theme').selectOption('dark')
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    expect(await background()).toBe('rgb(21, 23, 26)')
    await page.reload()
    await page.locator('main h1').waitFor()
    expect(await background()).toBe('rgb(21, 23, 26)')
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel('Theme').selectOption('contrast')
    expect(await background()).toBe('rgb(0, 0, 0)')
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })

  it('presents one section at a time in large, high-contrast type', async () => {
    const withWidgets = chapters.find((c) => {
      const text = fs.readFileSync(`chapters/${c.slug}.mdx`, 'utf8')
      return text.includes('<Widget') && text.includes('\n## ')
    })
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(chapterUrl((withWidgets ?? chapters[0]!).slug))
    await settle(page)
    const fontSize = () =>
      page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize))
    const normal = await fontSize()
    const sections = await page.locator('.book-section').count()
    const headings =
      (await page.locator('main h2').count()) - (await page.locator('main .rk-widget h2').count())
    expect(sections).toBe(headings + 1)
    await page.getByRole('button', { name: 'Present' }).click()
    expect(await fontSize()).toBeGreaterThan(normal * 1.15)
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('contrast')
    expect(await page.locator('.book-section:visible').count()).toBe(1)
    expect(await page.getByRole('navigation', { name: 'Chapters' }).isVisible()).toBe(false)
    expect(page.url()).toContain('present=0')
    // The theme control shows the theme in force, not the saved one.
    expect(await page.getByLabel('Theme while presenting').inputValue()).toBe('contrast')
    expect(await axeViolations(page)).toEqual([])
    // Stepping through the sections: tests/browser/reader.test.ts.
    // A presenter may pick another theme for the room; the reader's saved choice comes back after.
    await page.getByLabel('Theme while presenting').selectOption('dark')
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    await page.getByRole('button', { name: 'Exit presentation' }).click()
    expect(await page.locator('.book-section:visible').count()).toBe(sections)
    expect(await fontSize()).toBe(normal)
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined()
    expect(await page.getByLabel('Theme', { exact: true }).inputValue()).toBe('auto')
    expect(errors).toEqual([])
    await page.close()
  })

  it('prints the chapter and its figures without the controls, in light colours, figures unbroken', async () => {
    const w = readWidgets().find((x) => x.page !== null)!
    // Printed in the middle of a presentation (high contrast, one step shown): everything prints.
    const context = await site.browser.newContext({ colorScheme: 'dark' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(`${site.base}/${w.page}&present=1`)
    await page.locator(`[data-widget="${w.id}"] .rk-handle`).first().waitFor({ state: 'attached' })
    await page.waitForFunction(() => document.querySelectorAll('.book-loading').length === 0)
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('contrast')
    await page.emulateMedia({ media: 'print' })
    const visible = (sel: string) => page.locator(sel).first().isVisible()
    expect(await visible('.book-contents')).toBe(false)
    expect(await visible('.book-header')).toBe(false)
    expect(await visible(`[data-widget="${w.id}"] .rk-toolbar`)).toBe(false)
    expect(await visible(`[data-widget="${w.id}"] .rk-stage svg`)).toBe(true)
    expect(await visible('main h1')).toBe(true)
    const printed = await page.evaluate((id) => {
      const widget = document.querySelector(`[data-widget="${id}"]`)!
      const shown = (el: Element) => el.getClientRects().length > 0
      return {
        background: getComputedStyle(document.body).backgroundColor,
        colour: getComputedStyle(document.body).color,
        hiddenParagraphs: [...document.querySelectorAll('.book-section > p')].filter((p) => !shown(p)).length,
        controls: [
          ...document.querySelectorAll(
            'main :is(button, input:not(.book-exercise-answer input), select, .rk-scrubber)',
          ),
        ].filter(shown).length,
        outputs: [...widget.querySelectorAll('output')].filter((o) => shown(o) && o.textContent !== '')
          .length,
        unbroken: getComputedStyle(widget.closest('.book-widget')!).breakInside,
        drawingUnbroken: getComputedStyle(widget.querySelector('.rk-stage svg')!).breakInside,
        katex: document.querySelectorAll('.katex-display .katex-html').length,
      }
    }, w.id)
    expect(printed).toMatchObject({
      background: 'rgb(255, 255, 255)',
      hiddenParagraphs: 0,
      controls: 0,
      unbroken: 'avoid',
      drawingUnbroken: 'avoid',
    })
    expect(printed.colour).not.toBe('rgb(255, 255, 255)')
    expect(printed.outputs).toBeGreaterThan(0)
    const pdf = await page.pdf({ format: 'A4' })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens a link to a widget in its chapter with the linked state, scrolled into view', async () => {
    const w = readWidgets().find((x) => x.page !== null)
    expect(w, 'no widget is placed in a chapter').toBeDefined()
    const page = await site.browser.newPage({ viewport: { width: 1024, height: 700 } })
    const errors = watchErrors(page)
    await page.goto(`${site.base}/${w!.page}#${w!.id}:${w!.defaultState}`)
    await settle(page)
    const widget = page.locator(`[data-widget="${w!.id}"]`)
    await page.waitForFunction((sel) => {
      const r = document.querySelector(sel)!.getBoundingClientRect()
      return r.top < window.innerHeight && r.bottom > 0
    }, `[data-widget="${w!.id}"]`)
    expect(await widget.locator('.rk-notice').count()).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })
})
