// The sandbox as a lab, in two page loads: a link copied after the second of the cradle's five
// simultaneous contacts opens after the second (the link's k), a step goes on to the third and the
// link follows; then the off-centre scene with sticky contacts: a step joins the two balls, the
// table lists both just before and just after, and the impulse is drawn at the contact point. At
// 375 px, a link asking for seven of the five: all done, a notice, and the link corrected.
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { axeViolations, outputValues, startSite, watchErrors } from './harness'

const site = startSite()
const SCOPE = '[data-widget="sandbox"]'

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

it('opens a link between two simultaneous contacts between the same two; sticky contacts show their impulse and before/after', async () => {
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
  expect(await widget.locator('.sandbox-contact-table caption').textContent()).toBe(
    'The latest contact, at t = 1.000 s: ball 2 hits ball 3',
  )
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
  expect(await widget.locator('.sandbox-contact-table caption').textContent()).toBe(
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
  expect(await axeViolations(page, SCOPE)).toEqual([])
  expect(errors).toEqual([])
  await page.close()
})
