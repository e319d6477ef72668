// Embedding (docs/embedding.md), on a host page a blogger might write (pages/embeds.html): three
// figures as <ricochet-widget> elements and three as iframes, two of each of one kind, under a
// hostile stylesheet and a strict Content-Security-Policy. One page load serves every check.
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dist, startSite, watchErrors } from './harness'

const site = startSite()
const PAGES = path.resolve('tests/browser/pages')
const TOI_DEFAULT = 'A=0,0&dA=4,0&rA=1&B=5,1.5&dB=0,0&rB=1&t=0'
// B at the world's right edge cannot have an arrow: the widget shows dB = 0,0 instead.
const ASKED = 'A=0,0&dA=0,0&rA=1&B=10,0&dB=1,0&rB=1'
const SHOWN = 'A=0,0&dA=0,0&rA=1&B=10,0&dB=0,0&rB=1&t=0'

interface Seen {
  violations: string[]
  messages: { frame: string | null; data: { type: string; v: number; id: string; state?: string } }[]
  changes: { element: string; detail: { id: string; state: string } }[]
}

let page: Page
let errors: string[]
const seen = () => page.evaluate(() => (window as unknown as { seen: Seen }).seen)
const states = async (frame: string) =>
  (await seen()).messages
    .filter((m) => m.frame === frame && m.data.type === 'ricochet:state')
    .map((m) => m.data)
const changes = async (element: string) =>
  (await seen()).changes.filter((c) => c.element === element).map((c) => c.detail.state)
/** Every output of one element or frame as quantity=value, in document order. */
const outputs = (scope: string) =>
  page
    .locator(`${scope} output[data-quantity]`)
    .evaluateAll((els) =>
      els.map((e) => `${e.getAttribute('data-quantity')}=${e.getAttribute('data-value')}`),
    )
const frameOutputs = (frame: string) =>
  page
    .frameLocator(`#${frame}`)
    .locator('output[data-quantity]')
    .evaluateAll((els) =>
      els.map((e) => `${e.getAttribute('data-quantity')}=${e.getAttribute('data-value')}`),
    )
const post = (frame: string, message: unknown) =>
  page.evaluate(
    ([id, m]) =>
      (document.getElementById(id as string) as HTMLIFrameElement).contentWindow!.postMessage(m, '*'),
    [frame, message] as const,
  )

beforeAll(async () => {
  page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } })
  errors = watchErrors(page)
  await page.route(`${site.base}/test-pages/**`, (route) =>
    route.fulfill({
      path: path.join(PAGES, new URL(route.request().url()).pathname.slice('/test-pages/'.length)),
    }),
  )
  await page.goto(`${site.base}/test-pages/embeds.html`)
  for (const e of ['e1', 'e2', 'e3', 'e4']) await page.locator(`#${e} .rk-handle`).first().waitFor()
  for (const f of ['f1', 'f2', 'f3']) await page.frameLocator(`#${f}`).locator('.rk-handle').first().waitFor()
  await page.waitForFunction(() => document.fonts.status === 'loaded')
})
afterAll(() => page.close())

