// The hostile inputs of issue 22 against the built site, in three page loads: hashes the book
// cannot decode (they blanked the whole book), and sandbox files the engine cannot run faithfully
// (accepted, they drew NaN, froze the run, or were silently swapped for the scene's own balls).
import { expect, it } from 'vitest'
import { outputValues, startSite, watchErrors } from './harness'

const site = startSite()
const CHAPTER = '01-two-balls-one-frame'

it('ignores a hash it cannot decode, in a chapter and on the contents, as loaded and as changed', async () => {
  const page = await site.browser.newPage()
  const errors = watchErrors(page)
  await page.goto(`${site.base}/index.html?c=${CHAPTER}#%`)
  await page.locator('main h1').first().waitFor()
  await page.waitForFunction(() => document.querySelectorAll('.book-loading').length === 0)
  // Changed in place: the presentation reads the hash again on hashchange.
  for (const hash of ['#%E0', '#%zz%', '#%']) {
    await page.evaluate((h) => {
      window.location.hash = h
    }, hash)
    await page.waitForFunction((h) => window.location.hash === h, hash)
  }
  // Presenting reads it too (the section it names: none).
  await page.keyboard.press('p')
  await page.locator('main h1').first().waitFor()
  await page.goto(`${site.base}/index.html#%E0`)
  await page.getByRole('heading', { level: 1, name: 'How balls find each other' }).waitFor()
  expect(errors).toEqual([])
  await page.close()
})

it('refuses the sandbox files it cannot run faithfully, once each, naming the field, and changes nothing', async () => {
  const page = await site.browser.newPage()
  const errors = watchErrors(page)
  const SCOPE = '[data-widget="sandbox"]'
  await page.goto(`${site.base}/embed.html?w=sandbox#scene=cradle`)
  const widget = page.locator(SCOPE)
  await widget.locator('.rk-handle').first().waitFor()
  // The file's buttons are in their tab, loaded as it is first shown.
  await widget.getByRole('tab', { name: 'File' }).click()
  const file = widget.getByLabel('Load a set-up file')
  const status = widget.locator('.sandbox-file-status')
  const before = { values: await outputValues(page, SCOPE), hash: await page.evaluate(() => location.hash) }

  const download = page.waitForEvent('download')
  await widget.getByRole('button', { name: 'Download set-up (JSON)' }).click()
  const stream = await (await download).createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  const saved = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  const edited = (edit: (f: typeof saved) => void) => {
    const f = structuredClone(saved)
    edit(f)
    return Buffer.from(JSON.stringify(f))
  }
  const cases: [string, Buffer, string][] = [
    [
      'box.json',
      edited((f) => {
        f.setup.box = { min: { x: -1e308, y: -1e308 }, max: { x: 1e308, y: 1e308 } }
      }),
      'setup.box.min.x is -1e+308; it must be -400 to 400.',
    ],
    [
      'fast.json',
      edited((f) => {
        f.setup.balls[1].v.x = 1e300
      }),
      'setup.balls[1].v.x is 1e+300; it must be -12 to 12.',
    ],
    [
      'heavy.json',
      edited((f) => {
        f.setup.balls[1].m = 2000
      }),
      'setup.balls[1].m is 2000; it must be 0.01 to 1000, or inf (a fixed ball).',
    ],
    [
      'subnormal.json',
      edited((f) => {
        f.setup.balls[0].m = 1e-320
      }),
      'setup.balls[0].m is 1e-320; it must be 0.01 to 1000, or inf (a fixed ball).',
    ],
    [
      'text.json',
      edited((f) => {
        f.setup.balls[2].r = '5'
      }),
      'setup.balls[2].r must be a number, got the text "5".',
    ],
    [
      'huge.json',
      Buffer.alloc(5_000_000, 32),
      'This file is 5.0 MB; the sandbox reads set-up files up to 4 MB.',
    ],
  ]
  for (const [name, buffer, why] of cases) {
    await file.setInputFiles({ name, mimeType: 'application/json', buffer })
    const message = `${name}: ${why} Nothing was changed.`
    await expect.poll(() => status.textContent()).toBe(message)
    // Shown once: not again as the engine stopping, nor anywhere else on the page.
    expect(await page.getByText(why, { exact: false }).count()).toBe(1)
    expect(await page.evaluate(() => location.hash)).toBe(before.hash)
    expect(await outputValues(page, SCOPE)).toEqual(before.values)
  }
  // The input is cleared after each file, so the same file, fixed, can be chosen again.
  expect(await file.inputValue()).toBe('')
  await file.setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: edited(() => {}) })
  await expect.poll(() => status.textContent()).toMatch(/^good\.json: loaded, \d+ balls\.$/)
  expect(await widget.locator('.sandbox-notice[role="alert"]').count()).toBe(0)
  expect(errors).toEqual([])
  await page.close()
})
