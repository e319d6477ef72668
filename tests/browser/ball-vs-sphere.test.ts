// Chapter 9's 3D figure in the book, one page load: the keyboard turns the camera and the link
// follows; a handle moved by the keyboard, across the screen and in depth, changes the answer;
// an erratum's case button shows the printed code beside the right answer.
import { expect, it } from 'vitest'
import { outputValues, startSite, watchErrors } from './harness'

const site = startSite()
const SCOPE = '[data-widget="ball-vs-sphere"]'

it('orbits by keyboard into the link, and moves points by keyboard into the answer', async () => {
  const page = await site.browser.newPage()
  const errors = watchErrors(page)
  await page.goto(`${site.base}/index.html?c=09-into-3d`)
  const values = () => outputValues(page, SCOPE)
  const handles = page.locator(`${SCOPE} .rk-handle`)
  await handles.first().waitFor()
  const before = await values()
  expect(before).toMatchObject({ reason: 'hit', yaw: '130', pitch: '22' })

  await page.locator(`${SCOPE} .bvs-orbit-keys`).press('ArrowRight')
  await page.locator(`${SCOPE} .bvs-orbit-keys`).press('ArrowUp')
  await expect.poll(async () => (await values()).yaw).toBe('135')
  expect((await values()).pitch).toBe('27')
  await expect
    .poll(() => page.evaluate(() => decodeURIComponent(location.hash)))
    .toContain('yaw=135&pitch=27')
  expect((await values()).distance).toBe(before.distance)

  const start = handles.first()
  expect(await start.getAttribute('aria-label')).toBe('Ball’s centre at the start, at (0.00, 0.00, 0.00)')
  await start.press('ArrowUp')
  await expect.poll(async () => (await values()).distance).not.toBe(before.distance)

  const centre = handles.nth(2)
  const label = await centre.getAttribute('aria-label')
  const moved = (await values()).distance
  await centre.press('PageUp')
  await expect.poll(() => centre.getAttribute('aria-label')).not.toBe(label)
  expect((await values()).distance).not.toBe(moved)
  expect(await centre.evaluate((el) => el === document.activeElement)).toBe(true)

  // The slips panel starts folded (figures fit the screen): the reader opens it first.
  await page.locator(SCOPE).getByText('Source 001’s slips, for this figure').click()
  await page.locator(SCOPE).getByRole('button', { name: 'Show: The code’s sx stays 0' }).click()
  await expect.poll(async () => (await values())['right-distance']).toBe('7')
  expect(await values()).toMatchObject({ 'printed-verdict': 'hit', 'printed-distance': '3', reason: 'hit' })
  expect(errors).toEqual([])
  await page.close()
})
