// Chapter 3 in order (issue 24): its first figure opens as two moving balls and the time t, and each
// further part (the plot of f(t), the numbers step by step, the six cases) appears only once the
// reader reaches the text that derives it, and stays. "The code" shows the short teaching version.
import { expect, it } from 'vitest'
import { startSite, watchErrors } from './harness'

const site = startSite()
const SCOPE = '[data-widget="time-of-impact"]'
const PARTS = { plot: `${SCOPE} .toi-plot`, roots: `${SCOPE} details.rk-more`, cases: `${SCOPE} .toi-cases` }

it('grows the first figure with the text, and shows the teaching code', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } })
  const errors = watchErrors(page)
  await page.goto(`${site.base}/index.html?c=03-when-do-they-touch`)
  await page.locator(`${SCOPE} .rk-handle`).first().waitFor()
  const visible = async () =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(PARTS).map(
          async ([part, sel]) => [part, await page.locator(sel).isVisible()] as const,
        ),
      ),
    )
  expect(await visible()).toEqual({ plot: false, roots: false, cases: false })
  // Hidden parts still publish their numbers: the prose under "Expanding into a quadratic" has a.
  expect(
    await page
      .locator('main output[data-bound-to="time-of-impact"][data-quantity="a"]')
      .first()
      .textContent(),
  ).toBe('16.000')
  await page.locator('[data-reveals="time-of-impact:plot"]').scrollIntoViewIfNeeded()
  await expect.poll(visible).toEqual({ plot: true, roots: false, cases: false })
  // Past the rest, straight to the code: every part the text went by is shown.
  await page.getByRole('heading', { name: 'The code' }).scrollIntoViewIfNeeded()
  await expect.poll(visible).toEqual({ plot: true, roots: true, cases: true })
  const code = await page.locator('main pre.source').first().textContent()
  expect(code).toContain('export function timeOfImpact')
  expect(code!.trim().split('\n').length).toBeLessThanOrEqual(30)
  expect(errors).toEqual([])
  await page.close()
})
