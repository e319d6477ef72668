// What assistive technology is told: the accessibility tree of every widget (alone in its embed
// page) and every chapter holds maths and words, never TeX source or "undefined", and a live
// formula's spoken form (its MathML) carries the same numbers as the one on screen, move by move.
import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { readWidgets, startSite, watchErrors } from './harness'

const widgets = readWidgets()
const chapters = fs
  .readdirSync('chapters')
  .filter((f) => /^\d\d-.*\.mdx$/.test(f))
  .map((f) => f.replace(/\.mdx$/, ''))

const site = startSite()

const TEX = /\\[a-zA-Z]+/

/** Waits until every figure and every formula on the page has loaded and been laid out. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(
    () =>
      document.querySelector('main, .rk-widget') !== null &&
      document.querySelectorAll('.book-loading, .rk-tex:not([data-laid-out])').length === 0,
  )
}

/** Formulas typeset without MathML: a screen reader would get loose glyphs, not maths. */
const withoutMathml = (page: Page) => page.locator('.katex:not(:has(math))').count()

/** Lines of Playwright's ARIA snapshot, and the names in Chromium's own accessibility tree, that leak TeX or "undefined". */
async function leaks(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot()
  const bad = snapshot.split('\n').filter((line) => TEX.test(line) || /undefined/.test(line))
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[]
  }
  await cdp.detach()
  for (const n of nodes) {
    const name = String(n.name?.value ?? '')
    if (!n.ignored && (TEX.test(name) || /undefined/.test(name)))
      bad.push(`${n.role?.value} "${name}" (Chromium)`)
  }
  return bad
}

/** Each live formula's slots as the ear gets them (MathML <mn>) and as the eye does (the HTML box). */
function slotTexts(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.rk-tex')].flatMap((tex) =>
      [...tex.querySelectorAll('mn[data-slot]')].map((mn) => ({
        spoken: mn.textContent,
        shown: tex.querySelector(`.katex-html [data-slot="${mn.getAttribute('data-slot')}"]`)?.textContent,
      })),
    ),
  )
}

/** The spoken text of every <math> holding a live slot. */
const spokenFormulas = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.rk-tex math')].map(
      (m) => m.querySelector('semantics > :first-child')?.textContent,
    ),
  )

describe('the accessibility tree', () => {
  let liveFormulasSeen = 0

  for (const w of widgets) {
    it(`of ${w.id} alone holds maths, not TeX, and no "undefined"; its formulas speak the numbers shown`, async () => {
      const page = await site.browser.newPage()
      const errors = watchErrors(page)
      await page.goto(`${site.base}/embed.html?w=${encodeURIComponent(w.id)}`)
      await settle(page)
      expect(await leaks(page)).toEqual([])
      expect(await withoutMathml(page)).toBe(0)

      const before = await spokenFormulas(page)
      const slots = await slotTexts(page)
      for (const s of slots) expect(s.spoken).toBe(s.shown)
      if (slots.length > 0) {
        liveFormulasSeen++
        // Move handles until a formula changes: the first handle may drive no formula.
        const handles = page.locator('.rk-handle')
        for (let i = 0; i < (await handles.count()); i++) {
          await handles.nth(i).focus()
          await page.keyboard.press('Shift+ArrowLeft')
          await page.keyboard.press('Shift+ArrowDown')
          if (JSON.stringify(await spokenFormulas(page)) !== JSON.stringify(before)) break
        }
        const after = await spokenFormulas(page)
        expect(after).not.toEqual(before)
        for (const s of await slotTexts(page)) expect(s.spoken).toBe(s.shown)
        expect(await leaks(page)).toEqual([])
      }
      // Pushed to the bounds, figures meet their special cases (no roots, same motion, touching):
      // a number with no value must still be named in words.
      const handles = page.locator('.rk-handle')
      for (let i = 0; i < (await handles.count()); i++) {
        await handles.nth(i).focus()
        for (let k = 0; k < 12; k++) await page.keyboard.press(k % 2 ? 'Shift+ArrowDown' : 'Shift+ArrowLeft')
      }
      expect(await leaks(page)).toEqual([])
      expect(errors).toEqual([])
      await page.close()
    })
  }

  it('was checked on at least one widget with live formulas', () => {
    expect(liveFormulasSeen).toBeGreaterThan(0)
  })

  for (const slug of chapters) {
    it(`of chapter ${slug} holds maths, not TeX, and no "undefined"`, async () => {
      const page = await site.browser.newPage()
      const errors = watchErrors(page)
      await page.goto(`${site.base}/index.html?c=${slug}`)
      await settle(page)
      expect(await page.locator('main h1').count()).toBeGreaterThan(0)
      expect(await leaks(page)).toEqual([])
      expect(await page.locator('.katex').count()).toBeGreaterThan(0)
      expect(await withoutMathml(page)).toBe(0)
      expect(errors).toEqual([])
      await page.close()
    })
  }
})
