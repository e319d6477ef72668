// Chapter 10's sandbox in one page load: play=1 runs the engine in its worker (time and contacts
// advance, the energy of an elastic gas stays what it was), the timeline scrubs back and forth to
// the very same state, and a step lands just after the next contact; the graphs' axes and the CSV
// files of the series and of the ball table.
import fs from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { BALL_HEADER } from '../../src/widgets/sandbox/panels/csv'
import { axeViolations, outputValues, startSite, watchErrors } from './harness'

const site = startSite()
const SCOPE = '[data-widget="sandbox"]'
const values = (page: Page) => outputValues(page, SCOPE)
const num = async (page: Page, q: string) => Number((await values(page))[q])
/** Shows the tab `name` beside the table (its panel's code loads the first time). */
const tab = (page: Page, name: string) => page.locator(SCOPE).getByRole('tab', { name, exact: true }).click()

it('runs, keeps the energy, scrubs exactly and steps to a contact', async () => {
  const page = await site.browser.newPage()
  const errors = watchErrors(page)
  await page.goto(`${site.base}/embed.html?w=sandbox#scene=gas-1000&play=1`)
  await page.locator(`${SCOPE} .rk-handle`).first().waitFor()
  await expect.poll(() => num(page, 'time'), { timeout: 20_000 }).toBeGreaterThan(0.5)
  expect(await num(page, 'events')).toBeGreaterThan(0)
  const v = await values(page)
  expect(Math.abs(Number(v.energy) - Number(v['energy-start'])) / Number(v['energy-start'])).toBeLessThan(
    1e-9,
  )

  await page.locator(SCOPE).getByRole('button', { name: 'Pause' }).click()
  // The queue lists only what is ahead: no contact before the time shown.
  await tab(page, 'Events')
  const queued = await page.locator(`${SCOPE} .sandbox-queue-item`).allTextContents()
  const shown = await num(page, 'time')
  expect(queued.length).toBeGreaterThan(0)
  for (const item of queued)
    expect(Number(/t = ([\d.]+) s/.exec(item)?.[1])).toBeGreaterThanOrEqual(shown - 5e-5)
  // The timeline runs over time: its end is the time recorded, and 30 % of it is 30 % of that time.
  const timeline = page.locator(`${SCOPE} input[type="range"]#sandbox-timeline`)
  await expect.poll(async () => Number(await timeline.getAttribute('max'))).toBeGreaterThan(0.5)
  const end = await timeline.getAttribute('max')
  await timeline.fill(end!)
  await expect.poll(async () => (await values(page)).time).not.toBe(v.time)
  const atEnd = await values(page)
  expect(Number(atEnd.time)).toBeCloseTo(Number(end), 3)
  await timeline.fill(String(0.3 * Number(end)))
  await expect.poll(async () => (await values(page)).time).not.toBe(atEnd.time)
  expect(Math.abs(Number((await values(page)).time) - 0.3 * Number(end))).toBeLessThan(0.05)
  expect(await num(page, 'events')).toBeLessThan(Number(atEnd.events))
  await timeline.fill(end!)
  await expect.poll(async () => (await values(page)).time).toBe(atEnd.time)
  expect(await values(page)).toEqual(atEnd)

  await page.locator(SCOPE).getByRole('button', { name: 'Step to next contact' }).click()
  await expect.poll(() => num(page, 'events')).toBeGreaterThan(Number(atEnd.events))

  // The graphs read as a teacher's: each axis named with its unit, ticks at round values. Their
  // tab's code is not loaded until it is first shown (the embed's budget).
  const plots = page.locator(`${SCOPE} .sandbox-time-plot`)
  expect(await plots.count()).toBe(0)
  await tab(page, 'Graphs')
  await expect.poll(() => plots.count()).toBe(2)
  expect(await plots.locator('.rk-plot-name').allTextContents()).toEqual([
    't (s)',
    'Ek (J)',
    't (s)',
    'p (kg·m/s)',
  ])
  expect(await plots.first().locator('.rk-plot-name tspan').textContent()).toBe('k')
  for (const plot of await plots.all()) {
    const ticks = await plot.locator('.rk-plot-tick').allTextContents()
    expect(ticks.length).toBeGreaterThanOrEqual(6)
    for (const t of ticks) expect(t).toMatch(/^−?\d{1,3}(,\d{3})*(\.\d+)?$/)
  }
  // The series and the table download as CSV: units in the header, plain decimals, a row per
  // recorded frame (the energy of an elastic gas the same in each) and per ball (every one).
  const csv = async (name: RegExp) => {
    const file = page.waitForEvent('download')
    await page.locator(SCOPE).getByRole('button', { name }).click()
    const text = await fs.readFile((await (await file).path())!, 'utf8')
    expect(text.startsWith('\ufeff')).toBe(true)
    const rows = text.slice(1).split('\r\n')
    expect(rows.pop()).toBe('')
    // Numbers in plain decimal; the series' second column says where its row is.
    const number = '(-?\\d+(\\.\\d+)?)?'
    const at = '(,(start|just before|just after|after a jump|end))?'
    const row = new RegExp(`^${number}${at}(,${number})*$`)
    for (const r of rows.slice(1)) expect(r).toMatch(row)
    return rows.map((row) => row.split(','))
  }
  const now = await values(page)
  const series = await csv(/energy and momentum over time \(CSV\)/)
  expect(series[0]).toEqual(['t (s)', 'at', 'kinetic energy (J)', 'total px (kg·m/s)', 'total py (kg·m/s)'])
  // Rows at the contacts that changed a total (the walls'), in time order, two at each.
  expect(series.length).toBeGreaterThan(5)
  const times = series.slice(1).map((row) => Number(row[0]))
  expect(times.every((t, i) => i === 0 || t >= times[i - 1]!)).toBe(true)
  expect(times.at(-1)).toBeCloseTo(Number(now.time), 3)
  for (const row of series.slice(1))
    expect(Math.abs(Number(row[2]) / Number(now['energy-start']) - 1)).toBeLessThan(1e-9)
  await tab(page, 'Balls')
  const balls = await csv(/table of every ball \(CSV\)/)
  // The header is the one the unit test spells out with its units (csv.test.ts).
  expect(balls[0]).toEqual(BALL_HEADER)
  // The stage's name counts the balls as the book writes counts ("1,000 balls").
  const n = Number(
    /: ([\d,]+) balls on a/
      .exec((await page.locator(`${SCOPE} .rk-stage svg > title`).first().textContent())!)?.[1]
      ?.replaceAll(',', ''),
  )
  expect(n).toBeGreaterThanOrEqual(1000)
  expect(balls).toHaveLength(n + 1)
  expect(balls.slice(1).map((row) => Number(row[1]))).toEqual(Array.from({ length: n }, (_, k) => k + 1))
  const energy = balls.slice(1).reduce((sum, row) => sum + Number(row[10]), 0)
  expect(Math.abs(energy / Number(now.energy) - 1)).toBeLessThan(1e-9)
  expect(errors).toEqual([])
  await page.close()
})