describe('a figure embedded in another page', () => {
  it('as an element, draws the same outputs as in its iframe, in its open shadow root', async () => {
    expect(fs.existsSync(path.join(PAGES, 'embeds.html'))).toBe(true)
    expect(await page.evaluate(() => document.getElementById('e1')!.shadowRoot?.mode)).toBe('open')
    expect(await outputs('#e1')).toEqual(await frameOutputs('f1'))
    expect((await outputs('#e3')).length).toBeGreaterThan(5)
    // the link in e2 was constrained, and the element says so as the iframe would
    expect(await page.locator('#e2 .rk-notice li').allTextContents()).toEqual([
      'dB: 1,0 → 0,0 (kept inside the world)',
    ])
  })

  it('keeps the page’s CSS out and ours in', async () => {
    const style = (e: Element) => {
      const s = getComputedStyle(e)
      return `${s.color} ${s.fontSize} ${s.fontFamily} ${s.borderTopWidth} ${s.letterSpacing} ${s.textTransform} ${s.fontStyle}`
    }
    const look = (selector: string) => page.locator(selector).first().evaluate(style)
    // the element's title and outputs look as they do in the iframe, where the page's CSS cannot reach
    const frameTitle = await page.frameLocator('#f1').locator('.rk-widget-title').evaluate(style)
    expect(await look('#e1 .rk-widget-title')).toBe(frameTitle)
    // every kind of element of the figure is styled as in the iframe: the kit's and the widget's own
    // CSS apply (kinds: the element is wider, so its stage draws more grid lines)
    // (a part a container query hides at one of the two widths, display: none, is left out: the
    // figure's layout may differ with its width, its look may not)
    const styles = (els: Element[]) =>
      [
        ...new Set(
          els
            .filter((e) => getComputedStyle(e).display !== 'none')
            .map((e) => {
              const s = getComputedStyle(e)
              return `${e.localName} ${s.display} ${s.color} ${s.fontSize} ${s.fontWeight} ${s.fill} ${s.stroke} ${s.borderTopStyle}`
            }),
        ),
      ].sort()
    const inFrame = await page.frameLocator('#f1').locator('.rk-widget *:not(h1)').evaluateAll(styles)
    expect(inFrame.length).toBeGreaterThan(30)
    expect(await page.locator('#e1 .rk-widget *:not(h3)').evaluateAll(styles)).toEqual(inFrame)
    expect(await look('#e1 output')).not.toContain('rgb(255, 0, 0)')
    expect(await look('#e1 output')).not.toContain('40px')
    // the page keeps its own look, and our .rk-widget rule does not reach its element of that class
    expect(await look('#host-text')).toContain('rgb(255, 0, 0) 40px')
    expect(await look('#host-lookalike')).toMatch(/rgb\(255, 0, 0\) 40px serif 0px 3px uppercase italic$/)
    // the page's rules on the element itself lose to the element's own
    expect(
      await page
        .locator('#e1')
        .evaluate((e) => `${getComputedStyle(e).display} ${getComputedStyle(e).padding}`),
    ).toBe('block 0px')
    // nothing of ours in the page's <head> but scripts; the document holds only KaTeX's fonts
    expect(await page.locator('head link[rel="stylesheet"], head style').count()).toBe(1)
    const adopted = await page.evaluate(() =>
      document.adoptedStyleSheets.flatMap((s) => [...s.cssRules].map((r) => r.constructor.name)),
    )
    expect(new Set(adopted)).toEqual(new Set(['CSSFontFaceRule']))
    expect(
      await page.evaluate(() =>
        [...document.fonts].some((f) => f.family === 'KaTeX_Main' && f.status === 'loaded'),
      ),
    ).toBe(true)
  })

  it('fetches the very CSS file the pages link: the build holds each CSS text once', async () => {
    const linked = await page
      .frameLocator('#f1')
      .locator('link[rel="stylesheet"]')
      .evaluateAll((ls) => ls.map((l) => (l as HTMLLinkElement).href))
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => r.name)
        .filter((n) => n.endsWith('.css')),
    )
    // KaTeX's and the kit's CSS (the page's first sheet): one file, linked by the iframe's page and
    // fetched by the element.
    expect(fetched).toContain(linked[0])
    const assets = path.join(dist, 'assets')
    const texts = fs
      .readdirSync(assets)
      .filter((f) => f.endsWith('.css'))
      .map((f) => [f, fs.readFileSync(path.join(assets, f), 'utf8').trim()] as const)
    const inside = texts.flatMap(([a, ta]) =>
      texts.filter(([b, tb]) => a !== b && ta.includes(tb)).map(([b]) => `${a} holds ${b}`),
    )
    expect(inside).toEqual([])
  })

  it('keeps two copies of one figure apart, and the page’s URL untouched', async () => {
    const ids = (e: string) =>
      page.evaluate((id) => document.getElementById(id)!.shadowRoot!.querySelector('h3')!.id, e)
    expect(await ids('e1')).not.toBe(await ids('e2'))
    const e2Before = await outputs('#e2')
    const e1Before = await outputs('#e1')
    await page.locator('#e1 .rk-handle').first().press('ArrowLeft')
    await page.waitForFunction(
      () => (window as unknown as { seen: Seen }).seen.changes.filter((c) => c.element === 'e1').length > 1,
    )
    expect(await outputs('#e1')).not.toEqual(e1Before)
    expect(await outputs('#e2')).toEqual(e2Before)
    const moved = await changes('e1')
    expect(moved[0]).toBe(TOI_DEFAULT)
    expect(moved.at(-1)).toBe(
      await page.evaluate(() => (document.getElementById('e1') as unknown as { state: string }).state),
    )
    expect(moved.at(-1)).not.toBe(TOI_DEFAULT)
    expect(await changes('e2')).toEqual([SHOWN])
    // its links point at our site, not at the host page, with the state it shows
    const state = moved.at(-1)!
    const attr = state.replaceAll('&', '&amp;')
    // no clipboard: the frame shows the text to copy
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('no clipboard here'))
    })
    await page.locator('#e1 [data-action="copy-embed"]').click()
    const code = await page.locator('#e1 textarea[data-copied="embed"]').inputValue()
    expect(code).toContain(`<iframe src="${site.base}/embed.html?w=time-of-impact#${attr}"`)
    expect(code).toContain(`<script type="module" src="${site.base}/ricochet-widget.js"></script>`)
    expect(code).toContain(`<ricochet-widget name="time-of-impact" state="${attr}"></ricochet-widget>`)
    await page.locator('#e1 [data-action="copy-link"]').click()
    expect(await page.locator('#e1 input[data-copied="link"]').inputValue()).toBe(
      `${site.base}/embed.html?w=time-of-impact#${state}`,
    )
    expect(await page.evaluate(() => location.hash)).toBe('')
    // the iframe snippet, pasted into this page (strict CSP): no violation (the last test), and
    // ricochet-frame.js fits the frame to its figure
    const iframe = code.split('\n').find((line) => line.startsWith('<iframe'))!
    await page.evaluate(
      (html) => document.body.insertAdjacentHTML('beforeend', `<p id="pasted">${html}</p>`),
      iframe,
    )
    await page.locator('#pasted iframe').scrollIntoViewIfNeeded()
    const figure = await page
      .frameLocator('#pasted iframe')
      .locator('.rk-widget')
      .evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height))
    await page.waitForFunction(
      (h) => document.querySelector<HTMLElement>('#pasted iframe')!.style.height === `${h}px`,
      figure,
    )
  })

  it('follows its state attribute', async () => {
    await page.evaluate((s) => document.getElementById('e2')!.setAttribute('state', s), TOI_DEFAULT)
    expect(await outputs('#e2')).toEqual(await frameOutputs('f1'))
    expect(
      await page.evaluate(() => (document.getElementById('e2') as unknown as { state: string }).state),
    ).toBe(TOI_DEFAULT)
    await page.waitForFunction(
      () => (window as unknown as { seen: Seen }).seen.changes.at(-1)?.element === 'e2',
    )
    expect((await changes('e2')).at(-1)).toBe(TOI_DEFAULT)
  })

  it('as an iframe, answers the postMessage API (v1) and tells its own state only', async () => {
    // each frame said its first state on its own, with its id
    expect(await states('f1')).toEqual([
      { type: 'ricochet:state', v: 1, id: 'time-of-impact', state: TOI_DEFAULT },
    ])
    expect((await states('f3'))[0]).toMatchObject({ id: 'exchange-1d', v: 1 })
    // the frame's document is named by the widget's title, from its meta
    expect(await (await page.locator('#f1').elementHandle())!.contentFrame().then((f) => f!.title())).toBe(
      'Time of impact — Ricochet',
    )
    // set-state is read as a link is: the reply carries the state the figure shows
    await post('f2', { type: 'ricochet:set-state', v: 1, state: ASKED })
    await page.waitForFunction(
      () =>
        (window as unknown as { seen: Seen }).seen.messages.filter(
          (m) => m.frame === 'f2' && m.data.type === 'ricochet:state',
        ).length > 1,
    )
    expect((await states('f2')).at(-1)!.state).toBe(SHOWN)
    expect(await page.frameLocator('#f2').locator('.rk-notice li').allTextContents()).toEqual([
      'dB: 1,0 → 0,0 (kept inside the world)',
    ])
    // a message of another version, or not from the parent, is ignored; get-state replies
    await post('f1', { type: 'ricochet:set-state', v: 2, state: ASKED })
    await post('f1', { type: 'ricochet:get-state', v: 1 })
    await page.waitForFunction(
      () =>
        (window as unknown as { seen: Seen }).seen.messages.filter(
          (m) => m.frame === 'f1' && m.data.type === 'ricochet:state',
        ).length > 1,
    )
    expect((await states('f1')).map((m) => m.state)).toEqual([TOI_DEFAULT, TOI_DEFAULT])
    // the reader's change reaches the parent, throttled, from that frame only
    await page.frameLocator('#f1').locator('.rk-handle').first().press('ArrowLeft')
    await page.waitForFunction(
      () =>
        (window as unknown as { seen: Seen }).seen.messages.filter(
          (m) => m.frame === 'f1' && m.data.type === 'ricochet:state',
        ).length > 2,
    )
    expect((await states('f1')).at(-1)!.state).toBe(
      await page
        .frameLocator('#f1')
        .locator('body')
        .evaluate(() => location.hash.slice(1)),
    )
    expect((await states('f1')).at(-1)!.state).not.toBe(TOI_DEFAULT)
    expect((await states('f3')).length).toBe(1)
  })

  it('writes the page’s URL only when asked (sync-url), and follows it', async () => {
    const state = (id: string) =>
      page.evaluate((e) => (document.getElementById(e) as unknown as { state: string }).state, id)
    const start = await state('e4')
    const e3 = await outputs('#e3')
    await page.locator('#e4 .rk-handle').first().press('ArrowRight')
    await page.waitForFunction(() => location.hash.startsWith('#exchange-1d:'))
    expect(await page.evaluate(() => location.hash)).toBe(`#exchange-1d:${await state('e4')}`)
    expect(await state('e4')).not.toBe(start)
    // a link pasted into the tab reaches the element that asked, and not the other copy
    await page.evaluate((s) => {
      location.hash = `exchange-1d:${s}`
    }, start)
    await page.waitForFunction(
      (s) => (document.getElementById('e4') as unknown as { state: string }).state === s,
      start,
    )
    expect(await outputs('#e4')).toEqual(e3)
    expect(await outputs('#e3')).toEqual(e3)
    // a state the page sets while the reader's move still waits to be written: the hash takes it at
    // once (the move's older write, still waiting, is dropped)
    await page.locator('#e4 .rk-handle').first().press('ArrowRight')
    const given = start.replace(/(^|&)e=[^&]*/, '$1e=0.25')
    expect(given).not.toBe(start)
    await page.evaluate((s) => document.getElementById('e4')!.setAttribute('state', s), given)
    await page.waitForFunction((s) => location.hash === `#exchange-1d:${s}`, given)
  })

  it('works under the page’s strict CSP with no violation and no error', async () => {
    expect((await seen()).violations).toEqual([])
    expect(errors).toEqual([])
  })

  // Last: the failed requests below are errors of their own.
  it('says so in the element when its CSS or its code does not arrive', async () => {
    await page.route('**/assets/ball-vs-wall-*.css', (route) => route.abort())
    await page.route('**/assets/PoolTableWidget-*.js', (route) => route.abort())
    const broken = ['ball-vs-wall', 'pool-table']
    await page.evaluate((names) => {
      for (const name of names) {
        const e = document.createElement('ricochet-widget')
        e.id = `broken-${name}`
        e.setAttribute('name', name)
        document.body.append(e)
      }
    }, broken)
    for (const name of broken)
      await expect
        .poll(() => page.locator(`#broken-${name} [role="alert"]`).allTextContents())
        .toEqual([
          `The Ricochet widget “${name}” could not load: its code or styles did not arrive. Reloading the page may help.`,
        ])
  })
})
