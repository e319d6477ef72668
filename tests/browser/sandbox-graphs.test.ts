// The sandbox's plot of chosen balls and its draggable velocity arrows, one page load per width,
// on the track (1 kg at 4 m/s into 3 kg at rest: elastic, −2 and 2 m/s after the contact).
// 1280 px, keyboard and mouse: two balls ticked by keyboard open the plot, vₓ of both through
// the contact, the cursor and the values following the timeline both ways, the CSV's columns;
// then ball 2's arrow dragged by its head (rounded, Alt free, absurd speeds refused) and stepped
// by the keyboard. 375 px, touch: a tap ticks ball 2, a finger drags its arrow, momentum plotted;
// comparing, the frame-stepped table comes right under the main one.
import fs from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { axeViolations, outputValues, phonePage, startSite, touchDrag, watchErrors } from './harness'

const site = startSite()
const SCOPE = '[data-widget="sandbox"]'
/** The track's table: x from 0 to 20 m, y from 3 to 7 m; ball 2 (0.8 m) at rest at (10, 5). */
const BOX = { x0: 0, x1: 20, y0: 3, y1: 7 }

/** Page pixels of a point of the table, in metres. */
async function pixel(page: Page, x: number, y: number) {
  const t = (await page.locator(`${SCOPE} .sandbox-table`).boundingBox())!
  const unit = t.width / (BOX.x1 - BOX.x0)
  return { x: t.x + unit * (x - BOX.x0), y: t.y + t.height - unit * (y - BOX.y0), unit }
}

const cell = (page: Page, label: string) => page.locator(SCOPE).getByLabel(label).inputValue()
const readout = (page: Page) => page.locator(`${SCOPE} .sandbox-ball-graph p[aria-live]`).textContent()
const status = (page: Page) => page.locator(`${SCOPE} .sandbox-zoom > p[role=status]`).textContent()
const hash = (page: Page) => page.evaluate(() => decodeURIComponent(location.hash))

