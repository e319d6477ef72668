// What the reader sees is what the link says: a link the figure cannot show as written is
// rewritten to the state shown, with every changed field named in a dismissible notice, and an
// unknown chapter is named instead of silently replaced. Nothing from the URL becomes markup. Every
// figure the reader moved is kept in the link.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { figure, newContext } from './census'
import { outputValues, readWidgets, startSite, watchErrors } from './harness'

const site = startSite()
const toi = readWidgets().find((w) => w.id === 'time-of-impact')!

// B starts at the world's right edge (x = 10), so its arrow (1, 0) cannot be drawn: it becomes 0.
const ASKED = 'A=0,0&dA=0,0&rA=1&B=10,0&dB=1,0&rB=1'
const SHOWN = 'A=0,0&dA=0,0&rA=1&B=10,0&dB=0,0&rB=1&t=0'

async function noticeLines(page: Page, scope: string) {
  const notice = page.locator(`${scope} .rk-notice`)
  await notice.waitFor()
  expect(await notice.getAttribute('role')).toBe('status')
  return notice.locator('li').allTextContents()
}

describe('a link the figure cannot show as written', () => {
  it('in the embed: shows the kept state, names the change, rewrites the link, and can be dismissed', async () => {
    const context = await newContext(site, {})
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto(`${site.base}/embed.html?w=time-of-impact#${ASKED}&xyz=1`)
    const scope = '[data-widget="time-of-impact"]'
    expect(await noticeLines(page, scope)).toEqual([
      'xyz: not a field of this figure, ignored',
      'dB: 1,0 → 0,0 (kept inside the world)',
    ])
    expect(await page.evaluate(() => location.hash)).toBe(`#${SHOWN}`)
    expect(await page.locator(`${scope} .rk-handle[aria-label^="Ball B displacement"]`).count()).toBe(0)
    await page.getByRole('button', { name: 'Dismiss the note about the link' }).click()
    expect(await page.locator(`${scope} .rk-notice`).count()).toBe(0)

    // the rewritten link, as Copy link gives it, opens the same figure in a new tab with nothing to say
    // (the census pastes each figure's copied link into its own tab: census.test.ts)
    const link = await figure(page, 'time-of-impact').copyLink()
    expect(link).toBe(page.url())
    const shown = await outputValues(page, scope)
    const again = await site.browser.newPage()
    const errorsAgain = watchErrors(again)
    await again.goto(link)
    await again.locator(`${scope} .rk-handle`).first().waitFor()
    expect(await again.locator(`${scope} .rk-notice`).count()).toBe(0)
    expect(await outputValues(again, scope)).toEqual(shown)
    expect([...errors, ...errorsAgain]).toEqual([])
    await again.close()
    await context.close()
  })

  it('in the book: the named widget does the same, keeping its name in the hash', async () => {
    const page = await site.browser.newPage()
    const errors = watchErrors(page)
    await page.goto(`${site.base}/${toi.page}#time-of-impact:${ASKED}`)
    expect(await noticeLines(page, '[data-widget="time-of-impact"]')).toEqual([
      'dB: 1,0 → 0,0 (kept inside the world)',
    ])
    expect(await page.evaluate(() => location.hash)).toBe(`#time-of-impact:${SHOWN}`)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('a hostile link', () => {
  it('in the book: the named figure shows its defaults and a notice, and nothing is injected', async () => {
    // Every figure alone gets one in the census (census.test.ts); here the chapter's hash prefix.
    const page = await site.browser.newPage()
    const errors = watchErrors(page)
    const dialogs: string[] = []
    page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    const hostile = `A=${encodeURIComponent('<script>window.__pwned=1</script>')}&dA=NaN&rA=-Infinity&B=${encodeURIComponent('"><img src=x onerror="window.__pwned=1">')}&${encodeURIComponent('<svg onload=window.__pwned=1>')}=1`
    await page.goto(`${site.base}/${toi.page}#time-of-impact:${hostile}`)
    const notice = page.locator('[data-widget="time-of-impact"] .rk-notice')
    await notice.waitFor()
    expect(await notice.textContent()).toContain('<script>')
    expect(await page.evaluate(() => location.hash)).toBe(`#time-of-impact:${toi.defaultState}`)
    expect(await page.locator('main img, main script').count()).toBe(0)
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(dialogs).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('an unknown chapter', () => {
  it('is named in a visible status, as text, and chapter 0 is shown', async () => {
    const page = await site.browser.newPage()
    const errors = watchErrors(page)
    let dialogs = 0
    page.on('dialog', (d) => {
      dialogs++
      void d.dismiss()
    })
    const hostile = '<img src=x onerror=alert(1)>'
    await page.goto(`${site.base}/index.html?c=${encodeURIComponent(hostile)}`)
    const status = page.locator('.book-unknown-chapter')
    await status.waitFor()
    expect(await status.getAttribute('role')).toBe('status')
    expect(await status.textContent()).toMatch(
      /^No chapter is called “<img src=x onerror=alert\(1\)>”, so here is chapter 0, /,
    )
    expect(await page.locator('main img').count()).toBe(0)
    expect(await page.locator('nav[aria-label="Chapters"] [aria-current="page"]').textContent()).toMatch(
      /^0\./,
    )
    expect(dialogs).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })

  it('is not mentioned when the chapter exists or none is asked for', async () => {
    const page = await site.browser.newPage()
    for (const url of ['/index.html', `/${toi.page}`]) {
      await page.goto(site.base + url)
      await page.locator('main h1').waitFor()
      expect(await page.locator('.book-unknown-chapter').count()).toBe(0)
    }
    await page.close()
  })
})

describe('every moved figure in the URL', () => {
  it('keeps both of two moved figures through a reload', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } })
    const errors = watchErrors(page)
    await page.goto(`${site.base}/index.html?c=03-when-do-they-touch`)
    const handle = (widget: string) => page.locator(`[data-widget="${widget}"] .rk-handle`).first()
    await handle('relative-motion').waitFor()
    await handle('time-of-impact').waitFor()
    const name = (widget: string) => handle(widget).getAttribute('aria-label')
    for (const widget of ['time-of-impact', 'relative-motion']) {
      const before = await name(widget)
      await handle(widget).focus()
      await page.keyboard.press('Shift+ArrowUp')
      await expect.poll(() => name(widget)).not.toBe(before)
    }
    const moved = [await name('time-of-impact'), await name('relative-motion')]
    // Both are in the link once the throttled writer has written.
    await expect
      .poll(() => page.evaluate(() => window.location.hash), { timeout: 3000 })
      .toMatch(/^#relative-motion:.*&time-of-impact:/)
    await page.reload()
    await handle('relative-motion').waitFor()
    await handle('time-of-impact').waitFor()
    expect([await name('time-of-impact'), await name('relative-motion')]).toEqual(moved)
    expect(errors).toEqual([])
    await page.close()
  })
})
