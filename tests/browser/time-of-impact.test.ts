// What is particular to the time-of-impact figure (chapter 3); census.test.ts covers what every
// widget shares (handles, keyboard, hostile hashes, links, axe). One page load: each test shows its
// state as a link pasted into the same tab (harness.ts, sharedEmbed).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type ContactCase, sweptCircles } from '../../src/core'
import { outputValues, sharedEmbed, startSite } from './harness'

const site = startSite()

const SCOPE = '[data-widget="time-of-impact"]'
const DEFAULTS = { A: '0,0', dA: '4,0', rA: '1', B: '5,1.5', dB: '0,0', rB: '1', t: '0' }
const hashOf = (over: Partial<typeof DEFAULTS> = {}) =>
  Object.entries({ ...DEFAULTS, ...over })
    .map(([k, v]) => `${k}=${v}`)
    .join('&')

// One state per case, each a figure a reader can make by dragging.
const CASES: Record<ContactCase, Partial<typeof DEFAULTS>> = {
  overlapping: { B: '1.5,0' },
  'same-motion': { dB: '4,0' },
  miss: { B: '5,3' },
  receding: { B: '-3,0' },
  'after-frame': { dA: '1,0' },
  hit: {},
}

const values = (page: Page) => outputValues(page, SCOPE)
const currentCase = (page: Page) => page.locator(`${SCOPE} .toi-cases li[aria-current="true"]`)

