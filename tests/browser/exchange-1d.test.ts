// Chapter 6's head-on collision in the book: the erratum at the opening state, typed and ticked
// infinite masses (never both), and a link asking for two walls.
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { outputValues, startSite, watchErrors } from './harness'

const site = startSite()
const SCOPE = '[data-widget="exchange-1d"]'
const values = (page: Page) => outputValues(page, SCOPE)
const box = (page: Page, ball: 1 | 2) => page.getByRole('textbox', { name: `Type the mass of ball ${ball}` })
const wall = (page: Page, ball: 1 | 2) =>
  page.locator(`${SCOPE} .x1-ball${ball}`).getByRole('checkbox', { name: 'infinitely heavy (a wall)' })

async function open(hash = '') {
  const page = await site.browser.newPage()
  const errors = watchErrors(page)
  await page.goto(`${site.base}/index.html?c=06-mass-and-bounce${hash}`)
  await page.locator(`${SCOPE} .rk-handle`).first().waitFor()
  return { page, errors }
}

it('opens on the erratum: momentum 2 before and after, 1/2 after by the formula as printed', async () => {
  const { page, errors } = await open()
  expect(await values(page)).toMatchObject({
    v1: '-1.75',
    v2: '1.25',
    'momentum-before': '2',
    'momentum-after': '2',
    'energy-before': '14',
    'energy-after': '3.875',
    'printed-momentum-after': '0.5',
    'vcm-before': '0.5',
    'vcm-after': '0.5',
  })
  expect(errors).toEqual([])
  await page.close()
})

it('takes inf typed as a mass, then refuses a second wall from the box and the checkbox', async () => {
  const { page, errors } = await open()
  await box(page, 2).fill('inf')
  await box(page, 2).press('Enter')
  await expect.poll(async () => (await values(page)).m2).toBe('infinitely heavy')
  const v = await values(page)
  expect(v).toMatchObject({ v1: '-4', v2: '-1', 'momentum-before': '5', 'momentum-after': '-4', P: '' })
  expect(await wall(page, 1).isDisabled()).toBe(true)
  await box(page, 1).fill('∞')
  await box(page, 1).press('Enter')
  await expect(page.locator(`${SCOPE} .x1-problem`).textContent()).resolves.toContain('not both')
  expect((await values(page)).m1).toBe('1')
  await wall(page, 2).uncheck()
  await expect.poll(async () => (await values(page)).m2).toBe('3')
  expect(errors).toEqual([])
  await page.close()
})

it('a link asking for two walls shows one, and the notice says why', async () => {
  const { page, errors } = await open('#exchange-1d:m1=inf&m2=inf&u1=5&u2=-1&e=0.5')
  await page.locator(`${SCOPE} .rk-notice`).waitFor()
  expect(await page.locator(`${SCOPE} .rk-notice`).textContent()).toContain(
    'm2: inf → 3 (both balls cannot be infinitely heavy',
  )
  expect(await values(page)).toMatchObject({ m1: 'infinitely heavy', m2: '3', v2: '8' })
  expect(errors).toEqual([])
  await page.close()
})
