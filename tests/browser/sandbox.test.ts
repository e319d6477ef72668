// Chapter 10's sandbox in one page load: play=1 runs the engine in its worker (time and contacts
// advance, the energy of an elastic gas stays what it was), the timeline scrubs back and forth to
// the very same state, and a step lands just after the next contact.
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { axeViolations, outputValues, startSite, watchErrors } from './harness'

const site = startSite()
const SCOPE = '[data-widget="sandbox"]'
const values = (page: Page) => outputValues(page, SCOPE)
const num = async (page: Page, q: string) => Number((await values(page))[q])

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
  const timeline = page.locator(`${SCOPE} input[type="range"]#sandbox-timeline`)
  await expect.poll(async () => Number(await timeline.getAttribute('max'))).toBeGreaterThan(20)
  const end = await timeline.getAttribute('max')
  await timeline.fill(end!)
  await expect.poll(async () => (await values(page)).time).not.toBe(v.time)
  const atEnd = await values(page)
  await timeline.fill('10')
  await expect.poll(async () => (await values(page)).time).not.toBe(atEnd.time)
  expect(await num(page, 'events')).toBeLessThan(Number(atEnd.events))
  await timeline.fill(end!)
  await expect.poll(async () => (await values(page)).time).toBe(atEnd.time)
  expect(await values(page)).toEqual(atEnd)

  await page.locator(SCOPE).getByRole('button', { name: 'Step to next contact' }).click()
  await expect.poll(() => num(page, 'events')).toBeGreaterThan(Number(atEnd.events))
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
  expect(errors).toEqual([])
  await page.close()
})
