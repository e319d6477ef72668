// Chapter 8's contract figure in the book: the source's example by default (s = 21/43,
// t = 69/172 at (8.814, 5.395)), and the case it names changing to parallel and collinear.
import { expect, it } from 'vitest'
import { outputValues, startSite, watchErrors } from './harness'

const site = startSite()
const SCOPE = '[data-widget="segment-intersection"]'

it('opens on the source’s example, and names the parallel and collinear cases', async () => {
  const page = await site.browser.newPage()
  const errors = watchErrors(page)
  await page.goto(`${site.base}/index.html?c=08-where-exactly`)
  await page.locator(`${SCOPE} .rk-handle`).first().waitFor()
  const o = await outputValues(page, SCOPE)
  expect(o.case).toBe('intersect')
  expect(Number(o.s)).toBe(21 / 43)
  expect(Number(o.t)).toBe(69 / 172)
  expect(Number(o.det)).toBe(172)
  expect(Number(o.x)).toBeCloseTo(8.814, 3)
  expect(Number(o.y)).toBeCloseTo(5.395, 3)
  for (const [button, want] of [
    ['Parallel', 'parallel'],
    ['Collinear', 'collinear'],
  ] as const) {
    await page.locator(SCOPE).getByRole('button', { name: button, exact: true }).click()
    await expect.poll(async () => (await outputValues(page, SCOPE)).case).toBe(want)
    const none = await outputValues(page, SCOPE)
    expect([none.s, none.t, none.x, none.y]).toEqual(['', '', '', ''])
  }
  // A keyboard move off the collinear line makes the lines cross again.
  await page
    .locator(SCOPE)
    .getByRole('button', { name: /^p3, end of segment 2/ })
    .press('Shift+ArrowUp')
  await expect.poll(async () => (await outputValues(page, SCOPE)).case).not.toBe('collinear')
  expect(errors).toEqual([])
  await page.close()
})
