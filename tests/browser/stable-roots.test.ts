// Chapter 3's numerics figure in the book: its opening exact graze, which floats cannot decide, and
// the chapter's link to a graze where the cross-product form finds the touch the textbook misses.
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { outputValues, startSite, watchErrors } from './harness'

const site = startSite()
const SCOPE = '[data-widget="stable-roots"]'
const values = (page: Page) => outputValues(page, SCOPE)
const prose = (page: Page, q: string) =>
  page.locator(`main output[data-bound-to="stable-roots"][data-quantity="${q}"]`).first()

it('opens on an exact graze that both float routes call a miss, and says so', async () => {
  const page = await site.browser.newPage()
  const errors = watchErrors(page)
  await page.goto(`${site.base}/index.html?c=03-when-do-they-touch`)
  await page.locator(`${SCOPE} .rk-handle`).first().waitFor()
  const v = await values(page)
  expect(v).toMatchObject({ exact: 'zero', 'case-stable': 'miss', 'case-textbook': 'miss' })
  expect(await prose(page, 'exact').textContent()).toBe('zero')
  expect(errors).toEqual([])
  await page.close()
})

it('follows the chapter’s graze link, where the textbook formula calls a hit a miss', async () => {
  const page = await site.browser.newPage()
  const errors = watchErrors(page)
  await page.goto(`${site.base}/index.html?c=03-when-do-they-touch`)
  await page.locator(`${SCOPE} .rk-handle`).first().waitFor()
  await page.getByRole('link', { name: 'this graze' }).click()
  await expect.poll(async () => (await values(page))['case-stable']).toBe('hit')
  const v = await values(page)
  expect(Number(v['discriminant-stable'])).toBe(0)
  expect(Number(v['discriminant-textbook'])).toBeLessThan(0)
  expect(v['case-textbook']).toBe('miss')
  expect(v['t1-textbook']).toBe('')
  expect(await page.locator(`${SCOPE} output[data-quantity="t1-textbook"]`).textContent()).toContain(
    'no real roots',
  )
  // The prose shows the figure's number, every digit, as the figure prints it.
  expect(await prose(page, 'discriminant-textbook').getAttribute('data-value')).toBe(
    v['discriminant-textbook'],
  )
  expect(await prose(page, 'discriminant-textbook').textContent()).toBe(
    await page.locator(`${SCOPE} output[data-quantity="discriminant-textbook"]`).textContent(),
  )
  expect(await prose(page, 'discriminant-textbook').textContent()).toMatch(/^\u2212\d\.\d+ \u00d7 10\u207b/)
  expect(errors).toEqual([])
  await page.close()
})
