import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, launch, serveDist, watchErrors } from './harness'

let browser: Browser
let server: Awaited<ReturnType<typeof serveDist>>

beforeAll(async () => {
  server = await serveDist()
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

describe('the book', () => {
  it('opens on the introduction with its formula typeset by KaTeX at build time', async () => {
    const page = await browser.newPage()
    const errors = watchErrors(page)
    await page.goto(`${server.base}/index.html`)
    await page.getByRole('heading', { level: 1, name: 'How balls find each other' }).waitFor()
    expect(await page.locator('.katex-display').count()).toBeGreaterThan(0)
    expect(await page.locator('.katex-display math annotation').first().textContent()).toContain('r_A + r_B')
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it('says so when an embed names no widget it knows', async () => {
    const page = await browser.newPage()
    const errors = watchErrors(page)
    await page.goto(`${server.base}/embed.html?w=%3Cscript%3Ealert(1)%3C/script%3E`)
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toContain('<script>alert(1)</script>')
    expect(await page.locator('script:not([type="module"])').count()).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })
})
