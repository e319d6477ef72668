export default async (page, base) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`${base}/index.html?c=02-gross-detection`)
  await page.locator('[data-widget="swept-boxes"] .rk-handle').first().waitFor()
  const link = page.locator('.book-sections a[href^="#swept-boxes:"]').first()
  await link.evaluate((a) => a.scrollIntoView({ block: 'center' }))
  await link.click()
  for (const ms of [0, 100, 500, 1000]) {
    await page.waitForTimeout(ms)
    console.log(ms, await page.evaluate(() => [document.querySelector('.book-back-to-text')?.outerHTML, window.scrollY, document.querySelector('#widget-swept-boxes').getBoundingClientRect().top, location.hash.slice(0, 30)]))
  }
  await page.screenshot({ path: '/tmp/teach/link.png' })
}
