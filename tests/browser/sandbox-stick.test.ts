// The sandbox's track and its sticky contacts, one page load per width: a link with stick=1 opens
// the track with the switch on; a step to the next contact joins the two balls, and the table
// shows both at the momentum-conserving velocity, total p over total m; the switch works by
// keyboard (1280 px) and by touch (375 px), and a set-up too large for sticky contacts says why.
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { axeViolations, outputValues, phonePage, startSite, watchErrors } from './harness'

const site = startSite()
const SCOPE = '[data-widget="sandbox"]'
const SWITCH = 'Sticky contacts (balls that touch join)'

/** The ball table's rows (balls, then the total) as the cells' texts, the minus sign read as '-'. */
async function tableRows(page: Page): Promise<Record<string, number>[]> {
  // The table of every ball, not the latest contact's beside it.
  const table = page.locator(`${SCOPE} [aria-label="Ball table"] table:not(.sandbox-contact-table)`)
  const heads = await table.locator('thead th').allTextContents()
  const rows = await table.locator('tbody tr, tfoot tr').all()
  return Promise.all(
    rows.map(async (row) => {
      // A cell's text, or its field's value while the cells take typed ones (paused mid-run too).
      const cells = await row
        .locator('th, td')
        .evaluateAll((els) => els.map((e) => e.querySelector('input')?.value ?? e.textContent ?? ''))
      return Object.fromEntries(heads.map((h, i) => [h, Number(cells[i]!.replace('\u2212', '-'))]))
    }),
  )
}

/** Steps to the join and checks the table: each ball at Σp / Σm, the total momentum kept. */
async function joinsOnStep(page: Page) {
  await page.locator(SCOPE).getByRole('button', { name: 'Step to next contact' }).click()
  const bars = page.locator(`${SCOPE} .sandbox-bonds`)
  await expect.poll(() => bars.getAttribute('data-bonds')).toBe('1')
  // The bar is drawn: the bars' canvas has inked pixels.
  const inked = await bars.evaluate((c: HTMLCanvasElement) => {
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data
    let n = 0
    for (let i = 3; i < d.length; i += 4) if (d[i]! > 0) n++
    return n
  })
  expect(inked).toBeGreaterThan(50)
  await expect.poll(async () => (await tableRows(page))[0]!['vx (m/s)']).toBe(1)
  const [a, b, total] = await tableRows(page)
  const joined = total!['px (kg·m/s)']! / total!['m (kg)']!
  expect(joined).toBe(1)
  for (const ball of [a!, b!]) {
    expect(ball['vx (m/s)']).toBe(joined)
    expect(ball['vy (m/s)']).toBe(0)
  }
  // Before the join: 1 kg at 4 m/s and 3 kg at rest, 4 kg·m/s in all.
  expect(total!['px (kg·m/s)']).toBe(4)
  // The join's table lists both balls just before it and just after, at 1 m/s.
  const contact = page.locator(`${SCOPE} .sandbox-contact-table tbody tr`)
  await expect
    .poll(() => contact.locator('th').allTextContents())
    .toEqual(['1, before', '1, after', '2, before', '2, after'])
  expect(await contact.locator('td:nth-of-type(1)').allTextContents()).toEqual([
    '4.000',
    '1.000',
    '0.000',
    '1.000',
  ])
}

it('1280 px: a link with stick=1 joins the track’s balls at 1 m/s; the switch works by keyboard', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } })
  const errors = watchErrors(page)
  await page.goto(`${site.base}/embed.html?w=sandbox#scene=track&stick=1`)
  await page.locator(`${SCOPE} .rk-handle`).first().waitFor()
  const toggle = page.locator(SCOPE).getByRole('checkbox', { name: SWITCH })
  expect(await toggle.isChecked()).toBe(true)
  await joinsOnStep(page)
  await page.locator(SCOPE).getByRole('tab', { name: 'Events' }).click()
  expect(await page.locator(`${SCOPE} [aria-label="Event queue"]`).textContent()).toContain(
    'With sticky contacts the engine searches for the next contact as it goes: it keeps no queue.',
  )
  // Played on, the joined pair stays one body at 1 m/s until it meets the track's end.
  await page.locator(SCOPE).getByRole('button', { name: 'Play' }).click()
  await expect.poll(async () => (await tableRows(page))[0]!['x (m)'], { timeout: 10_000 }).toBeGreaterThan(9)
  await page.locator(SCOPE).getByRole('button', { name: 'Pause' }).click()
  expect(await axeViolations(page, SCOPE)).toEqual([])

  // The keyboard: Space turns sticky contacts off (no bars, the link says so) and on again.
  await toggle.focus()
  await page.keyboard.press('Space')
  await expect.poll(() => toggle.isChecked()).toBe(false)
  expect(await page.locator(`${SCOPE} .sandbox-bonds`).count()).toBe(0)
  await expect.poll(() => page.evaluate(() => location.hash)).not.toContain('stick=1')
  await page.keyboard.press('Space')
  await expect.poll(() => page.evaluate(() => location.hash)).toContain('stick=1')
  await joinsOnStep(page)
  expect(errors).toEqual([])
  await page.close()
})

it('375 px: a tap turns sticky contacts on; a gas refuses them and the switch says why', async () => {
  const { page, errors } = await phonePage(site, 'embed.html?w=sandbox#scene=track')
  // On a phone the switch is in the options' drawer.
  await page
    .locator(SCOPE)
    .getByRole('button', { name: /^Options/ })
    .tap()
  const toggle = page.locator(SCOPE).getByRole('checkbox', { name: SWITCH })
  expect(await toggle.isChecked()).toBe(false)
  await toggle.tap()
  await expect.poll(() => toggle.isChecked()).toBe(true)
  await joinsOnStep(page)
  expect(await axeViolations(page, SCOPE)).toEqual([])

  await page.locator(SCOPE).getByLabel('Scene').selectOption('gas-1000')
  await expect.poll(() => toggle.isDisabled()).toBe(true)
  // The gas runs on the event-driven engine: a step finds its next contact.
  await page.locator(SCOPE).getByRole('button', { name: 'Step to next contact' }).click()
  await expect.poll(async () => Number((await outputValues(page, SCOPE)).events), { timeout: 15_000 }).toBe(1)
  expect(await toggle.isChecked()).toBe(false)
  const why = await toggle.getAttribute('aria-describedby')
  expect(await page.locator(`[id="${why}"]`).textContent()).toBe(
    'Sticky contacts work on set-ups of up to 16 balls; this one has 1,001.',
  )
  expect(await axeViolations(page, SCOPE)).toEqual([])
  expect(errors).toEqual([])
  await page.close()
})
