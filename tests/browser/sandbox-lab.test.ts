// The sandbox as a lab, in two page loads: a link copied after the second of the cradle's five
// simultaneous contacts opens after the second (the link's k), a step goes on to the third and the
// link follows; paused there, ball 2's arrow dragged, its vᵧ typed in the ball table and ball 1's
// arrow stepped by a key branch new set-ups from the instant, and "Back to the run before" reopens
// the run at its t and k; a link pasted into the same tab runs to its t and k; then the off-centre
// scene with sticky contacts: a step joins the two balls, the table lists both just before and
// just after, and the impulse is drawn at the contact point. At 375 px, a link asking for seven of the five: all done, a notice,
// and the link corrected; the latest contact's name stays put as its table scrolls sideways; a
// branch from a played instant and back lands on that instant's very floats; the off-centre
// scene's pair, joined, keeps its "centre of mass" label clear of both balls.
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { axeViolations, outputValues, startSite, watchErrors } from './harness'

const site = startSite()
const SCOPE = '[data-widget="sandbox"]'
/** The cradle's and the off-centre scene's tables, in metres (both start at 0, 0). */
const CRADLE = { width: 24, height: 10 }
const GLANCING = { width: 18, height: 10 }

/** Page pixels of a point of the table (of `size`, in metres). */
async function pixel(page: Page, size: { width: number }, x: number, y: number) {
  const t = (await page.locator(`${SCOPE} .sandbox-table`).boundingBox())!
  const unit = t.width / size.width
  return { x: t.x + unit * x, y: t.y + t.height - unit * y, unit }
}

/** The latest-contact table's rows by their heads ("2, before"), the minus sign read as '-'. */
async function contactRows(page: Page): Promise<Record<string, Record<string, number>>> {
  const table = page.locator(`${SCOPE} .sandbox-contact-table`)
  const heads = await table.locator('thead th').allTextContents()
  const rows = await table.locator('tbody tr').all()
  const entries = await Promise.all(
    rows.map(async (row) => {
      const [name, ...cells] = await row.locator('th, td').allTextContents()
      return [
        name!,
        Object.fromEntries(cells.map((c, i) => [heads[i + 1]!, Number(c.replace('\u2212', '-'))])),
      ]
    }),
  )
  return Object.fromEntries(entries)
}

