// What is particular to the figures of chapters 1 and 2 (overlap-test, tunnelling, swept-boxes)
// and to their prose; census.test.ts covers what every widget shares (handles, keyboard, hostile
// hashes, links, axe). Each page is loaded once: a figure's tests show their states in its embed
// page as links pasted into the same tab (harness.ts, sharedEmbed), a chapter's share its page.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { boxesOverlap, sweptBox, sweptCircles } from '../../src/core'
import { badOutputs, outputValues, sharedEmbed, sharedInSuite, startSite, watchErrors } from './harness'

const site = startSite()

const scope = (id: string) => `[data-widget="${id}"]`

const VIEWPORT = { width: 900, height: 900 }

/** Each chapter's page, loaded once for the tests of this file that read it. */
const chapterPage = (chapter: string, first: string) =>
  sharedInSuite(
    async () => {
      const page = await site.browser.newPage({ viewport: VIEWPORT })
      const errors = watchErrors(page)
      await page.goto(`${site.base}/index.html?c=${chapter}`)
      await page
        .locator(`${scope(first)} .rk-handle`)
        .first()
        .waitFor()
      return { page, errors }
    },
    ({ page }) => page.close(),
  )
const CHAPTERS = {
  '01-two-balls-one-frame': chapterPage('01-two-balls-one-frame', 'overlap-test'),
  '02-gross-detection': chapterPage('02-gross-detection', 'swept-boxes'),
}

