// Shared browser harness: serves dist/ on loopback and drives Chromium through playwright-core
// (which browser: chromium.ts, CHROMIUM_PATH first). DIST overrides which build is served
// (e.g. a private `vite build --outDir` while others rebuild dist/).
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { type Browser, type Page, chromium } from 'playwright-core'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import type { WidgetListing } from '../../src/kit/build/widgetsJson'
import { chromiumPath } from './chromium'

export type { WidgetListing }

/** The build the tests serve and read. */
export const dist = path.resolve(process.env.DIST ?? 'dist')
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.png': 'image/png',
}

export { chromiumPath }

export async function serveDist(): Promise<{ base: string; close: () => Promise<void> }> {
  if (!fs.existsSync(path.join(dist, 'index.html')))
    throw new Error('dist/ is missing: run `vite build` first')
  const server = http.createServer((req, res) => {
    let file = path.join(dist, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))
    if (!file.startsWith(dist)) {
      res.writeHead(403).end()
      return
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html')
    if (!fs.existsSync(file)) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' })
    fs.createReadStream(file).pipe(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
}

/**
 * Counts the documents the tabs of `browser` load (page.goto, a reload, a link followed,
 * setContent): each new context's pages report their `load` events to `count`. The tests' cost is
 * mostly page loads, so the suite prints their number (pageLoads.ts).
 *
 * Its contexts block service workers unless a test asks for them (`serviceWorkers: 'allow'`, as
 * the offline copy's tests do): a context is a first visit, and on a first visit the book's worker
 * precaches the whole site (some 370 files), which doubled the CPU a book page's load costs.
 */
function countLoads(browser: Browser, count: () => void): Browser {
  const newContext = browser.newContext.bind(browser)
  // browser.newPage opens its own context through this method too.
  browser.newContext = async (options) => {
    const context = await newContext({ serviceWorkers: 'block', ...options })
    context.on('page', (page) => page.on('load', count))
    return context
  }
  return browser
}

export interface Site {
  /** Chromium, launched for the calling test file */
  readonly browser: Browser
  /** where dist/ is served, e.g. http://127.0.0.1:41234 */
  readonly base: string
}

/**
 * For one test file: serves dist/ and launches Chromium before its tests, and closes both after
 * them. Call it at the top of the file; read `browser` and `base` inside the tests.
 */
export function startSite(): Site {
  let browser: Browser | undefined
  let server: Awaited<ReturnType<typeof serveDist>> | undefined
  let loads = 0
  beforeAll(async () => {
    server = await serveDist()
    browser = countLoads(await launch(), () => loads++)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
    const file = path.relative(process.cwd(), expect.getState().testPath ?? '?')
    fs.appendFileSync(inject('pageLoadsFile'), `${loads}\t${file}\n`)
  })
  const ready = <T>(x: T | undefined): T => {
    if (x === undefined)
      throw new Error('the site is only up inside the tests (startSite starts it in beforeAll)')
    return x
  }
  return {
    get browser() {
      return ready(browser)
    },
    get base() {
      return ready(server).base
    },
  }
}

/**
 * A page (or anything costly) opened on first use by the tests of the enclosing describe and closed
 * after them: one page load serves every check that only needs the page as loaded.
 */
export function sharedInSuite<T>(
  open: () => Promise<T>,
  close: (value: T) => Promise<void>,
): () => Promise<T> {
  let value: Promise<T> | undefined
  afterAll(async () => {
    await value?.then(close, () => undefined)
  })
  return () => {
    value ??= open()
    return value
  }
}

/**
 * Shows the state of a link to the figure (`hash`, without its "#") in an open page as a link
 * pasted into the same tab does: the hash changes and the figure reads it as at a load
 * (src/kit/urlChannel.ts), so one page load serves many states. Resolves once the figure has drawn it.
 */
export function showLink(page: Page, hash: string): Promise<void> {
  return page.evaluate(async (h) => {
    // Cleared without an event first, so the same link twice still fires one.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
    // A link whose hash is empty (or the page's own) changes nothing: fail, rather than wait for ever.
    const changed = new Promise((r, no) => {
      window.addEventListener('hashchange', r, { once: true })
      setTimeout(() => no(new Error(`showLink: the link's hash “#${h}” fired no hashchange`)), 10_000)
    })
    window.location.hash = h
    await changed
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
  }, hash)
}

/**
 * The embed page of figure `id`, loaded once for the tests of the enclosing describe; each call
 * shows the state of the link `hash` in it (showLink). Errors collect over all of them.
 */
export function sharedEmbed(
  site: Site,
  id: string,
  viewport: { width: number; height: number },
): (hash: string) => Promise<{ page: Page; errors: string[] }> {
  const opened = sharedInSuite(
    async () => {
      const page = await site.browser.newPage({ viewport })
      const errors = watchErrors(page)
      await page.goto(`${site.base}/embed.html?w=${encodeURIComponent(id)}`)
      await page.locator(`[data-widget="${id}"] .rk-handle`).first().waitFor()
      return { page, errors }
    },
    ({ page }) => page.close(),
  )
  return async (hash) => {
    const shared = await opened()
    await showLink(shared.page, hash)
    return shared
  }
}

/** The screen of a phone: 375 px wide, touch. */
export const PHONE = { viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true } as const

/**
 * A phone's page (PHONE) of `site` opened at `path` (e.g. "embed.html?w=sandbox#scene=track"),
 * once its first handle is drawn; its errors collect from the start.
 */
export async function phonePage(site: Site, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage(PHONE)
  const errors = watchErrors(page)
  await page.goto(`${site.base}/${path}`)
  await page.locator('.rk-handle').first().waitFor()
  return { page, errors }
}

/** Collects console errors and uncaught exceptions; a test asserts the list stays empty. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(String(e)))
  return errors
}

let axeSource: string | undefined

/** Runs axe-core in the page and returns its violations (id: summary). */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  // Evaluated, not added as a <script>: the site's Content-Security-Policy forbids inline scripts.
  axeSource ??= fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8')
  // Once per document: a test that runs axe again on the same page need not parse it again.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(async (sel) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe
    const result = await axe.run(sel ?? document)
    return result.violations.map(
      (v: { id: string; help: string; nodes: { target: string[] }[] }) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    )
  }, selector)
}

