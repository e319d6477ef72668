// Chapter 11's live race: fetched only when asked for, run from the keyboard in a worker, both
// engines scored with finite figures, ours keeping its energy, the end announced politely.
import { expect, it } from 'vitest'
import { axeViolations, startSite, watchErrors } from './harness'

const site = startSite()

it('races both engines in a worker when the reader presses the button', async () => {
  const page = await site.browser.newPage()
  const errors = watchErrors(page)
  const fetched: string[] = []
  page.on('request', (r) => fetched.push(r.url()))
  await page.goto(`${site.base}/index.html?c=11-the-numbers-underneath`)
  const race = page.locator('figure.engine-race')
  const start = race.getByRole('button', { name: /Race both engines/ })
  await start.waitFor()
  expect(fetched.filter((u) => u.includes('race.worker'))).toEqual([])

  await start.focus()
  await page.keyboard.press('Enter')
  await race.getByRole('button', { name: 'Cancel the race' }).waitFor()
  await race.locator('tr[data-engine="matter.js"]').waitFor({ timeout: 30_000 })
  const status = race.getByRole('status')
  await expect
    .poll(() => status.textContent(), { timeout: 10_000 })
    .toMatch(/^Done\. ricochet: .* matter\.js: /)
  expect(await status.getAttribute('aria-live')).toBe('polite')

  const cell = (engine: string, q: string) => race.locator(`tr[data-engine="${engine}"] td[data-q="${q}"]`)
  for (const engine of ['ricochet', 'matter.js']) {
    for (const q of ['simulated', 'tunnelled', 'overlapping', 'drift']) {
      const text =
        q === 'drift' ? await cell(engine, q).getAttribute('data-value') : await cell(engine, q).textContent()
      expect(Number.isFinite(Number(text)), `${engine} ${q}: ${text}`).toBe(true)
    }
  }
  expect(Number((await cell('ricochet', 'contacts').textContent())?.replaceAll(',', ''))).toBeGreaterThan(0)
  expect(Number(await cell('ricochet', 'drift').getAttribute('data-value'))).toBeLessThan(1e-9)
  expect(await cell('ricochet', 'tunnelled').textContent()).toBe('0')
  expect(await axeViolations(page, 'figure.engine-race')).toEqual([])
  expect(errors).toEqual([])
  await page.close()
})