it('1280 px: balls ticked by keyboard plot vₓ through the contact, following the timeline; arrows dragged and stepped', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } })
  const errors = watchErrors(page)
  await page.goto(`${site.base}/embed.html?w=sandbox#scene=track`)
  const widget = page.locator(SCOPE)
  await widget.locator('.rk-handle').first().waitFor()
  const panel = widget.locator('.sandbox-ball-graph')
  expect(await panel.getAttribute('open')).toBeNull()
  // The plot's code is not loaded until the panel opens.
  expect(await widget.locator('.sandbox-ball-graph .rk-plot').count()).toBe(0)
  for (const k of [1, 2]) {
    await widget.getByRole('checkbox', { name: `Plot ball ${k} over time` }).focus()
    await page.keyboard.press('Space')
  }
  await expect.poll(() => panel.getAttribute('open')).toBe('')
  const plot = panel.locator('.rk-plot')
  await plot.waitFor()
  expect(await plot.locator('.rk-plot-name').allTextContents()).toEqual(['t (s)', 'vx (m/s)'])
  // Each ball ringed on the table in its line's tone: ball 1 blue, ball 2 orange.
  expect(
    await widget.locator('.sandbox-chosen > g').evaluateAll((gs) => gs.map((g) => g.className.baseVal)),
  ).toEqual(['rk-tone-a', 'rk-tone-b'])
  expect(await panel.locator('figcaption').textContent()).toBe('Ball 1 (blue, solid)Ball 2 (orange, dashed)')

  // Played through the contact (at 1.25 s), then paused.
  await widget.getByRole('button', { name: 'Play' }).click()
  await expect
    .poll(async () => Number((await outputValues(page, SCOPE)).time), { timeout: 15_000 })
    .toBeGreaterThan(2)
  await widget.getByRole('button', { name: 'Pause' }).click()
  await expect.poll(() => readout(page)).toMatch(/ball 1 −2\.000 m\/s; ball 2 2\.000 m\/s\.$/)
  expect(await plot.locator('path.rk-polyline').count()).toBe(2)
  const ticks = await plot.locator('.rk-plot-tick').allTextContents()
  for (const t of ticks) expect(t).toMatch(/^−?\d+(\.\d+)?$/)
  expect(ticks).toContain('−2')
  const end = Number(await plot.locator('.rk-plot-cursor').getAttribute('data-x'))
  expect(end).toBeGreaterThan(2)
  // The timeline back to the start and forward again: the cursor and the values follow.
  const timeline = widget.getByLabel('Timeline')
  await timeline.focus()
  await page.keyboard.press('Home')
  await expect.poll(() => plot.locator('.rk-plot-cursor').getAttribute('data-x')).toBe('0')
  await expect.poll(() => readout(page)).toBe('At t = 0.000 s: ball 1 4.000 m/s; ball 2 0.000 m/s.')
  await page.keyboard.press('End')
  await expect.poll(() => plot.locator('.rk-plot-cursor').getAttribute('data-x')).toBe(String(end))
  await expect.poll(() => readout(page)).toMatch(/ball 1 −2\.000 m\/s; ball 2 2\.000 m\/s\.$/)

  // The time series' CSV: the chosen balls' columns with their units, ball 2 at rest then at 2 m/s (6 kg·m/s).
  // Its button is in the graphs' tab (its code loads as the tab is first shown).
  await widget.getByRole('tab', { name: 'Graphs' }).click()
  const file = page.waitForEvent('download')
  await widget
    .getByRole('button', { name: 'Download energy and momentum over time (CSV), with balls 1, 2' })
    .click()
  const text = await fs.readFile((await (await file).path())!, 'utf8')
  const rows = text
    .slice(1)
    .split('\r\n')
    .filter((r) => r)
    .map((r) => r.split(','))
  const head = rows[0]!
  expect(head.slice(5)).toEqual([
    'ball 1 vx (m/s)',
    'ball 1 vy (m/s)',
    'ball 1 speed (m/s)',
    'ball 1 px (kg·m/s)',
    'ball 1 py (kg·m/s)',
    'ball 2 vx (m/s)',
    'ball 2 vy (m/s)',
    'ball 2 speed (m/s)',
    'ball 2 px (kg·m/s)',
    'ball 2 py (kg·m/s)',
  ])
  const col = (name: string) => head.indexOf(name)
  expect(rows[1]![col('ball 1 vx (m/s)')]).toBe('4')
  expect(rows[1]![col('ball 2 vx (m/s)')]).toBe('0')
  expect(Number(rows.at(-1)![col('ball 2 vx (m/s)')])).toBeCloseTo(2, 12)
  expect(Number(rows.at(-1)![col('ball 2 px (kg·m/s)')])).toBeCloseTo(6, 12)
  // Sampled at the contacts, not at the page's frames: the start, a row just before and one just
  // after each contact (at its time), the end; the balls' contact first.
  const events = Number((await outputValues(page, SCOPE)).events)
  expect(rows.map((r) => r[1])).toEqual([
    'at',
    'start',
    ...Array.from({ length: events }, () => ['just before', 'just after']).flat(),
    'end',
  ])
  const before = rows.findIndex((r) => r[1] === 'just before')
  expect(Number(rows[before]![0])).toBeGreaterThan(1)
  expect(Number(rows[before]![0])).toBeLessThan(1.25)
  expect(rows[before + 1]![0]).toBe(rows[before]![0])
  expect(rows[before]![col('ball 2 vx (m/s)')]).toBe('0')
  expect(rows[before + 1]![col('ball 2 vx (m/s)')]).toBe('2')
  // Drawn as steps: every segment of the lines flat or upright, none a ramp.
  for (const d of await plot
    .locator('path.rk-polyline')
    .evaluateAll((ps) => ps.map((p) => p.getAttribute('d')!))) {
    const pts = d
      .slice(1)
      .split('L')
      .map((xy) => xy.split(',').map(Number))
    for (let i = 1; i < pts.length; i++)
      expect(pts[i]![0] === pts[i - 1]![0] || pts[i]![1] === pts[i - 1]![1]).toBe(true)
  }
  expect(await axeViolations(page, SCOPE)).toEqual([])

  // At the start, paused: ball 2's arrow head (at its centre, the ball at rest) dragged left by the mouse.
  await timeline.focus()
  await page.keyboard.press('Home')
  await expect.poll(() => widget.locator('.sandbox-overlay').getAttribute('data-velocity')).toBe('2')
  const b2 = await pixel(page, 10, 5)
  await page.mouse.move(b2.x, b2.y)
  await page.mouse.down()
  await page.mouse.move(b2.x - 30, b2.y, { steps: 3 })
  await page.mouse.move(b2.x - 1.33 * b2.unit, b2.y - 0.04 * b2.unit, { steps: 3 })
  await page.mouse.up()
  // Rounded to 0.1 m/s, and kept on the track's line (v_y = 0); in the table and in the link.
  await expect.poll(() => cell(page, 'Ball 2 velocity x (m/s)')).toBe('-1.3')
  await expect.poll(() => hash(page)).toContain('set=0.5,1;10,5,-1.3,0,0.8,3')
  // Too fast: ball 1's head (at 8 m: 4 m/s) dragged past 16 m is refused in the table's words.
  const head1 = await pixel(page, 8, 5)
  await page.mouse.move(head1.x, head1.y)
  await page.mouse.down()
  await page.mouse.move(head1.x + 8.5 * head1.unit, head1.y, { steps: 6 })
  await expect.poll(() => status(page)).toBe('The velocity’s x must be between -12 and 12.')
  await page.mouse.up()
  expect(Number(await cell(page, 'Ball 1 velocity x (m/s)'))).toBeLessThanOrEqual(12)
  // Alt: not rounded.
  const head2 = await pixel(page, 8.7, 5)
  await page.keyboard.down('Alt')
  await page.mouse.move(head2.x, head2.y)
  await page.mouse.down()
  await page.mouse.move(head2.x + 20, head2.y, { steps: 2 })
  await page.mouse.move((await pixel(page, 9.333, 5)).x, head2.y, { steps: 2 })
  await page.mouse.up()
  await page.keyboard.up('Alt')
  await expect.poll(async () => Number(await cell(page, 'Ball 2 velocity x (m/s)'))).toBeCloseTo(-0.667, 1)
  const free = Number(await cell(page, 'Ball 2 velocity x (m/s)'))
  expect(Math.round(free * 10) / 10).not.toBe(free)
  expect(await status(page)).toBe('')

  // The keyboard: ball 2 selected, its arrow's handle stepped right by 0.1 m/s, and past 12 refused.
  await widget.getByRole('tab', { name: 'Balls' }).click()
  await widget.getByRole('button', { name: 'Select ball 2' }).click()
  const handle = widget.getByRole('button', { name: /^Velocity of ball 2, / })
  await handle.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => cell(page, 'Ball 2 velocity x (m/s)')).toBe(String(Math.round(free * 10 + 1) / 10))
  expect(await handle.getAttribute('aria-label')).toMatch(
    /^Velocity of ball 2, \(−?\d\.\d\d, 0\.00\) m\/s at the start$/,
  )
  for (let i = 0; i < 14; i++) await page.keyboard.press('Shift+ArrowRight')
  await expect.poll(() => status(page)).toBe('The velocity’s x must be between -12 and 12.')
  expect(Number(await cell(page, 'Ball 2 velocity x (m/s)'))).toBeLessThanOrEqual(12)
  expect(await axeViolations(page, SCOPE)).toEqual([])
  expect(errors).toEqual([])
  await page.close()
})

