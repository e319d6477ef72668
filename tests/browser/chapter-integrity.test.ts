// Every chapter of the built book, as a reader first sees it: each live number in the prose has
// caught its figure's value and shows a finite number or a word (never NaN, Infinity, nothing, or
// the placeholder it shows before the figure loads), every formula is typeset without a KaTeX
// error, and nothing goes to the console.
import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { badOutputs, launch, serveDist, watchErrors } from './harness'

let browser: Browser
let server: Awaited<ReturnType<typeof serveDist>>

beforeAll(async () => {
  server = await serveDist()
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

/** What a prose number (<Live>, see src/book/Live.tsx) shows before its figure has published. */
const WAITING = 'waiting for the figure'

const chapters = fs
  .readdirSync('chapters')
  .filter((f) => f.endsWith('.mdx'))
  .sort()
  .map((f) => {
    const text = fs.readFileSync(path.join('chapters', f), 'utf8')
    return { slug: path.basename(f, '.mdx'), hasLive: /<Live\s/.test(text), hasMath: /\$/.test(text) }
  })

interface ProseNumber {
  w: string | null
  q: string | null
  text: string
  value: string | null
}
const proseNumbers = (page: Page): Promise<ProseNumber[]> =>
  page.locator('main output[data-bound-to]').evaluateAll((outputs) =>
    outputs.map((o) => ({
      w: o.getAttribute('data-bound-to'),
      q: o.getAttribute('data-quantity'),
      text: (o.textContent ?? '').trim(),
      value: o.getAttribute('data-value'),
    })),
  )

/** Why a prose number is not fit to show, or null. A word in place of a number is fine (a case name, a reason). */
function unfit({ text, value }: ProseNumber): string | null {
  if (text === '' || text === WAITING) return `shows "${text}"`
  if (/NaN|Infinity|∞|undefined/.test(text)) return `shows "${text}"`
  if (value !== null && value !== '' && /^[-+\d.e]+$/i.test(value) && !Number.isFinite(Number(value)))
    return `has data-value "${value}"`
  if (value !== null && /NaN|Infinity/.test(value)) return `has data-value "${value}"`
  return null
}

describe('every chapter of the built book', () => {
  it('is listed', () => {
    expect(chapters.length).toBeGreaterThan(0)
  })

  for (const { slug, hasLive, hasMath } of chapters) {
    it(`${slug}: finite live numbers, formulas without KaTeX errors, a quiet console`, async () => {
      const page = await browser.newPage({ viewport: { width: 1024, height: 800 } })
      const errors = watchErrors(page)
      await page.goto(`${server.base}/index.html?c=${slug}`)
      await page.locator('main h1').first().waitFor()
      await page.waitForFunction(() => document.querySelectorAll('.book-loading').length === 0)
      // Prose numbers fill in once their figure has rendered and published its outputs.
      await expect
        .poll(async () =>
          (await proseNumbers(page)).filter((n) => n.text === WAITING).map((n) => `${n.w}/${n.q}`),
        )
        .toEqual([])
      const numbers = await proseNumbers(page)
      if (hasLive) expect(numbers.length, 'the chapter has <Live> numbers, none rendered').toBeGreaterThan(0)
      const problems = numbers
        .map((n) => ({ n, why: unfit(n) }))
        .filter(({ why }) => why !== null)
        .map(({ n, why }) => `<Live w="${n.w}" q="${n.q}"> ${why}`)
      expect(problems).toEqual([])
      expect(await badOutputs(page)).toEqual([])
      const katexErrors = await page
        .locator('.katex-error')
        .evaluateAll((els) => els.map((e) => `${e.getAttribute('title') ?? ''}: ${e.textContent}`))
      expect(katexErrors).toEqual([])
      if (hasMath)
        expect(await page.locator('.katex').count(), 'the chapter has $math$, none typeset').toBeGreaterThan(
          0,
        )
      expect(errors).toEqual([])
      await page.close()
    })
  }
})
