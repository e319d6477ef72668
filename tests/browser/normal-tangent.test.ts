// Chapter 5's central figure in the book: the button that turns the picture until the normal is
// horizontal (animated, or at once for a reader who asks for reduced motion), the after toggle, and
// the chapter's link to its worked example.
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { outputValues, startSite, watchErrors } from './harness'

const site = startSite()
const SCOPE = '[data-widget="normal-tangent"]'
const CHAPTER = 'index.html?c=05-normal-and-tangent'

async function open(reducedMotion: 'reduce' | 'no-preference'): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ reducedMotion })
  const errors = watchErrors(page)
  await page.goto(`${site.base}/${CHAPTER}`)
  await page.locator(`${SCOPE} .rk-handle`).first().waitFor()
  return { page, errors }
}

const ballB = (page: Page) => page.locator(SCOPE).getByRole('button', { name: /^Ball B’s centre/ })
const labelOf = (page: Page) => ballB(page).getAttribute('aria-label')
const TURNED = /at 1\.00, 0\.00$/
const PART_WAY = (l: string | null) => !/at (0\.80, 0\.60|1\.00, 0\.00)$/.test(l ?? '')

/** Every label B's handle shows until it lies on the x axis. */
async function labelsUntilTurned(page: Page): Promise<(string | null)[]> {
  const seen: (string | null)[] = []
  await expect
    .poll(async () => {
      const label = await labelOf(page)
      seen.push(label)
      return label
    })
    .toMatch(TURNED)
  return seen
}

it('turns the picture so the normal lies along x, through the frames of an animation, and back', async () => {
  const { page, errors } = await open('no-preference')
  expect(await labelOf(page)).toMatch(/at 0\.80, 0\.60$/)
  const before = await outputValues(page, SCOPE)
  await page.locator(SCOPE).getByRole('button', { name: 'Turn so the normal is horizontal' }).click()
  // On its way B's handle passes through labels part-way between.
  expect((await labelsUntilTurned(page)).filter(PART_WAY).length).toBeGreaterThan(0)
  // Turning moves the picture, not the physics: every number stays.
  expect(await outputValues(page, SCOPE)).toEqual(before)
  expect(await page.evaluate(() => window.location.hash)).toMatch(/turned=1/)
  await page.locator(SCOPE).getByRole('button', { name: 'Turn back' }).click()
  await expect.poll(() => labelOf(page)).toMatch(/at 0\.80, 0\.60$/)
  expect(errors).toEqual([])
  await page.close()
})

it('turns at once for a reader who asks for reduced motion', async () => {
  const { page, errors } = await open('reduce')
  await page.locator(SCOPE).getByRole('button', { name: 'Turn so the normal is horizontal' }).click()
  expect((await labelsUntilTurned(page)).filter(PART_WAY)).toEqual([])
  expect(errors).toEqual([])
  await page.close()
})

it('follows the chapter’s worked-example link to the velocities after the collision', async () => {
  const { page, errors } = await open('reduce')
  await page.getByRole('link', { name: 'set the figure to it' }).nth(1).click()
  await expect.poll(() => page.locator(`${SCOPE} input[type="checkbox"]`).isChecked()).toBe(true)
  const v = await outputValues(page, SCOPE)
  expect(Number(v['vA-after-x'])).toBeCloseTo(-0.4, 12)
  expect(Number(v['vB-after-y'])).toBeCloseTo(1.8, 12)
  expect(v.approach).toBe('approaching')
  expect(errors).toEqual([])
  await page.close()
})