/** The built widget list. Missing or empty fails loudly: every widget test hangs off it. */
export function readWidgets(): WidgetListing[] {
  const file = path.join(dist, 'widgets.json')
  if (!fs.existsSync(file)) throw new Error('dist/widgets.json is missing: run `vite build` first')
  const list = JSON.parse(fs.readFileSync(file, 'utf8')) as WidgetListing[]
  if (!Array.isArray(list) || list.length === 0)
    throw new Error('dist/widgets.json lists no widgets: the widget tests have nothing to test')
  return list
}

/** Every <output> in scope as quantity -> data-value (repeated quantities get #2, #3...). */
export function outputValues(page: Page, scope: string): Promise<Record<string, string>> {
  return page.evaluate((sel) => {
    const values: Record<string, string> = {}
    for (const o of document.querySelectorAll(`${sel} output[data-quantity]`)) {
      let key = o.getAttribute('data-quantity')!
      for (let n = 2; key in values; n++) key = `${o.getAttribute('data-quantity')}#${n}`
      values[key] = o.getAttribute('data-value') ?? ''
    }
    return values
  }, scope)
}

/** Texts and data-values of every output on the page that show NaN or Infinity. */
export function badOutputs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('output')]
      .map((o) => `${o.getAttribute('data-quantity')}: "${o.textContent}" [${o.getAttribute('data-value')}]`)
      .filter((s) => /NaN|Infinity|∞/.test(s)),
  )
}

/** Drags with a finger through CDP touch events (so Chrome makes real touch pointer events). */
export async function touchDrag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  steps = 8,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  const point = (x: number, y: number) => [{ x, y, radiusX: 5, radiusY: 5, force: 1, id: 1 }]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) })
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps
    const y = from.y + ((to.y - from.y) * i) / steps
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}
