// Chapter 3's numerics figure in the book: its opening graze, where the cross-product form finds the
// touch the textbook formula misses, and the chapter's link to an exact graze no float route sees.
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { outputValues, startSite, watchErrors } from './harness'

const site = startSite()
const SCOPE = '[data-widget="stable-roots"]'
const values = (page: Page) => outputValues(page, SCOPE)
const prose = (page: Page, q: string) =>
  page.locator(`main output[data-bound-to="stable-roots"][data-quantity="${q}"]`).first()

it('opens on a graze the stable form finds and the textbook formula misses, and says so', async () => {
  const page = await site.browser.newPage()
  const errors = watchErrors(page)
  await page.goto(`${site.base}/index.html?c=03-when-do-they-touch`)
  await page.locator(`${SCOPE} .rk-handle`).first().waitFor()
  const v = await values(page)
  expect(v).toMatchObject({ exact: 'zero', 'case-stable': 'hit', 'case-textbook': 'miss' })
  expect(Number(v['discriminant-stable'])).toBe(0)
  expect(Number(v['discriminant-textbook'])).toBeLessThan(0)
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
  expect(await prose(page, 'discriminant-textbook').textContent()).toMatch(/^\u2212\d\.\d+\s\u00d7\s10\u207b/)
  expect(errors).toEqual([])
  await page.close()
})

it('follows the chapter’s link to an exact graze that both float routes call a miss', async () => {
  const page = await site.browser.newPage()
  const errors = watchErrors(page)
  await page.goto(`${site.base}/index.html?c=03-when-do-they-touch`)
  await page.locator(`${SCOPE} .rk-handle`).first().waitFor()
  await page.getByRole('link', { name: 'This pair' }).click()
  await expect.poll(async () => (await values(page))['case-stable']).toBe('miss')
  const v = await values(page)
  expect(v).toMatchObject({ exact: 'zero', 'case-stable': 'miss', 'case-textbook': 'miss' })
  expect(Number(v['discriminant-stable'])).toBeLessThan(0)
  expect(Number(v['discriminant-textbook'])).toBeLessThan(0)
  expect(errors).toEqual([])
  await page.close()
})
