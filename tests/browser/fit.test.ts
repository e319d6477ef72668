// Every figure at phone and desktop widths: balls big enough to use on a 375 px phone, handles
// with 44 px targets, nothing drawn outside the figure, no sideways scrolling. Driven by
// dist/widgets.json like the inherited widget tests.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { readWidgets, sharedInSuite, startSite, watchErrors } from './harness'

const widgets = readWidgets()
const site = startSite()

/** Smallest drawn diameter (px) of a ball (solid or outline) at the default state on a phone... */
const PHONE_MIN_BALL_PX = 40
/** ...unless the content already fills this much of the stage's width (a fast ball's long path). */
const PHONE_FILLED = 0.6

async function openAt(width: number, id: string): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ viewport: { width, height: 800 }, hasTouch: width < 600 })
  const errors = watchErrors(page)
  await page.goto(`${site.base}/embed.html?w=${encodeURIComponent(id)}`)
  await page.locator(`[data-widget="${id}"] .rk-handle`).first().waitFor()
  return { page, errors }
}

/** Each stage's balls' drawn diameters, and how far (px) a named ball reaches outside its stage. */
function ballsInStages(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.rk-stage svg')].map((svg) => {
      const frame = svg.getBoundingClientRect()
      const solid = [...svg.querySelectorAll('.rk-ball:not(.rk-ghost)')]
      // Outlines count too: a figure about a circle of radius R may draw only its outline.
      const balls = [...svg.querySelectorAll('.rk-ball circle')].map((c) => c.getBoundingClientRect())
      // The named balls are the ones the reader places; a figure may run unnamed copies along
      // their paths beyond the frame (chapter 3's time slider goes from t = −1 to 2).
      const placed = solid
        .filter((g) => g.querySelector('text'))
        .map((g) => g.querySelector('circle')!.getBoundingClientRect())
      const outside = Math.max(
        0,
        ...placed.map((b) =>
          Math.max(frame.left - b.left, b.right - frame.right, frame.top - b.top, b.bottom - frame.bottom),
        ),
      )
      const left = Math.min(...balls.map((b) => b.left))
      const right = Math.max(...balls.map((b) => b.right))
      return { diameters: balls.map((b) => b.width), filled: (right - left) / frame.width, outside }
    }),
  )
}

/** Figures that draw no ball at all (two segments crossing): nothing to measure but the handles. */
const NO_BALLS = new Set(['segment-intersection'])

describe.each(widgets.map((w) => [w.id]))('%s fits', (id) => {
  // The phone check only reads the page as loaded, so the push to the edges at 375 px goes on
  // from the same load.
  const phone = sharedInSuite(
    () => openAt(375, id),
    ({ page }) => page.close(),
  )

  it('on a 375 px phone: balls 40 px across or zoomed to fill the stage, 44 px handle targets, no sideways scroll', async () => {
    const { page, errors } = await phone()
    const stages = await ballsInStages(page)
    for (const stage of stages.filter((s) => s.diameters.length > 0)) {
      if (Math.min(...stage.diameters) >= PHONE_MIN_BALL_PX) continue
      expect(
        stage.filled,
        'small balls, so the view must be zoomed to fill the stage',
      ).toBeGreaterThanOrEqual(PHONE_FILLED)
    }
    expect(stages.some((s) => s.diameters.length > 0)).toBe(!NO_BALLS.has(id))
    expect(Math.max(...stages.map((s) => s.outside))).toBeLessThanOrEqual(1)
    const targets = await page
      .locator('.rk-handle-hit')
      .evaluateAll((els) =>
        els.map((e) => Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height)),
      )
    expect(Math.min(...targets)).toBeGreaterThanOrEqual(43.5)
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scroll).toBeLessThanOrEqual(375)
    expect(errors).toEqual([])
  })

  it.each([375, 1280])(
    'at %i px, the largest balls pushed to every edge stay inside the figure',
    async (width) => {
      const { page, errors } = width === 375 ? await phone() : await openAt(width, id)
      const scope = `[data-widget="${id}"]`
      for (const slider of await page.locator(`${scope} input[type="range"]`).all()) {
        await slider.focus()
        await page.keyboard.press('End')
      }
      const handles = await page.locator(`${scope} .rk-handle`).all()
      for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) {
        for (const handle of handles) {
          await handle.focus()
          // Shift held down through the push: half the key events to send.
          await page.keyboard.down('Shift')
          for (let i = 0; i < 12; i++) await page.keyboard.press(key)
          await page.keyboard.up('Shift')
        }
        const worst = Math.max(...(await ballsInStages(page)).map((s) => s.outside))
        expect(worst, `after Shift+${key} on every handle`).toBeLessThanOrEqual(1)
      }
      expect(errors).toEqual([])
      if (width !== 375) await page.close()
    },
  )
})
