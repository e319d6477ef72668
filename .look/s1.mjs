export default async (page, base) => {
  await page.goto(`${base}/index.html?c=01-two-balls-one-frame`)
  await page.locator('[data-widget="overlap-test"] .rk-handle').first().waitFor()
  await page.waitForTimeout(500)
  console.log(await page.evaluate(() => [...document.querySelectorAll('output[data-predict]')].map(o => `${o.dataset.boundTo ?? 'fig'}:${o.dataset.quantity}`).join(' ')))
  const ex = page.locator('[data-exercise="c1-distance-squared"]')
  await ex.scrollIntoViewIfNeeded()
  await page.screenshot({ path: '/tmp/teach/c1.png' })
}