it('edits the set-up: selects, types, adds a ball and a wall, refuses a dot of a wall, and keeps it all in the link', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } })
  const errors = watchErrors(page)
  await page.goto(`${site.base}/embed.html?w=sandbox#scene=cradle`)
  const widget = page.locator(SCOPE)
  await widget.locator('.rk-handle').first().waitFor()
  const table = widget.locator('.sandbox-table')
  let box = (await table.boundingBox())!
  // The cradle's table is 24 by 10; ball 2 sits at (10, 5).
  const at = (x: number, y: number) => ({
    x: box.x + (x / 24) * box.width,
    y: box.y + (1 - y / 10) * box.height,
  })

  const ball2 = at(10, 5)
  await tab(page, 'Read-outs')
  await page.mouse.click(ball2.x, ball2.y)
  await expect.poll(() => num(page, 'selected')).toBe(2)
  const picker = widget.getByLabel('Ball number')
  await picker.selectOption('1')
  await expect.poll(() => num(page, 'selected')).toBe(1)
  await picker.focus()
  await page.keyboard.press('ArrowDown')
  await expect.poll(() => num(page, 'selected')).toBe(2)
  expect(await widget.getByRole('button', { name: /^Ball 2 at/ }).count()).toBe(1)

  const mass = widget.getByLabel('Mass at the start')
  await mass.fill('abc')
  await mass.press('Enter')
  await expect
    .poll(() => widget.locator('.sandbox-inspector .sandbox-edit-status').textContent())
    .toContain('must be a number')
  expect(await num(page, 'sel-m')).toBe(1)
  await mass.fill('3')
  await mass.press('Enter')
  await expect.poll(() => num(page, 'sel-m')).toBe(3)

  // The editing tools wait in their tab.
  await tab(page, 'Edit')
  await widget.getByRole('button', { name: 'Add a ball' }).click()
  await expect.poll(() => num(page, 'selected')).toBe(7)

  await widget.getByLabel('Drag to draw walls').check()
  // The drawer's buttons sit below the table: pressing them scrolled the page.
  await table.scrollIntoViewIfNeeded()
  box = (await table.boundingBox())!
  const a = at(2, 1)
  const b = at(2, 9)
  await page.mouse.move(a.x, a.y)
  await page.mouse.down()
  await page.mouse.move(b.x, b.y, { steps: 4 })
  await page.mouse.up()
  await expect.poll(() => num(page, 'walls')).toBe(1)
  const c = at(6, 2)
  await page.mouse.click(c.x, c.y)
  await expect
    .poll(() => widget.locator('.sandbox-toolbar .sandbox-edit-status').textContent())
    .toContain('a wall must be at least')
  expect(await num(page, 'walls')).toBe(1)

  // The link holds it all: a fresh page from it shows the same set-up.
  await expect
    .poll(() => page.evaluate(() => location.hash), { timeout: 5000 })
    // The wall's ends at x = 2, where it was drawn, to the pointer's pixel (1.98 to 2.02).
    .toSatisfy((hash: string) => {
      const ends = /\/([\d.]+),[\d.]+,([\d.]+),[\d.]+$/.exec(hash)
      return ends !== null && Math.abs(Number(ends[1]) - 2) < 0.03 && Math.abs(Number(ends[2]) - 2) < 0.03
    })
  const before = await values(page)
  await page.reload()
  await widget.locator('.rk-handle').first().waitFor()
  // The walls' count is in the Edit tab, drawn (and its code loaded) when first shown.
  await tab(page, 'Edit')
  await expect.poll(() => num(page, 'walls')).toBe(1)
  await tab(page, 'Read-outs')
  await widget.getByLabel('Ball number').selectOption('2')
  await expect.poll(() => num(page, 'sel-m')).toBe(3)
  const after = await values(page)
  for (const q of ['walls', 'walls-length', 'energy-start', 'start-x', 'start-y'])
    expect(after[q], q).toBe(before[q])
  expect(await widget.locator('.sandbox-toolbar select option').count()).toBe(1)

  // A set-up file: a broken one is named and changes nothing; a good one (this set-up, with ball 2
  // heavier) loads. The file's check is fetched only now, with the engine's code.
  await tab(page, 'File')
  const file = widget.getByLabel('Load a set-up file')
  const status = widget.locator('.sandbox-file-status')
  await file.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{oops') })
  await expect.poll(() => status.textContent()).toBe('bad.json: This file is not JSON. Nothing was changed.')
  expect(await num(page, 'walls')).toBe(1)
  const download = page.waitForEvent('download')
  await widget.getByRole('button', { name: 'Download set-up (JSON)' }).click()
  const saved = JSON.parse(await fs.readFile((await (await download).path())!, 'utf8'))
  saved.setup.balls[1].m = 5
  await file.setInputFiles({
    name: 'good.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(saved)),
  })
  await expect.poll(() => status.textContent()).toMatch(/^good\.json: loaded, \d+ balls\.$/)
  await tab(page, 'Read-outs')
  await widget.getByLabel('Ball number').selectOption('2')
  await expect.poll(() => num(page, 'sel-m')).toBe(5)
  expect(await axeViolations(page)).toEqual([])

  // Zoom, on d3-zoom loaded by the first gesture (not at open: the embed's budget). Ctrl and the
  // wheel keep the point under the pointer; + from a handle on the table; a drag of ball 2 (left,
  // clear of ball 3) still moves it by what the pointer moved, in the zoomed scale; the middle
  // button pans, and Shift with the main one; two fingers pinch, the first already down on the
  // table, and the table follows before they lift; the zoom stops at the whole table and at 16×;
  // Reset view shows it all again.
  const zoomed = widget.locator('.sandbox-zoom')
  const stage = widget.locator('.sandbox-zoom .rk-stage svg')
  const zoom = async () => Number(await zoomed.getAttribute('data-zoom'))
  const zoomLoaded = () =>
    page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/tableZoom-/.test(r.name)))
  /** The table's left edge and width in the stage's pixels, as drawn. */
  const drawn = async () => {
    const rect = widget.locator('rect.sandbox-table')
    return { x: Number(await rect.getAttribute('x')), width: Number(await rect.getAttribute('width')) }
  }
  expect(await zoomLoaded()).toBe(false)
  await stage.scrollIntoViewIfNeeded()
  const whole = (await stage.boundingBox())!
  // A whole pixel: a mouse event's clientX is one.
  const pointer = { x: Math.round(whole.x + whole.width / 3), y: Math.round(whole.y + whole.height / 2) }
  const unzoomed = await drawn()
  await page.mouse.move(pointer.x, pointer.y)
  await page.keyboard.down('Control')
  await page.mouse.wheel(0, -100)
  await page.keyboard.up('Control')
  await expect.poll(zoom).toBeCloseTo(2 ** 0.2, 9)
  expect(await zoomLoaded()).toBe(true)
  // The stage's pixels are the page's (its viewBox as wide as it is drawn).
  const underPointer = (t: { x: number; width: number }) => (pointer.x - whole.x - t.x) / t.width
  expect(underPointer(await drawn())).toBeCloseTo(underPointer(unzoomed), 6)
  await widget.getByRole('button', { name: /^Ball 2 at/ }).focus()
  await page.keyboard.press('+')
  await expect.poll(zoom).toBeCloseTo(1.5 * 2 ** 0.2, 9)
  expect((await stage.boundingBox())!.height).toBeCloseTo(whole.height, 0)
  const k = await zoom()
  // The unzoomed stage shows the cradle's 24 m and a 40th of it either side across its width.
  const metresPerPixel = (24 * 1.05) / whole.width / k
  // Pressed on the ball half a metre below its centre: clear of its handle and its arrow's head.
  const ball2Handle = (await widget.getByRole('button', { name: /^Ball 2 at/ }).boundingBox())!
  const from = {
    x: ball2Handle.x + ball2Handle.width / 2,
    y: ball2Handle.y + ball2Handle.height / 2 + 0.5 / metresPerPixel,
  }
  const x0 = await num(page, 'sel-x')
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(from.x - 60, from.y, { steps: 4 })
  await page.mouse.up()
  await expect.poll(() => num(page, 'sel-x')).toBeCloseTo(x0 - 60 * metresPerPixel, 1)
  const panned = await drawn()
  await page.mouse.move(pointer.x, pointer.y)
  await page.mouse.down({ button: 'middle' })
  await page.mouse.move(pointer.x + 40, pointer.y, { steps: 4 })
  await page.mouse.up({ button: 'middle' })
  await expect.poll(async () => (await drawn()).x).toBeCloseTo(panned.x + 40, 6)
  expect(await num(page, 'sel-x')).toBeCloseTo(x0 - 60 * metresPerPixel, 1)
  // Shift and the main button pan too, even pressed on ball 2's handle, which stays where it is.
  const onBall = (await widget.getByRole('button', { name: /^Ball 2 at/ }).boundingBox())!
  const grab = { x: onBall.x + onBall.width / 2, y: onBall.y + onBall.height / 2 }
  await page.keyboard.down('Shift')
  await page.mouse.move(grab.x, grab.y)
  await page.mouse.down()
  await page.mouse.move(grab.x - 30, grab.y, { steps: 3 })
  await page.mouse.up()
  await page.keyboard.up('Shift')
  await expect.poll(async () => (await drawn()).x).toBeCloseTo(panned.x + 10, 6)
  expect(await num(page, 'sel-x')).toBeCloseTo(x0 - 60 * metresPerPixel, 1)
  // Two fingers, the first down alone and drawing a wall, which gives way to the pinch: nothing
  // left half drawn, and no wall refused when they lift.
  await tab(page, 'Edit')
  await widget.getByLabel('Drag to draw walls').check()
  await stage.scrollIntoViewIfNeeded()
  const shown = (await stage.boundingBox())!
  const mid = { x: Math.round(shown.x + shown.width / 3), y: Math.round(shown.y + shown.height / 2) }
  const walls = await num(page, 'walls')
  const cdp = await page.context().newCDPSession(page)
  const fingers = (gap: number) => [
    { x: mid.x - gap, y: mid.y, id: 1 },
    { x: mid.x + gap, y: mid.y, id: 2 },
  ]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40).slice(0, 1) })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) })
  for (const gap of [50, 60, 70, 80])
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(gap) })
  await expect.poll(zoom).toBeCloseTo(2 * k, 9)
  await expect.poll(async () => (await drawn()).width).toBeCloseTo(2 * panned.width, 6)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await expect.poll(() => widget.locator('.sandbox-draft').count()).toBe(0)
  expect(await num(page, 'walls')).toBe(walls)
  expect(await widget.locator('.sandbox-toolbar .sandbox-edit-status').textContent()).toBe('')
  // Adding balls: a finger's tap adds one; the first finger of a pinch adds none.
  await widget.getByLabel('Click to add balls').check()
  const balls = widget.locator('[aria-label="Ball table"] tbody tr')
  const count = await balls.count()
  // Tapped 2.3 m left of ball 2 (at 2k, 2 / metresPerPixel pixels a metre), clear of balls 1 and 2.
  const b2 = (await widget.getByRole('button', { name: /^Ball 2 at/ }).boundingBox())!
  const tap = [{ x: b2.x + b2.width / 2 - (2.3 * 2) / metresPerPixel, y: b2.y + b2.height / 2, id: 1 }]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: tap })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await expect.poll(() => balls.count()).toBe(count + 1)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(80).slice(0, 1) })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(80) })
  for (const gap of [100, 120])
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(gap) })
  await expect.poll(zoom).toBeCloseTo(3 * k, 9)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
  expect(await balls.count()).toBe(count + 1)
  expect(await widget.locator('.sandbox-toolbar .sandbox-edit-status').textContent()).toBe(
    `Ball ${count + 1} added.`,
  )
  // Zoom in (its button's steps, no wheel under way) to the most, where it is turned off.
  const zoomIn = widget.getByRole('button', { name: 'Zoom in' })
  for (let i = 0; i < 3; i++) await zoomIn.click()
  await expect.poll(zoom).toBe(16)
  expect(await zoomIn.isDisabled()).toBe(true)
  // A wheel past the limit zooms neither the table nor the page.
  await stage.scrollIntoViewIfNeeded()
  const last = (await stage.boundingBox())!
  await page.mouse.move(last.x + last.width / 2, last.y + last.height / 2)
  await page.evaluate(() =>
    addEventListener('wheel', (ev) => (document.body.dataset.wheel = String(ev.defaultPrevented)), {
      once: true,
    }),
  )
  await page.keyboard.down('Control')
  await page.mouse.wheel(0, -100)
  await expect.poll(() => page.evaluate(() => document.body.dataset.wheel)).toBe('true')
  expect(await zoom()).toBe(16)
  await page.mouse.wheel(0, 5000)
  await page.keyboard.up('Control')
  await expect.poll(zoom).toBe(1)
  const back = await drawn()
  expect(back.x).toBeCloseTo(unzoomed.x, 6)
  expect(back.width).toBeCloseTo(unzoomed.width, 6)
  await page.keyboard.down('Control')
  await page.mouse.wheel(0, -200)
  await page.keyboard.up('Control')
  await expect.poll(zoom).toBeGreaterThan(1)
  await widget.getByRole('button', { name: 'Reset view' }).click()
  await expect.poll(zoom).toBe(1)

  // In the select tool a second finger undoes what the first one did since its press: ball 3
  // (at rest at (12, 5), radius 1; ball 7 below it at (12, 3)) dragged left at the start
  // (sideways: the table pans the page up and down), then ball 4's arrow (at rest: its head on its
  // centre, (14, 5)) aimed at an instant mid-run; each goes back, set-up, run and link as they
  // were, and no run is left to go back to.
  await widget.getByLabel('Select and drag balls').check()
  await stage.scrollIntoViewIfNeeded()
  box = (await table.boundingBox())!
  const link = () => page.evaluate(() => location.hash)
  const cell = (label: string) => widget.getByLabel(label).inputValue()
  const touch = await page.context().newCDPSession(page)
  /** One finger from `a` to `b`; the link written there; a second finger down; all lifted. */
  const pinchAfter = async (a: { x: number; y: number }, b: { x: number; y: number }, linked: string) => {
    const one = (p: { x: number; y: number }) => [{ x: p.x, y: p.y, id: 1 }]
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: one(a) })
    for (let i = 1; i <= 4; i++)
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: one({ x: a.x + ((b.x - a.x) * i) / 4, y: a.y + ((b.y - a.y) * i) / 4 }),
      })
    await expect.poll(link).not.toBe(linked)
    const two = [...one(b), { x: b.x + 120, y: b.y, id: 2 }]
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: two })
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [two[0]!, { ...two[1]!, x: b.x + 160 }],
    })
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  }
  const atStart = await link()
  const startValues = await values(page)
  await pinchAfter(at(12, 5.8), at(11.2, 5.8), atStart)
  await expect.poll(link).toBe(atStart)
  // The press picked ball 3; the rest is as it was.
  expect(await num(page, 'selected')).toBe(3)
  expect(await cell('Ball 3 x (m)')).toBe('12')
  expect(await cell('Ball 3 y (m)')).toBe('5')
  expect(await num(page, 'energy-start')).toBe(Number(startValues['energy-start']))
  await widget.getByRole('button', { name: 'Reset view' }).click()
  await expect.poll(zoom).toBe(1)
  await widget.getByRole('button', { name: 'Step to next contact' }).click()
  await expect.poll(() => num(page, 'events'), { timeout: 15_000 }).toBe(1)
  await expect.poll(() => widget.locator('.sandbox-zoom-bar').textContent()).toContain('(a new set-up)')
  const stepped = await values(page)
  await expect.poll(link).toMatch(/[#&]k=1(&|$)/)
  const midRun = await link()
  await pinchAfter(at(14, 5), at(15, 5), midRun)
  await expect.poll(link).toBe(midRun)
  await expect.poll(() => num(page, 'events')).toBe(1)
  await expect.poll(() => num(page, 'time')).toBe(Number(stepped.time))
  for (const q of ['time', 'energy', 'energy-start', 'start-x', 'start-vx'])
    expect((await values(page))[q], q).toBe(stepped[q])
  expect(await cell('Ball 4 velocity x (m/s)')).toBe('0')
  expect(await widget.locator('.sandbox-branch button').count()).toBe(0)
  await touch.detach()
  expect(errors).toEqual([])
  await page.close()
})