it('375 px: a tap ticks ball 2, a finger drags its arrow, and its momentum is plotted', async () => {
  const { page, errors } = await phonePage(site, 'embed.html?w=sandbox#scene=track')
  const widget = page.locator(SCOPE)
  await widget.getByRole('checkbox', { name: 'Plot ball 2 over time' }).tap()
  const panel = widget.locator('.sandbox-ball-graph')
  const plot = panel.locator('.rk-plot')
  await plot.waitFor()
  expect(await widget.locator('.sandbox-chosen > g').count()).toBe(1)
  await panel.getByLabel('Plot').selectOption('p')
  expect(await plot.locator('.rk-plot-name').allTextContents()).toEqual(['t (s)', '|p| (kg·m/s)'])
  const box = (await plot.boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(375)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  // A finger on ball 2's head (its centre: at rest) drags it right: 1.0 m/s, rounded.
  await page.locator(`${SCOPE} .sandbox-table`).scrollIntoViewIfNeeded()
  const b2 = await pixel(page, 10, 5)
  await touchDrag(page, { x: b2.x, y: b2.y }, { x: b2.x + 1.02 * b2.unit, y: b2.y })
  await expect.poll(() => cell(page, 'Ball 2 velocity x (m/s)')).toBe('1')
  // Ball 1 (4 m/s) catches ball 2 (1 m/s): after the contact ball 2 moves at 2.5 m/s, 7.5 kg·m/s (1 kg and 3 kg, elastic).
  await widget.getByRole('button', { name: 'Step to next contact' }).tap()
  await expect.poll(async () => Number((await outputValues(page, SCOPE)).events), { timeout: 15_000 }).toBe(1)
  await expect.poll(() => readout(page)).toMatch(/: ball 2 7\.500 kg·m\/s\.$/)
  expect(await axeViolations(page, SCOPE)).toEqual([])

  // Comparing on a phone: the frame-stepped table right under the main one, above the timeline.
  await widget.getByRole('button', { name: /^Options/ }).tap()
  await widget.getByLabel('Compare with frame stepping').tap()
  const compared = widget.locator('.sandbox-compare')
  await compared.locator('canvas').waitFor()
  const [main, second, timeline] = await Promise.all(
    ['.sandbox-zoom', '.sandbox-compare', '.sandbox-timeline'].map(
      async (q) => (await widget.locator(q).boundingBox())!,
    ),
  )
  expect(second!.y).toBeGreaterThanOrEqual(main!.y + main!.height)
  expect(timeline!.y).toBeGreaterThanOrEqual(second!.y + second!.height)
  expect(errors).toEqual([])
  await page.close()
})
