import { it } from 'vitest'
import { startSite } from './harness'
const site = startSite()
it('shots', async () => {
  for (const width of [375, 1280])
    for (const colorScheme of ['light', 'dark'] as const) {
      const ctx = await site.browser.newContext({ viewport: { width, height: 900 }, colorScheme })
      const page = await ctx.newPage()
      await page.goto(`${site.base}/index.html?c=03-when-do-they-touch&ex=c3-t1:h1s:0.9`)
      await page.locator('[data-widget="stable-roots"] .rk-handle').first().waitFor()
      await page.waitForTimeout(500)
      for (const sel of ['[data-widget="relative-motion"]', '[data-widget="stable-roots"]', '[data-exercise="c3-t1"]', '[data-exercise="c3-graze"]'])
        await page.locator(sel).screenshot({ path: `/tmp/teach-el-${sel.replace(/\W+/g, '')}-${width}-${colorScheme}.png` })
      await ctx.close()
    }
}, 120000)