/** The centre of a handle in page pixels. */
async function handleAt(page: Page, name: RegExp): Promise<{ x: number; y: number }> {
  const box = await page.getByRole('button', { name }).boundingBox()
  if (!box) throw new Error(`no handle ${name}`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(to.x, to.y, { steps: 8 })
  await page.mouse.up()
}

describe('the prose of chapters 1 and 2', () => {
  for (const chapter of ['01-two-balls-one-frame', '02-gross-detection'] as const) {
    it(`binds every number in ${chapter} to a quantity its figures publish`, async () => {
      const { page, errors } = await CHAPTERS[chapter]()
      const prose = page.locator('main .book-section > :not(.book-widget) output[data-quantity]')
      expect(await prose.count()).toBeGreaterThan(10)
      await expect
        .poll(() =>
          prose.evaluateAll((os) => os.filter((o) => o.textContent === 'waiting for the figure').length),
        )
        .toBe(0)
      expect(await badOutputs(page)).toEqual([])
      expect(errors).toEqual([])
    })
  }
})

describe('overlap-test', () => {
  const id = 'overlap-test'
  const embed = sharedEmbed(site, id, VIEWPORT)

  it('shows the distance, the squares and the verdict for a 3-4-5 triangle', async () => {
    const { page, errors } = await embed('A=-1.5,-2&rA=1&B=1.5,2&rB=1.5')
    const v = await outputValues(page, scope(id))
    expect(Number(v.dx)).toBe(3)
    expect(Number(v.dy)).toBe(4)
    expect(Number(v.distance)).toBe(5)
    expect(Number(v.distanceSq)).toBe(25)
    expect(Number(v.sumRadii)).toBe(2.5)
    expect(Number(v.sumRadiiSq)).toBe(6.25)
    expect(v.verdict).toBe('apart')
    expect(Number(v.gap)).toBe(2.5)
    expect(v.depth, 'no overlap depth is shown while the balls are apart').toBe('')
    expect(errors).toEqual([])
  })

  it('flips from apart to overlapping when ball B is dragged onto A, and snaps onto a touch', async () => {
    const { page, errors } = await embed('A=-2,0&rA=1&B=2,0&rB=1')
    const a = await handleAt(page, /^Ball A at/)
    const b = await handleAt(page, /^Ball B at/)
    // The stage keeps one scale on both axes; A and B sit 4 units apart on the x axis.
    const perUnit = (b.x - a.x) / 4
    expect((await outputValues(page, scope(id))).verdict).toBe('apart')

    // Just short of touching (centres 2.02 apart, radii adding to 2): the figure pulls B onto it.
    await drag(page, b, { x: a.x + 2.02 * perUnit, y: a.y })
    let v = await outputValues(page, scope(id))
    expect(v.verdict).toBe('touching')
    expect(Math.abs(Number(v.distance) - 2)).toBeLessThanOrEqual(0.001)

    await drag(page, await handleAt(page, /^Ball B at/), { x: a.x + 1 * perUnit, y: a.y })
    v = await outputValues(page, scope(id))
    expect(v.verdict).toBe('overlapping')
    expect(Number(v.depth)).toBeCloseTo(2 - Number(v.distance), 12)
    expect(v.gap, 'no gap is shown while they overlap').toBe('')
    expect(Number(v.distanceSq)).toBeLessThan(Number(v.sumRadiiSq))
    expect(errors).toEqual([])
  })

  it('binds the chapter’s numbers to the figure as the reader drags', async () => {
    const { page, errors } = await CHAPTERS['01-two-balls-one-frame']()
    const prose = (q: string) => page.locator(`main .book-section > p output[data-quantity="${q}"]`).first()
    const figure = (q: string) => page.locator(`${scope(id)} output[data-quantity="${q}"]`)
    for (const q of ['distance', 'sumRadii', 'distanceSq', 'sumRadiiSq', 'verdict'])
      expect(await prose(q).getAttribute('data-value'), q).toBe(await figure(q).getAttribute('data-value'))
    const before = await prose('distance').getAttribute('data-value')
    await page
      .locator(scope(id))
      .getByRole('button', { name: /^Ball B at/ })
      .focus()
    await page.keyboard.press('Shift+ArrowRight')
    await expect.poll(() => prose('distance').getAttribute('data-value')).not.toBe(before)
    expect(await prose('distance').getAttribute('data-value')).toBe(
      await figure('distance').getAttribute('data-value'),
    )
    expect(await badOutputs(page)).toEqual([])
    expect(errors).toEqual([])
  })
})

describe('tunnelling', () => {
  const id = 'tunnelling'
  const embed = sharedEmbed(site, id, VIEWPORT)
  const base = 'A=-5,0&dA=10,0&rA=0.5&B=0.85,0.9&rB=0.7'
  const core = sweptCircles(
    { p: { x: -5, y: 0 }, d: { x: 10, y: 0 }, r: 0.5 },
    { p: { x: 0.85, y: 0.9 }, d: { x: 0, y: 0 }, r: 0.7 },
  )

  it('shows the end-only test missing a hit that the swept test finds', async () => {
    const { page, errors } = await embed(`${base}&n=1`)
    const v = await outputValues(page, scope(id))
    expect(v.endOnly).toBe('no overlap at either end')
    expect(Number(v.startDistance)).toBeCloseTo(Math.hypot(5.85, 0.9), 12)
    expect(Number(v.endDistance)).toBeCloseTo(Math.hypot(4.15, 0.9), 12)
    expect(v.case).toBe('hit')
    expect(Number(v.t)).toBe(core.t)
    expect(v.verdict).toBe('tunnelled')
    expect(v.substeps).toBe('missed')
    expect(v.caughtAt).toBe('')
    expect(errors).toEqual([])
  })

  it('catches the hit with 5 sub-steps at t = 0.6 but not with 4 or 6', async () => {
    for (const [n, caught] of [
      [4, false],
      [5, true],
      [6, false],
    ] as const) {
      const { page, errors } = await embed(`${base}&n=${n}`)
      const v = await outputValues(page, scope(id))
      expect(v.substeps, `n = ${n}`).toBe(caught ? 'caught' : 'missed')
      if (caught) expect(Number(v.caughtAt)).toBeCloseTo(0.6, 12)
      expect(Number(v.sureFrom)).toBe(7)
      expect(Number(v.firstCatchingN)).toBe(5)
      expect(await page.locator(`${scope(id)} .tn-sample`).count()).toBe(n - 1)
      expect(errors).toEqual([])
    }
  })

  it('changes the number of sub-steps from the keyboard', async () => {
    const { page, errors } = await embed(`${base}&n=4`)
    await page.getByRole('slider', { name: 'Sub-steps per frame' }).focus()
    await page.keyboard.press('ArrowRight')
    const v = await outputValues(page, scope(id))
    expect(v.n).toBe('5')
    expect(v.substeps).toBe('caught')
    expect(errors).toEqual([])
  })

  it('says why there is no contact time instead of printing a number', async () => {
    const { page, errors } = await embed('A=-5,0&dA=0,0&rA=0.5&B=0.85,0.9&rB=0.7&n=3')
    const t = page.locator(`${scope(id)} output[data-quantity="t"]`)
    expect(await t.getAttribute('data-value')).toBe('')
    expect(await t.textContent()).toContain('they move alike')
    expect(await badOutputs(page)).toEqual([])
    expect(errors).toEqual([])
  })
})

describe('swept-boxes', () => {
  const id = 'swept-boxes'
  const embed = sharedEmbed(site, id, VIEWPORT)
  const rows = ['leftOf', 'rightOf', 'below', 'above'] as const
  const lit = (page: Page) =>
    page
      .locator(`${scope(id)} .sb-row.sb-lit .sb-answer output`)
      .evaluateAll((os) => os.map((o) => o.getAttribute('data-quantity')))

  it('lights no row for the default figure: the boxes overlap and the balls hit', async () => {
    const { page, errors } = await embed('A=-4.5,0&dA=6,0&rA=0.5&B=0,3&dB=0,-4&rB=0.5&startOnly=0')
    const v = await outputValues(page, scope(id))
    for (const r of rows) expect(v[r], r).toBe('no')
    expect(await lit(page)).toEqual([])
    expect(v.verdict).toBe('boxes overlap')
    expect(v.outcome).toBe('hit')
    expect(errors).toEqual([])
  })

  it('lights "left of" and "below" for the start-only boxes, which miss the hit', async () => {
    const { page, errors } = await embed('A=-4.5,0&dA=6,0&rA=0.5&B=0,3&dB=0,-4&rB=0.5&startOnly=1')
    const v = await outputValues(page, scope(id))
    expect(await lit(page)).toEqual(['leftOf', 'below'])
    expect(Number(v.aMaxX)).toBe(-4)
    expect(Number(v.bMinX)).toBe(-0.5)
    expect(v.verdict).toBe('separated')
    expect(v.outcome).toBe('missed')
    const core = sweptCircles(
      { p: { x: -4.5, y: 0 }, d: { x: 6, y: 0 }, r: 0.5 },
      { p: { x: 0, y: 3 }, d: { x: 0, y: -4 }, r: 0.5 },
    )
    expect(Number(v.t)).toBe(core.t)
    expect(await page.locator(`${scope(id)} .sb-outcome`).textContent()).toContain(
      `miss a collision that happens at t = ${core.t!.toFixed(3)}`,
    )
    expect(await page.locator(`${scope(id)} .sb-edge-lit`).count()).toBe(2)
    expect(errors).toEqual([])
  })

  it('lights exactly the one comparison that holds, as the core computes it', async () => {
    const place: Record<(typeof rows)[number], string> = {
      leftOf: '3,0',
      rightOf: '-3,0',
      below: '0,3',
      above: '0,-3',
    }
    for (const r of rows) {
      const [bx, by] = place[r].split(',').map(Number) as [number, number]
      const { page, errors } = await embed(`A=0,0&dA=0,0&rA=1&B=${place[r]}&dB=0,0&rB=1&startOnly=0`)
      const box = (x: number, y: number) => sweptBox({ p: { x, y }, d: { x: 0, y: 0 }, r: 1 })
      const { tests } = boxesOverlap(box(0, 0), box(bx, by))
      expect(Object.values(tests).filter(Boolean)).toHaveLength(1)
      expect(await lit(page), r).toEqual([r])
      expect(errors).toEqual([])
    }
  })

  it('turns a hit into a start-only miss with the toggle, and back', async () => {
    const { page, errors } = await embed('A=-4.5,0&dA=6,0&rA=0.5&B=0,3&dB=0,-4&rB=0.5&startOnly=0')
    const toggle = page.getByRole('checkbox', { name: /start positions only/ })
    await toggle.check()
    expect((await outputValues(page, scope(id))).outcome).toBe('missed')
    await toggle.uncheck()
    expect((await outputValues(page, scope(id))).outcome).toBe('hit')
    expect(errors).toEqual([])
  })

  it('loads the chapter’s false alarm from its link, and the prose follows', async () => {
    const { page, errors } = await CHAPTERS['02-gross-detection']()
    await page.getByRole('link', { name: 'Load a false alarm' }).click()
    const outcome = page.locator(`${scope(id)} output[data-quantity="outcome"]`)
    await expect.poll(() => outcome.getAttribute('data-value')).toBe('false-alarm')
    const v = await outputValues(page, scope(id))
    expect(v.verdict).toBe('boxes overlap')
    expect(v.case).toBe('miss')
    const prose = page.locator('main .book-section > p output[data-quantity="outcome"]')
    expect(await prose.first().getAttribute('data-value')).toBe('false-alarm')
    expect(errors).toEqual([])
  })
})
