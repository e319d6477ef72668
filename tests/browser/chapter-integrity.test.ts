// Every chapter of the built book, as a reader first sees it: each live number in the prose has
// caught its figure's value and shows a finite number or a word (never NaN, Infinity, nothing, or
// the placeholder it shows before the figure loads), every formula is typeset without a KaTeX
// error, and nothing goes to the console.
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { texNames } from '../../src/book/presentSteps'
import { badOutputs, startSite, watchErrors } from './harness'

const site = startSite()

/** What a prose number (<Live>, see src/book/Live.tsx) shows before its figure has published. */
const WAITING = 'waiting for the figure'

const chapters = fs
  .readdirSync('chapters')
  .filter((f) => f.endsWith('.mdx'))
  .sort()
  .map((f) => {
    const text = fs.readFileSync(path.join('chapters', f), 'utf8')
    // Every formula's TeX names, a solution's too (presentation names them once it is shown).
    const formulas = [...text.matchAll(/\$\$([\s\S]+?)\$\$|\$([^$\n]+?)\$/g)].map((m) => m[1] ?? m[2]!)
    const tex = new Set(formulas.flatMap((f) => [...texNames(f)]))
    return { slug: path.basename(f, '.mdx'), hasLive: /<Live\s/.test(text), hasMath: /\$/.test(text), tex }
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

  for (const { slug, hasLive, hasMath, tex: prose } of chapters) {
    it(`${slug}: finite live numbers, formulas without KaTeX errors, a quiet console`, async () => {
      const page = await site.browser.newPage({ viewport: { width: 1024, height: 800 } })
      const errors = watchErrors(page)
      await page.goto(`${site.base}/index.html?c=${slug}`)
      await page.locator('main h1').first().waitFor()
      // The chapter body and its figures load lazily: wait for its formulas, its figures, and then
      // for every prose number to catch the value its figure publishes.
      if (hasMath) await page.locator('main .katex').first().waitFor()
      await page.waitForFunction(() => document.querySelectorAll('.book-loading').length === 0)
      await expect
        .poll(async () => {
          const numbers = await proseNumbers(page)
          if (hasLive && numbers.length === 0) return ['the chapter has <Live> numbers, none rendered yet']
          return numbers.filter((n) => n.text === WAITING).map((n) => `${n.w}/${n.q} still ${WAITING}`)
        })
        .toEqual([])
      const problems = (await proseNumbers(page))
        .map((n) => ({ n, why: unfit(n) }))
        .filter(({ why }) => why !== null)
        .map(({ n, why }) => `<Live w="${n.w}" q="${n.q}"> ${why}`)
      expect(problems).toEqual([])
      expect(await badOutputs(page)).toEqual([])
      const katexErrors = await page
        .locator('.katex-error')
        .evaluateAll((els) => els.map((e) => `${e.getAttribute('title') ?? ''}: ${e.textContent}`))
      expect(katexErrors).toEqual([])
      // Presentation mode lights a shape when a step names what it draws (src/kit/draws.ts): each
      // figure's shapes name their quantities with its outputs' names or the chapter's formulas'.
      const figures = await page.locator('main .book-widget').evaluateAll((ws) =>
        ws.map((w) => ({
          id: w.querySelector('[data-widget]')?.getAttribute('data-widget'),
          stage: w.querySelector('.rk-stage') !== null,
          outputs: [...w.querySelectorAll('output[data-quantity]')].map(
            (o) => o.getAttribute('data-quantity')!,
          ),
          draws: [...w.querySelectorAll('[data-draws]')].flatMap((e) =>
            e.getAttribute('data-draws')!.split(/\s+/),
          ),
        })),
      )
      const figureTex = (await page.locator('main .book-widget annotation').allTextContents()).flatMap(
        (t) => [...texNames(t)],
      )
      const tex = new Set([...prose, ...figureTex])
      for (const f of figures.filter((f) => f.stage)) {
        const named = (q: string) => f.outputs.includes(q) || tex.has(q)
        expect(f.draws.filter(named), `${f.id}: shapes that draw a named quantity`).not.toEqual([])
        expect(
          f.draws.filter((q) => !named(q)),
          `${f.id}: shapes naming what is not named`,
        ).toEqual([])
      }
      expect(errors).toEqual([])
      await page.close()
    })
  }
})
