import { it } from 'vitest'
import { startSite } from './harness'
const site = startSite()
it('shots', async () => {
  for (const [c, ready] of [['00-introduction', 'first-contact'], ['03-when-do-they-touch', 'time-of-impact']] as const)
    for (const width of [375, 1280])
      for (const colorScheme of ['light', 'dark'] as const) {
        const ctx = await site.browser.newContext({ viewport: { width, height: 900 }, colorScheme })
        const page = await ctx.newPage()
        await page.goto(`${site.base}/index.html?c=${c}`)
        await page.locator(`[data-widget="${ready}"] .rk-handle`).first().waitFor()
        await page.waitForTimeout(500)
        await page.screenshot({ path: `/tmp/teach-shot-${c.slice(0, 2)}-${width}-${colorScheme}.png`, fullPage: true })
        await ctx.close()
      }
}, 120000)