it('compares with frame stepping on a second running table; the momenta diagram ends at the total', async () => {
  const page = await site.browser.newPage()
  const errors = watchErrors(page)
  // A gas: every ball moves, so a diagram leaving out the balls past its first ten would show.
  await page.goto(`${site.base}/embed.html?w=sandbox#scene=gas-1000&play=1`)
  await page.locator(SCOPE).getByLabel('Compare with frame stepping').check()
  const tables = page.locator(`${SCOPE} canvas.sandbox-canvas`)
  await expect.poll(() => tables.count()).toBe(2)
  const pictures = () => tables.evaluateAll((cs) => cs.map((c) => (c as HTMLCanvasElement).toDataURL()))
  await expect.poll(() => num(page, 'stepped-time'), { timeout: 20_000 }).toBeGreaterThan(0.1)
  const before = await pictures()
  const t0 = await num(page, 'stepped-time')
  await expect.poll(() => num(page, 'stepped-time'), { timeout: 20_000 }).toBeGreaterThan(t0 + 0.1)
  const after = await pictures()
  // Both tables moved: the exact one and the stepped one each drew something new.
  expect(after[0]).not.toBe(before[0])
  expect(after[1]).not.toBe(before[1])

  // Read in one go while it runs: the diagram and the outputs show the same report.
  const seen = await page.evaluate((scope) => {
    const q = (name: string) =>
      document.querySelector(`${scope} output[data-quantity="${name}"]`)?.getAttribute('data-value')
    const d = document.querySelector(`${scope} [data-total-x]`)
    return {
      diagram: [d?.getAttribute('data-total-x'), d?.getAttribute('data-total-y')],
      outputs: [q('momentum-x'), q('momentum-y')],
    }
  }, SCOPE)
  expect(seen.diagram).toEqual(seen.outputs)
  expect(seen.outputs.every((v) => v !== '' && v !== undefined)).toBe(true)
  expect(await axeViolations(page, SCOPE)).toEqual([])

  // The comparison is in the link: a step of 1/20 s, read back after a reload.
  await page.locator(`${SCOPE} .sandbox-compare select`).selectOption({ label: '1/20 s' })
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/[#&]compare=20(&|$)/)
  await page.reload()
  // The comparison's code loads as the page opens, beside the gas's first frames: given time.
  await expect.poll(() => tables.count(), { timeout: 10_000 }).toBe(2)
  expect(await page.locator(`${SCOPE} .sandbox-compare select`).inputValue()).toBe(String(1 / 20))

  // A preset where frame stepping fails plainly opens comparing at 1/60 s: fast balls jump a thin
  // wall, counted and plotted over time with named axes.
  await page
    .locator(SCOPE)
    .getByRole('combobox', { name: /^Scene/ })
    .selectOption('tunnel')
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/[#&]compare=20(&|$)/)
  await page.locator(`${SCOPE} .sandbox-compare select`).selectOption({ label: '1/60 s' })
  await page.locator(SCOPE).getByRole('button', { name: 'Play' }).click()
  await expect.poll(() => num(page, 'stepped-tunnelled'), { timeout: 20_000 }).toBeGreaterThan(0)
  const misses = page.locator(`${SCOPE} .sandbox-miss-plot .sandbox-time-plot`)
  expect(await misses.locator('.rk-plot-name').allTextContents()).toEqual(['t (s)', 'count'])
  await expect.poll(() => misses.getAttribute('aria-label')).toMatch(/[1-9]\d* contacts missed so far/)
  expect(errors).toEqual([])
  await page.close()
})

it('keeps the time in the link: a link with t opens the run there, and a step writes the new time', async () => {
  const page = await site.browser.newPage()
  const errors = watchErrors(page)
  await page.goto(`${site.base}/embed.html?w=sandbox#scene=cradle&t=2.5`)
  await expect.poll(() => num(page, 'time'), { timeout: 20_000 }).toBe(2.5)
  expect(await num(page, 'events')).toBeGreaterThan(0)
  const at = await values(page)
  await page.locator(SCOPE).getByRole('button', { name: 'Step to next contact' }).click()
  await expect.poll(() => num(page, 'time')).toBeGreaterThan(2.5)
  const stepped = await num(page, 'time')
  const contacts = await num(page, 'events')
  const linked = () => page.evaluate(() => Number(/[#&]t=([\d.]+)/.exec(location.hash)?.[1]))
  await expect.poll(linked).toBeCloseTo(stepped, 3)
  // The link read back: the same time, and the same contacts done on the way there.
  await page.reload()
  await expect.poll(() => num(page, 'time'), { timeout: 20_000 }).toBeCloseTo(stepped, 3)
  // A step does one contact; the link holds only the time, so a reload shows every contact due at
  // that instant done (at t = 3.5 the row's chain after the wall is several at once).
  expect(await num(page, 'events')).toBeGreaterThanOrEqual(contacts)
  expect(Number((await values(page)).energy)).toBeCloseTo(Number(at.energy), 9)

  // With the border off the break scatters balls off the table: a button, saying how many, brings
  // them all back to the start.
  await page.goto(`${site.base}/embed.html?w=sandbox#scene=pool-break&border=0&t=12`)
  // A new hash alone is no new page: the run catches up to a link's time as the page opens.
  await page.reload()
  await expect.poll(() => num(page, 'time'), { timeout: 20_000 }).toBe(12)
  const back = page.locator(SCOPE).getByRole('button', { name: 'Return the balls' })
  await back.waitFor()
  expect(await back.locator('xpath=..').textContent()).toMatch(
    /Return the balls\d+ balls? ha(s|ve) left the table\./,
  )
  await back.click()
  await expect.poll(() => num(page, 'time')).toBe(0)
  expect(await back.count()).toBe(0)
  expect(errors).toEqual([])
  await page.close()
})

it('a broken set in the link: the notice says why, the scene and time stay; the centre of mass keeps its whole label on the table', async () => {
  const page = await site.browser.newPage({ viewport: { width: 375, height: 800 } })
  const errors = watchErrors(page)
  // The stack's centre of mass sits near the table's right edge, where a label to its right ran off.
  await page.goto(`${site.base}/embed.html?w=sandbox#scene=stack&t=3&set=1,1;5,5,0,0,99,1`)
  await expect
    .poll(() => page.locator(`${SCOPE} .rk-notice li`).allTextContents())
    .toEqual([
      'set: 1,1;5,5,0,0,99,1 → empty (ball 2: radius 99 is outside 0.05 to 5, so the scene’s own balls and walls are shown)',
    ])
  // The link is rewritten to what the figure shows: the scene's own balls, the rest as given.
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/[#&]set=(&|$)/)
  expect(await page.evaluate(() => location.hash)).toMatch(/^#scene=stack&.*&t=3&/)
  const label = page.locator(`${SCOPE} .rk-dot-label`, { hasText: 'centre of mass' })
  const overhang = () =>
    label.evaluate((el) => {
      const t = el.getBoundingClientRect()
      const s = el.closest('svg')!.getBoundingClientRect()
      return Math.max(s.left - t.left, t.right - s.right, s.top - t.top, t.bottom - s.bottom)
    })
  await expect.poll(() => num(page, 'time'), { timeout: 20_000 }).toBe(3)
  await expect.poll(overhang).toBeLessThanOrEqual(0)
  await page.setViewportSize({ width: 1280, height: 800 })
  await expect.poll(overhang).toBeLessThanOrEqual(0)
  // Much larger type than the label's first estimate: it is measured again and moves to the left.
  await page.addStyleTag({ content: `${SCOPE} .rk-dot-label { font-size: 40px }` })
  await expect.poll(overhang).toBeLessThanOrEqual(0)
  expect(errors).toEqual([])
  await page.close()
})

it('lists every ball in a table with SI units, takes a typed value with the inspector’s limits, and shows a contact before and after', async () => {
  for (const width of [375, 1280]) {
    const page = await site.browser.newPage({ viewport: { width, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${site.base}/embed.html?w=sandbox#scene=cradle`)
    const widget = page.locator(SCOPE)
    await widget.locator('.rk-handle').first().waitFor()
    const box = async (selector: string) => (await widget.locator(selector).first().boundingBox())!
    const stage = await box('.sandbox-table')
    const tabs = widget.getByRole('tab')
    const shown = widget.getByRole('tab', { selected: true })
    if (width === 1280) {
      // The whole figure on one 1280×800 screen: the table, with the toolbar above it, its zoom's
      // bar and timeline under it, the totals and the tabs beside it (the figure's own buttons
      // included).
      expect((await widget.boundingBox())!.height).toBeLessThanOrEqual(800)
      const side = await box('.sandbox-side')
      expect(side.x).toBeGreaterThanOrEqual(stage.x + stage.width)
      expect(side.y).toBeLessThan(stage.y + stage.height)
      const timeline = await box('.sandbox-timeline')
      expect(timeline.y + timeline.height).toBeLessThanOrEqual(800)
      // The tabs by keyboard: one tab stop, the arrows move and show (wrapping), Home and End.
      expect(await tabs.allTextContents()).toEqual(['Balls', 'Read-outs', 'Graphs', 'Events', 'Edit', 'File'])
      await shown.focus()
      for (const [key, name] of [
        ['End', 'File'],
        ['ArrowRight', 'Balls'],
        ['ArrowLeft', 'File'],
        ['Home', 'Balls'],
        ['ArrowRight', 'Read-outs'],
      ] as const) {
        await page.keyboard.press(key)
        expect(await shown.textContent(), key).toBe(name)
        expect(await page.evaluate(() => document.activeElement?.textContent), key).toBe(name)
        expect(await widget.getByRole('tabpanel').count(), key).toBe(1)
        expect(await widget.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
          await shown.getAttribute('id'),
        )
      }
      expect(await tabs.evaluateAll((ts) => ts.map((t) => t.tabIndex))).toEqual([-1, 0, -1, -1, -1, -1])
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('ArrowRight')
    } else {
      // A phone: the table first, then the timeline, the run's buttons, the options' drawer
      // (closed), the totals and the tabs.
      const order = [
        stage,
        await box('.sandbox-timeline'),
        await box('.sandbox-bar button'),
        await box('.sandbox-options-toggle'),
        await box('.sandbox-totals'),
        await box('[role="tablist"]'),
      ]
      for (let i = 1; i < order.length; i++)
        expect(order[i]!.y, `part ${i}`).toBeGreaterThanOrEqual(order[i - 1]!.y + order[i - 1]!.height)
      const drawer = widget.getByRole('button', { name: /^Options/ })
      const compare = widget.getByLabel('Compare with frame stepping')
      expect(await drawer.getAttribute('aria-expanded')).toBe('false')
      expect(await compare.isVisible()).toBe(false)
      await drawer.click()
      expect(await drawer.getAttribute('aria-expanded')).toBe('true')
      expect(await compare.isVisible()).toBe(true)
      expect((await compare.boundingBox())!.y).toBeLessThan((await box('.sandbox-totals')).y)
      // Nothing in the figure, the open drawer included, widens the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await tab(page, 'Events')
    }
    // The engine's worker starts with the first request to it, not as the figure opens (the
    // embed's budget); until then the queue says when it is listed.
    expect(await shown.textContent()).toBe('Events')
    const queue = widget.locator('[aria-label="Event queue"]')
    expect(await queue.textContent()).toContain(
      'Listed once the engine has the set-up: press Play or Step to next contact.',
    )
    await tab(page, 'Balls')
    const table = widget.locator('.sandbox-balls table').first()
    expect(await table.locator('thead th').allTextContents()).toEqual([
      'Ball',
      'm (kg)',
      'x (m)',
      'y (m)',
      'vx (m/s)',
      'vy (m/s)',
      '|v| (m/s)',
      'px (kg·m/s)',
      'py (kg·m/s)',
      'Ek (J)',
    ])
    // True subscripts (v<sub>y</sub>), not "v_y".
    expect(await table.locator('thead sub').allTextContents()).toEqual(['x', 'y', 'x', 'y', 'k'])
    expect(await table.locator('tbody tr').count()).toBe(6)
    // The read-outs speak SI, every number to 3 decimals.
    const readout = (await widget.locator('.sandbox-readout').allTextContents()).join(' ')
    expect(readout).toMatch(/Kinetic energy: \d+\.\d{3} J/)
    expect(readout).toMatch(/Total momentum: \(−?\d+\.\d{3}, −?\d+\.\d{3}\) kg·m\/s/)
    expect(readout).toMatch(/\) m\/s, mass \d+\.\d{3} kg, radius \d+\.\d{3} m/)
    // The table (the stage) comes first and fits the screen's width.
    expect(stage.x + stage.width).toBeLessThanOrEqual(width)
    if (width === 375) expect(stage.y).toBeLessThan(300)
    // The graphs fit the width too, one above the other on a phone.
    await tab(page, 'Graphs')
    await widget.locator('.sandbox-time-plot').nth(1).waitFor()
    const plots = await widget
      .locator('.sandbox-time-plot')
      .evaluateAll((ps) => ps.map((p) => p.getBoundingClientRect().toJSON() as DOMRect))
    expect(plots).toHaveLength(2)
    for (const p of plots) expect(p.right).toBeLessThanOrEqual(width)
    if (width === 375) expect(plots[1]!.top).toBeGreaterThanOrEqual(plots[0]!.bottom)
    await tab(page, 'Balls')
    const mass = widget.getByLabel('Ball 3 mass (kg)')
    await mass.fill('5000')
    await mass.press('Enter')
    await expect
      .poll(() => widget.locator('.sandbox-balls .sandbox-edit-status').textContent())
      .toContain('The mass must be between 0.01 and 1000')
    await mass.fill('2')
    await mass.press('Enter')
    await expect
      .poll(() => table.locator('tbody tr').nth(2).locator('td').first().locator('input').inputValue())
      .toBe('2')
    // A long value shows to 4 significant digits, every digit while it is edited.
    await mass.fill('12.345')
    await mass.press('Tab')
    await expect.poll(() => mass.inputValue()).toBe('12.35')
    await mass.focus()
    expect(await mass.inputValue()).toBe('12.345')
    await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/[#&]set=[^&]+/)
    // Typing, editing and opening the plots asked nothing of the engine.
    expect(page.workers()).toEqual([])
    if (width === 375) {
      // The engine's code fails to load: the run says so, and the next step tries again.
      await page.route('**/startEngine-*.js', (r) => r.abort())
      await widget.getByRole('button', { name: 'Step to next contact' }).click()
      await expect
        .poll(() => widget.getByRole('alert').textContent())
        .toMatch(
          /^The engine stopped: its code could not be loaded \(.+\); press Play or Step to try again\.?$/,
        )
      await page.unroute('**/startEngine-*.js')
      // The browser's own line about the refused fetch, and nothing else.
      expect(errors.splice(0)).toEqual([expect.stringContaining('Failed to load resource')])
    }
    // A step onto the first contact: ball 1 and ball 2 before and after, momentum kept.
    await widget.getByRole('button', { name: 'Step to next contact' }).click()
    const contact = widget.locator('.sandbox-contact-table')
    await expect.poll(() => contact.locator('tbody tr').count()).toBe(4)
    const cells = async (row: number) => contact.locator('tbody tr').nth(row).locator('td').allTextContents()
    expect((await cells(0))[0]).toBe('4.000')
    expect((await cells(1))[0]).toBe('0.000')
    expect((await cells(3))[0]).toBe('4.000')
    expect(page.workers()).toHaveLength(1)
    expect(await widget.getByText('The engine stopped').count()).toBe(0)
    expect(await queue.locator('.sandbox-queue-item').count()).toBeGreaterThan(0)
    expect(await axeViolations(page, SCOPE)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  }
})

it('draws every ball’s velocity and momentum arrows and paths as switched, a grid, a stopwatch on simulated time; a gas opens without arrows', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } })
  const errors = watchErrors(page)
  await page.goto(`${site.base}/embed.html?w=sandbox#scene=pool-break&play=1`)
  const widget = page.locator(SCOPE)
  const show = (name: string) => widget.getByRole('checkbox', { name, exact: true })
  const overlay = widget.locator('canvas.sandbox-overlay')
  const balls = widget.locator('canvas.sandbox-canvas')
  const count = (kind: string) => overlay.getAttribute(`data-${kind}`)
  const picture = (c: typeof balls) => c.evaluate((el) => (el as HTMLCanvasElement).toDataURL())
  // Sixteen balls: each has its velocity arrow from the start; momentum waits to be asked for.
  expect(await show('Velocity arrows').isChecked()).toBe(true)
  expect(await show('Momentum arrows').isChecked()).toBe(false)
  expect(await show('Paths').isChecked()).toBe(true)
  await expect.poll(() => count('velocity')).toBe('16')
  expect(await count('momentum')).toBeNull()
  await expect.poll(() => num(page, 'events'), { timeout: 20_000 }).toBeGreaterThan(3)
  await widget.getByRole('button', { name: 'Pause' }).click()
  await show('Momentum arrows').check()
  await expect.poll(() => count('momentum')).toBe('16')
  expect(await widget.locator('.sandbox-legend', { hasText: 'A momentum arrow (grey)' }).count()).toBe(1)
  // Each switch changes what is drawn: the arrows on the overlay, the paths on the balls' canvas.
  const arrows = await picture(overlay)
  await show('Velocity arrows').uncheck()
  await expect.poll(() => picture(overlay)).not.toBe(arrows)
  expect(await count('velocity')).toBeNull()
  const withPaths = await picture(balls)
  await show('Paths').uncheck()
  await expect.poll(() => picture(balls)).not.toBe(withPaths)
  await show('Centre of mass').uncheck()
  expect(await widget.locator('.rk-dot-label', { hasText: 'centre of mass' }).count()).toBe(0)
  // The grid, in metres, with its numbers, on request.
  expect(await widget.locator('.rk-grid').count()).toBe(0)
  await show('Grid (m)').check()
  await expect.poll(() => widget.locator('.rk-grid line').count()).toBeGreaterThan(4)
  expect(await widget.locator('.rk-axes text').count()).toBeGreaterThan(4)
  // The stopwatch runs on simulated time: two steps to the next contacts between start and stop.
  const t0 = await num(page, 'time')
  expect(await num(page, 'stopwatch')).toBe(0)
  await tab(page, 'Read-outs')
  await widget.getByRole('button', { name: 'Start the stopwatch' }).click()
  const step = widget.getByRole('button', { name: 'Step to next contact' })
  await step.click()
  await expect.poll(() => num(page, 'time')).toBeGreaterThan(t0)
  await widget.getByRole('button', { name: 'Lap' }).click()
  const t1 = await num(page, 'time')
  await step.click()
  await expect.poll(() => num(page, 'time')).toBeGreaterThan(t1)
  const t2 = await num(page, 'time')
  await widget.getByRole('button', { name: 'Stop the stopwatch' }).click()
  expect(await num(page, 'stopwatch')).toBeCloseTo(t2 - t0, 9)
  expect(await widget.locator('.sandbox-laps li').allTextContents()).toHaveLength(1)
  await step.click()
  await expect.poll(() => num(page, 'time')).toBeGreaterThan(t2)
  expect(await num(page, 'stopwatch')).toBeCloseTo(t2 - t0, 9)
  // Snapping to the grid: a dragged ball lands on its round step (0.5 m on this 20 m table).
  await widget.getByRole('checkbox', { name: 'Snap to the grid (0.5 m)' }).check()
  const ball1 = widget.getByRole('button', { name: /^Ball 1 at/ })
  await ball1.scrollIntoViewIfNeeded()
  const grip = (await ball1.boundingBox())!
  const [gx, gy] = [grip.x + grip.width / 2, grip.y + grip.height / 2]
  await page.mouse.move(gx, gy)
  await page.mouse.down()
  await page.mouse.move(gx - 23, gy + 17, { steps: 3 })
  await page.mouse.up()
  await expect.poll(() => num(page, 'start-x')).not.toBe(4)
  for (const q of ['start-x', 'start-y']) expect((await num(page, q)) % 0.5, q).toBe(0)
  // A gas of 1,000 opens with no arrows or paths (a thicket, and a frame over its budget).
  await widget.getByLabel('Scene').selectOption('gas-1000')
  await expect.poll(() => show('Velocity arrows').isChecked()).toBe(false)
  expect(await show('Paths').isChecked()).toBe(false)
  expect(await show('Momentum arrows').isChecked()).toBe(false)
  expect(await show('Centre of mass').isChecked()).toBe(true)
  expect(await axeViolations(page, SCOPE)).toEqual([])
  expect(errors).toEqual([])
  await page.close()
})
