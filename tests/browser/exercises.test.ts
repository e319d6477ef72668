// The chapters' exercises (src/book/Exercise.tsx) in the built book: answered by typing a number
// and by moving the figure, checked against the figure's live outputs, progress kept in the URL.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { startSite, watchErrors } from './harness'

const site = startSite()
const CHAPTER = 'index.html?c=03-when-do-they-touch'

async function open(query = ''): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ viewport: { width: 900, height: 900 } })
  const errors = watchErrors(page)
  await page.goto(`${site.base}/${CHAPTER}${query}`)
  await page.locator('[data-widget="time-of-impact"] .rk-handle').first().waitFor()
  return { page, errors }
}

const exercise = (page: Page, id: string) => page.locator(`[data-exercise="${id}"]`)
const exParam = (page: Page) => page.evaluate(() => new URLSearchParams(window.location.search).get('ex'))

describe('exercises', () => {
  it('checks a typed answer against the figure, and keeps it in the link', async () => {
    const { page, errors } = await open()
    const ex = exercise(page, 'c3-t1')
    const input = ex.getByLabel('t₁ =')
    const status = ex.locator('.book-exercise-feedback')
    // The answer is not on the page while it is asked: the figure's t₁ and the prose bound to it show "?".
    const t1 = page.locator(
      '[data-widget="time-of-impact"] output[data-quantity="t1"], output[data-bound-to="time-of-impact"][data-quantity="t1"]',
    )
    await expect.poll(() => t1.allTextContents()).toContain('?')
    // The derivation's copy is folded (kit Fold): not drawn, so empty until opened, and '?' then.
    expect((await t1.allTextContents()).every((t) => t === '?' || t === '')).toBe(true)
    // The opening figure's t₁ is worked out in the text: the exercise wants a figure of the reader's own.
    await input.fill('0.919')
    await input.press('Enter')
    await expect.poll(() => status.textContent()).toMatch(/^First make the figure your own/)
    const head = page
      .locator('[data-widget="time-of-impact"]')
      .getByRole('button', { name: /^Ball A at the end of the frame/ })
    await head.focus()
    await page.keyboard.press('ArrowLeft')
    const value = Number(await t1.first().getAttribute('data-value'))
    await input.fill('0.5')
    await input.press('Enter')
    await expect.poll(() => status.textContent()).toMatch(/^Not quite/)
    const typed = value.toFixed(3)
    await input.fill(typed)
    await input.press('Enter')
    await expect.poll(() => status.textContent()).toMatch(/^Right: the figure’s model gives/)
    // Answered: the numbers come back (in the prose; the derivation's copy is still folded).
    const inProse = page.locator('output[data-bound-to="time-of-impact"][data-quantity="t1"]')
    await expect.poll(() => inProse.first().textContent()).toBe(typed)
    expect(await exParam(page)).toBe(`c3-t1:d:${typed}`)
    // The figure's own state link (the hash) is untouched by the exercise's query.
    await ex.getByRole('button', { name: 'Show hint 1 of 2' }).click()
    expect(await exParam(page)).toBe(`c3-t1:h1d:${typed}`)

    const again = await site.browser.newPage()
    await again.goto(page.url())
    const restored = exercise(again, 'c3-t1')
    await restored.getByLabel('t₁ =').waitFor()
    expect(await restored.getByLabel('t₁ =').inputValue()).toBe(typed)
    expect(await restored.textContent()).toContain('(answered)')
    expect(await restored.getByText('Hint 1').count()).toBe(1)
    expect(errors).toEqual([])
    await again.close()
    await page.close()
  })

  it('checks a move of the figure, made with the keyboard', async () => {
    const { page, errors } = await open()
    const ex = exercise(page, 'c3-after-frame')
    const check = ex.getByRole('button', { name: 'Check the figure' })
    await check.click()
    await expect
      .poll(() => ex.locator('.book-exercise-feedback').textContent())
      .toMatch(/^Not yet: the touch must come after the end of this frame, and the case is “hit”/)
    // Shorten A's arrow by Shift's key step on this 19-unit figure (one unit), from (4, 0) to
    // (3, 0): the touch moves after the frame.
    const head = page
      .locator('[data-widget="time-of-impact"]')
      .getByRole('button', { name: /^Ball A at the end of the frame/ })
    await head.focus()
    await page.keyboard.press('Shift+ArrowLeft')
    await expect
      .poll(() =>
        page
          .locator('[data-widget="time-of-impact"] output[data-quantity="case"]')
          .first()
          .getAttribute('data-value'),
      )
      .toBe('after-frame')
    await check.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => ex.locator('.book-exercise-feedback').textContent()).toMatch(/^Yes/)
    expect(await exParam(page)).toBe('c3-after-frame:d')
    // The figure's state went to the hash as usual, next to the exercise's query.
    await expect
      .poll(() => page.evaluate(() => window.location.hash))
      .toMatch(/^#time-of-impact:A=0,0&dA=3,0/)
    expect(errors).toEqual([])
    await page.close()
  })

  it('ignores a hostile progress parameter', async () => {
    const { page, errors } = await open(
      `&ex=${encodeURIComponent('<img src=x onerror=window.__pwned=1>:d,c3-t1:d:<b>')}`,
    )
    await exercise(page, 'c3-t1').waitFor()
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(await exercise(page, 'c3-t1').getByLabel('t₁ =').inputValue()).toBe('')
    expect(errors).toEqual([])
    await page.close()
  })
})