it('opens a link between two simultaneous contacts; branches a set-up from a paused instant and back; a pasted link runs to its t and k; sticky contacts show their impulse and before/after', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } })
  // Without motion the latest impulse stays drawn, so the test can look at it.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const errors = watchErrors(page)
  const widget = page.locator(SCOPE)
  const out = async (q: string) => (await outputValues(page, SCOPE))[q]
  const hash = () => page.evaluate(() => location.hash)
  /** The link's time and contacts-done keys, as `t,k`. */
  const linked = async () => {
    const keys = new URLSearchParams((await hash()).slice(1))
    return `${keys.get('t')},${keys.get('k')}`
  }
  await page.goto(`${site.base}/embed.html?w=sandbox#scene=cradle&t=1&k=2`)
  await widget.locator('.rk-handle').first().waitFor()
  await expect.poll(() => out('events')).toBe('2')
  expect(Number(await out('time'))).toBe(1)
  // (The latest contact's table loads with its first contact.)
  await expect
    .poll(() => widget.locator('.sandbox-contact .sandbox-table-title').textContent())
    .toBe('The latest contact, at t = 1.000 s: ball 2 hits ball 3')
  // Ball 2 handed its 4 m/s on to ball 3 and stopped.
  const handed = await contactRows(page)
  expect(handed['2, before']!['vx (m/s)']).toBe(4)
  expect(handed['2, after']!['vx (m/s)']).toBe(0)
  expect(handed['3, after']!['vx (m/s)']).toBe(4)
  expect(await linked()).toBe('1,2')
  expect(await widget.locator('.sandbox-notice').count()).toBe(0)
  await widget.getByRole('button', { name: 'Step to next contact' }).click()
  await expect.poll(() => out('events')).toBe('3')
  await expect.poll(linked).toBe('1,3')

  // Paused mid-run (balls 1 to 3 at rest, ball 4 at 4 m/s): ball 2's arrow head, at its centre,
  // dragged 1 m up by the mouse. The instant becomes a new set-up at t = 0, ball 2 at 1 m/s upwards.
  const branch = widget.locator('.sandbox-branch')
  // The instant's arrows are offered once the branch's code has loaded (on the first pause mid-run).
  await expect
    .poll(() => widget.getByRole('button', { name: /^Velocity of ball 1, / }).getAttribute('aria-label'))
    .toContain('at t = 1.000 s')
  const b2 = await pixel(page, CRADLE, 10, 5)
  await page.mouse.move(b2.x, b2.y)
  await page.mouse.down()
  await page.mouse.move(b2.x, b2.y - 0.5 * b2.unit, { steps: 3 })
  await page.mouse.move(b2.x, b2.y - 1.02 * b2.unit, { steps: 3 })
  await page.mouse.up()
  await expect.poll(() => out('events')).toBe('0')
  expect(await branch.locator('p').textContent()).toBe(
    'New set-up from t = 1.000 s of the run before: every ball where and as fast as it was then, but ball 2, given a new velocity there. Time and contacts count from 0.',
  )
  // The energy at the start is the instant's 8 J and ball 2's ½ · 1 · 1² J; the link holds it all.
  await expect.poll(() => out('energy-start')).toBe('8.5')
  expect(await out('time')).toBe('0')
  await expect
    .poll(hash)
    .toContain(
      '&t=0&k=0&e=1&stick=0&border=1&p1=8,5&v1=0,0&compare=off&set=1,1;10,5,0,1,1,1;12,5,0,0,1,1;14,5,4,0,1,1;16,5,0,0,1,1;18,5,0,0,1,1',
    )
  // Back: the run before, where it stood (t and k).
  await branch.getByRole('button', { name: 'Back to the run before, at t = 1.000 s' }).click()
  await expect.poll(() => out('events')).toBe('3')
  await expect.poll(linked).toBe('1,3')
  expect(await out('time')).toBe('1')
  expect(await branch.locator('p').textContent()).toBe('')
  // The ball table's cells, paused there, take typed values too: a refusal in the inspector's words
  // changes nothing; ball 2's vᵧ typed 1 branches the same new set-up as its arrow dragged did.
  const cell = widget.getByRole('textbox', { name: 'Ball 2 velocity y (m/s)' })
  await cell.fill('up')
  await cell.press('Enter')
  await expect
    .poll(() => widget.locator('.sandbox-balls .sandbox-edit-status').textContent())
    .toBe('The velocity’s y must be a number, not “up”.')
  expect(await out('events')).toBe('3')
  await cell.fill('1')
  await cell.press('Enter')
  await expect.poll(() => out('events')).toBe('0')
  expect(await branch.locator('p').textContent()).toContain('but ball 2, given a new velocity there.')
  expect(await out('energy-start')).toBe('8.5')
  expect(await widget.locator('.sandbox-balls .sandbox-edit-status').textContent()).toBe('')
  await branch.getByRole('button', { name: 'Back to the run before, at t = 1.000 s' }).click()
  await expect.poll(() => out('events')).toBe('3')
  // The keyboard: ball 1 selected again (the drag picked ball 2), its arrow at the instant (ball 1
  // at rest at x = 8) stepped up by a key.
  await widget.getByRole('button', { name: 'Select ball 1' }).click()
  const arrow1 = widget.getByRole('button', { name: /^Velocity of ball 1, / })
  expect(await arrow1.getAttribute('aria-label')).toBe(
    'Velocity of ball 1, (0.00, 0.00) m/s at t = 1.000 s (moved: a new set-up from there)',
  )
  await arrow1.focus()
  await page.keyboard.press('ArrowUp')
  await expect.poll(() => out('events')).toBe('0')
  expect(await out('start-vy')).toBe('0.1')
  expect(await out('start-x')).toBe('8')
  expect(await arrow1.getAttribute('aria-label')).toBe('Velocity of ball 1, (0.00, 0.10) m/s at the start')
  await branch.getByRole('button', { name: /^Back to the run before/ }).click()
  await expect.poll(() => out('events')).toBe('3')

  // A link pasted into the same tab runs to its t and k, as a load does. (The write of the run
  // reopened just before may still be waiting: it is dropped, urlChannel.test shows how.)
  await page.evaluate(() => {
    location.hash = 'scene=cradle&t=1&k=4'
  })
  await expect.poll(() => out('events')).toBe('4')
  expect(await out('time')).toBe('1')
  await expect.poll(linked).toBe('1,4')

  // The 2D lab, sticky: one step joins the pair at the contact.
  await widget.getByLabel('Scene').selectOption('glancing')
  await widget.getByRole('checkbox', { name: 'Sticky contacts (balls that touch join)' }).check()
  await expect.poll(hash).toContain('stick=1')
  await widget.getByRole('button', { name: 'Step to next contact' }).click()
  await expect.poll(() => out('events')).toBe('1')
  await expect.poll(linked).toBe('2.067,1')
  // At the instant, a join of two balls is an e = 0 contact: the normal velocities shared, √3 each.
  const joined = await contactRows(page)
  expect(joined['1, before']).toMatchObject({ 'vx (m/s)': 4, 'vy (m/s)': 0 })
  expect(joined['2, before']).toMatchObject({ 'vx (m/s)': 0, 'vy (m/s)': 0 })
  expect(joined['1, after']).toMatchObject({ 'vx (m/s)': 2.5, 'vy (m/s)': -0.866 })
  expect(joined['2, after']).toMatchObject({ 'vx (m/s)': 1.5, 'vy (m/s)': 0.866 })
  // The impulse is drawn: switched off and on again, the overlay differs by it.
  const overlay = widget.locator('canvas.sandbox-overlay')
  const picture = () => overlay.evaluate((el) => (el as HTMLCanvasElement).toDataURL())
  const painted = () =>
    page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  const impulses = widget.getByRole('checkbox', { name: 'Impulses', exact: true })
  await impulses.uncheck()
  await painted()
  const without = await picture()
  await impulses.check()
  await expect.poll(picture).not.toBe(without)
  expect(await widget.locator('.sandbox-contact .sandbox-table-title').textContent()).toBe(
    'The latest contact, at t = 2.067 s: ball 1 sticks to ball 2',
  )
  expect(await axeViolations(page, SCOPE)).toEqual([])

  // A link asking for more contacts than its time has, on a phone in dark: all of them done, a notice
  // says so, and the link is corrected to what is shown.
  await page.setViewportSize({ width: 375, height: 800 })
  // (Another query, dark, so that the page loads again rather than take a new hash.)
  await page.goto(`${site.base}/embed.html?w=sandbox&theme=dark#scene=cradle&t=1&k=7`)
  await widget.locator('.rk-handle').first().waitFor()
  await expect.poll(() => out('events')).toBe('5')
  expect(await widget.locator('.sandbox-notice').textContent()).toBe(
    'The link asks for 7 contacts done at t = 1.000 s, but that time has 5: all of them are done.',
  )
  await expect.poll(linked).toBe('1,5')
  // The latest contact's name stays where it is as its table scrolls sideways.
  const title = widget.locator('.sandbox-contact .sandbox-table-title')
  const scroller = widget.locator('.sandbox-contact-scroll')
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  const titleAt = await title.boundingBox()
  expect(titleAt!.x + titleAt!.width).toBeLessThanOrEqual(375)
  await scroller.evaluate((el) => el.scrollBy(200, 0))
  expect(await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  expect(await title.boundingBox()).toEqual(titleAt)
  expect(await axeViolations(page, SCOPE)).toEqual([])

  // Played on and paused between contacts: a branch and back land on that instant exactly.
  await widget.getByRole('button', { name: 'Play' }).click()
  await expect.poll(async () => Number(await out('time'))).toBeGreaterThan(1.3)
  await widget.getByRole('button', { name: 'Pause' }).click()
  // Paused: the link takes the time shown (it kept t = 1 while the run played).
  await expect
    .poll(async () => Math.abs(Number((await linked()).split(',')[0]) - Number(await out('time'))))
    .toBeLessThan(5e-4)
  const paused = await outputValues(page, SCOPE)
  await widget.getByRole('button', { name: /^Velocity of ball 1, / }).focus()
  await page.keyboard.press('ArrowDown')
  await expect.poll(() => out('time')).toBe('0')
  await widget.getByRole('button', { name: /^Back to the run before/ }).click()
  await expect.poll(() => out('time')).toBe(paused.time)
  expect(await outputValues(page, SCOPE)).toEqual(paused)

  // The off-centre pair joined, on a phone: "centre of mass" clear of both balls.
  await page.evaluate(() => {
    location.hash = 'scene=glancing&stick=1&t=2.5'
  })
  await expect.poll(() => out('events')).toBe('1')
  const label = widget.locator('.rk-dot-label', { hasText: 'centre of mass' })
  const rows = widget.locator('[aria-label="Ball table"] tbody tr')
  /** A ball's centre from the ball table (its x and y cells, m). */
  const centre = async (k: number) => {
    // Paused mid-run the cells take typed values: their fields hold the numbers.
    const cells = await rows
      .nth(k)
      .locator('td')
      .evaluateAll((els) => els.map((e) => e.querySelector('input')?.value ?? e.textContent ?? ''))
    const heads = await widget.locator('[aria-label="Ball table"] thead th').allTextContents()
    const at = (name: string) => Number(cells[heads.indexOf(name) - 1]!.replace('\u2212', '-'))
    return pixel(page, GLANCING, at('x (m)'), at('y (m)'))
  }
  await expect.poll(async () => (await label.boundingBox())?.width ?? 0).toBeGreaterThan(0)
  const box = (await label.boundingBox())!
  for (const k of [0, 1]) {
    const c = await centre(k)
    // The nearest point of the label's box to the ball's centre is outside the ball.
    const nx = Math.max(box.x, Math.min(c.x, box.x + box.width))
    const ny = Math.max(box.y, Math.min(c.y, box.y + box.height))
    expect(Math.hypot(nx - c.x, ny - c.y)).toBeGreaterThan(c.unit)
  }
  expect(errors).toEqual([])
  await page.close()
})
