// temporary screenshot script (not committed)
import { chromium } from 'playwright-core'
import { serveDist } from './tests/browser/harness'

const [what = 'header', ...rest] = process.argv.slice(2)
const site = await serveDist()
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
try {
  if (what === 'header') {
    for (const [w, h] of [[1280, 720], [1920, 1080]]) {
      const page = await browser.newPage({ viewport: { width: w, height: h } })
      await page.goto(`${site.base}/index.html?c=${rest[0] ?? '03-when-do-they-touch'}&present=${rest[1] ?? '1'}&step=${rest[2] ?? '2'}`)
      await page.locator('main h1').first().waitFor({ state: 'attached' })
      await page.waitForFunction(() => document.querySelectorAll('.book-loading').length === 0)
      await page.waitForTimeout(500)
      const hh = await page.locator('.book-header').boundingBox()
      console.log(w, h, 'header height', hh?.height)
      await page.screenshot({ path: `/tmp/teach-shots/present-${w}.png` })
      await page.close()
    }
  } else if (what === 'print') {
    const page = await browser.newPage({ viewport: { width: 800, height: 1100 } })
    await page.goto(`${site.base}/index.html?c=${rest[0]}`)
    await page.locator('main h1').first().waitFor({ state: 'attached' })
    await page.waitForFunction(() => document.querySelectorAll('.book-loading').length === 0)
    await page.waitForTimeout(500)
    await page.emulateMedia({ media: 'print' })
    await page.screenshot({ path: `/tmp/teach-shots/print.png`, fullPage: true })
    const fs = await import('node:fs')
    fs.writeFileSync('/tmp/teach-shots/print.pdf', await page.pdf({ format: 'A4' }))
  } else if (what === 'widget') {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } })
    await page.goto(`${site.base}/embed.html?w=${rest[0]}${rest[1] ? `#${rest[1]}` : ''}`)
    await page.locator('.rk-widget').first().waitFor()
    await page.waitForTimeout(300)
    await page.screenshot({ path: `/tmp/teach-shots/widget-${rest[0]}.png`, fullPage: true })
  }
} finally {
  await browser.close()
  await site.close()
}