/** The centre of a handle in page pixels, from its translate(). */
async function handleAt(page: Page, name: RegExp): Promise<{ x: number; y: number }> {
  const handle = page.getByRole('button', { name })
  const box = await handle.boundingBox()
  if (!box) throw new Error(`no handle ${name}`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

describe('the time-of-impact figure', () => {
  const openEmbed = sharedEmbed(site, 'time-of-impact', { width: 900, height: 900 })

  it('shows the core’s numbers for the default state', async () => {
    const { page, errors } = await openEmbed(hashOf())
    const core = sweptCircles(
      { p: { x: 0, y: 0 }, d: { x: 4, y: 0 }, r: 1 },
      { p: { x: 5, y: 1.5 }, d: { x: 0, y: 0 }, r: 1 },
    )
    const v = await values(page)
    expect(Number(v.a)).toBe(core.a)
    expect(Number(v.b)).toBe(core.b)
    expect(Number(v.c)).toBe(core.c)
    expect(Number(v.discriminant)).toBe(core.discriminant)
    expect(Number(v.t1)).toBe(core.roots![0])
    expect(Number(v.t2)).toBe(core.roots![1])
    expect(Number(v.t)).toBe(core.t)
    expect(v.case).toBe(core.case)
    expect(errors).toEqual([])
  })

  for (const [name, over] of Object.entries(CASES)) {
    it(`shows the case "${name}" for its link, lit in the legend`, async () => {
      const { page, errors } = await openEmbed(hashOf(over))
      const v = await values(page)
      expect(v.case).toBe(name)
      expect(await currentCase(page).count()).toBe(1)
      expect(await currentCase(page).locator('.toi-case-rule').textContent()).toBeTruthy()
      // Where there is no contact time the figure says why instead of showing a number.
      const t = page.locator(`${SCOPE} output[data-quantity="t"]`)
      if (name === 'hit') expect(Number(v.t)).toBeGreaterThanOrEqual(0)
      else {
        // …in words, not a placeholder such as "none": in the derivation, drawn once opened (kit
        // Fold), and folded again for the next test on this page.
        const fold = page.locator(`${SCOPE} details`, { hasText: 'The numbers, step by step' })
        await fold.evaluate((d: HTMLDetailsElement) => {
          d.open = true
        })
        const said = (await t.textContent()) ?? ''
        await fold.evaluate((d: HTMLDetailsElement) => {
          d.open = false
        })
        expect(said).toMatch(/[a-z]{4}/)
        expect(said).not.toMatch(/\bnone\b/)
      }
      expect(errors).toEqual([])
    })
  }

  it('switches from a miss to a hit, lit in the legend, when B is dragged onto A’s path', async () => {
    const { page, errors } = await openEmbed(hashOf(CASES.miss))
    expect((await values(page)).case).toBe('miss')
    expect(await currentCase(page).textContent()).toContain('Miss')
    const svg = await page.locator(`${SCOPE} .rk-stage svg`).first().boundingBox()
    const pxPerUnit = svg!.width / 16
    const from = await handleAt(page, /^Ball B at the start of the frame/)
    await page.mouse.move(from.x, from.y)
    await page.mouse.down()
    for (let i = 1; i <= 5; i++) await page.mouse.move(from.x, from.y + (2.5 * pxPerUnit * i) / 5)
    await page.mouse.up()
    const v = await values(page)
    expect(v.case).toBe('hit')
    expect(Number(v.t)).toBeGreaterThan(0)
    expect(Number(v.t)).toBeLessThan(1)
    expect(await currentCase(page).textContent()).toContain('Hit')
    expect(errors).toEqual([])
  })

  it('pulls the arrow out of a ball that stands still when its edge is dragged', async () => {
    const { page, errors } = await openEmbed(hashOf())
    const svg = (await page.locator(`${SCOPE} .rk-stage svg`).first().boundingBox())!
    const pxPerUnit = svg.width / 16
    const centre = await handleAt(page, /^Ball B at the start of the frame/)
    // Grab B (radius 1) near its right edge, outside its centre handle, and drag down and left.
    const from = { x: centre.x + 0.8 * pxPerUnit, y: centre.y }
    await page.mouse.move(from.x, from.y)
    await page.mouse.down()
    for (let i = 1; i <= 5; i++)
      await page.mouse.move(from.x - 2 * pxPerUnit * (i / 5), from.y + pxPerUnit * (i / 5))
    await page.mouse.up()
    expect(await handleAt(page, /^Ball B at the start of the frame/)).toEqual(centre)
    const head = await handleAt(page, /^Ball B at the end of the frame/)
    expect(head.x).toBeCloseTo(from.x - 2 * pxPerUnit, -1)
    expect(head.y).toBeCloseTo(from.y + pxPerUnit, -1)
    expect(errors).toEqual([])
  })

  it('moves both balls along their paths with the time scrubber, before and after the frame too', async () => {
    // B moves too here, so both "now" balls travel.
    const { page, errors } = await openEmbed(hashOf({ dB: '-2,1' }))
    const nowBalls = page.locator(`${SCOPE} .toi-now circle`)
    expect(await nowBalls.count()).toBe(0) // at t = 0 they sit on the start balls
    const readout = page.locator(`${SCOPE} .toi-now-readout`)
    for (const [t, when] of [
      [0.5, /^At t = 0\.50 the balls/],
      [-0.5, /^At t = −0\.50, before this frame, the balls/],
      [1.5, /^At t = 1\.50, after this frame, the balls/],
    ] as const) {
      await page.getByRole('slider', { name: 'Time t', exact: true }).fill(String(t))
      expect(Number((await values(page)).time)).toBe(t)
      expect(await readout.textContent()).toMatch(when)
      expect(await nowBalls.count()).toBe(2)
      // The straight paths go on past the frame: centre = start + t (end − start).
      for (const [i, ball] of ['A', 'B'].entries()) {
        const start = await handleAt(page, new RegExp(`^Ball ${ball} at the start of the frame`))
        const end = await handleAt(page, new RegExp(`^Ball ${ball} at the end of the frame`))
        const box = (await nowBalls.nth(i).boundingBox())!
        expect(box.x + box.width / 2).toBeCloseTo(start.x + t * (end.x - start.x), 0)
        expect(box.y + box.height / 2).toBeCloseTo(start.y + t * (end.y - start.y), 0)
      }
    }
    expect(errors).toEqual([])
  })

  it('marks the plot’s zero crossings exactly at t1 and t2', async () => {
    const { page, errors } = await openEmbed(hashOf({ dA: '6,0' }))
    const v = await values(page)
    const frame = page.locator(`${SCOPE} .toi-plot-frame`)
    const x0 = Number(await frame.getAttribute('x'))
    const width = Number(await frame.getAttribute('width'))
    const roots = await page
      .locator(`${SCOPE} .toi-plot-root circle`)
      .evaluateAll((cs) => cs.map((c) => Number(c.getAttribute('cx'))))
    expect(roots.map((cx) => (cx - x0) / width)).toEqual([
      expect.closeTo(Number(v.t1), 9),
      expect.closeTo(Number(v.t2), 9),
    ])
    expect(errors).toEqual([])
  })

  it('sets the time from the plot, the scrubber following', async () => {
    const { page, errors } = await openEmbed(hashOf())
    const plot = page.locator(`${SCOPE} .toi-plot-frame`)
    await plot.scrollIntoViewIfNeeded()
    const frame = (await plot.boundingBox())!
    await page.mouse.click(frame.x + frame.width * 0.25, frame.y + frame.height / 2)
    const time = Number((await values(page)).time)
    expect(time).toBeCloseTo(0.25, 9)
    expect(Number(await page.getByRole('slider', { name: 'Time t', exact: true }).inputValue())).toBe(time)
    expect(errors).toEqual([])
  })

  it('keeps the time in its link, and Reset brings it back to 0', async () => {
    const { page, errors } = await openEmbed(hashOf({ t: '1.25' }))
    const slider = page.getByRole('slider', { name: 'Time t', exact: true })
    expect((await values(page)).time).toBe('1.25')
    expect(await slider.inputValue()).toBe('1.25')
    await slider.fill('0.5')
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${hashOf({ t: '0.5' })}`)
    await page.locator(`${SCOPE} button`, { hasText: /^Reset$/ }).click()
    expect((await values(page)).time).toBe('0')
    expect(await slider.inputValue()).toBe('0')
    // the link is written throttled (kit/urlChannel.ts), a moment after the click
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${hashOf()}`)
    expect(errors).toEqual([])
  })
})
