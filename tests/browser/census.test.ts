// The census: every page of the built book, each loaded as few times as its checks need, and every
// check that needs only the page as loaded run on that one load (pageChecks.ts). Pages are found
// from the build and the sources (dist/widgets.json, chapters/*.mdx through the build's outline),
// so a new figure or chapter is tested without an edit here.
//
// A figure alone in its embed page: three loads.
//   1. light, 1280 px, mouse: the static checks; Tab reaches every handle; every handle moves with
//      an arrow key (Shift steps bigger, Alt finer), is dragged by the mouse, and each move changes
//      an output; its live formulas speak what they show; Copy link; Reset; pushed to every edge
//      the balls stay in the frame and nothing reads NaN, TeX or "undefined"; it loaded only its own code.
//   2. dark, 375 px, touch, from a hostile link: defaults and a notice, nothing injected; the static
//      checks; balls big enough and 44 px targets; a finger drags the first handle, and only the
//      handles block page panning; pushed to every edge the balls stay in the frame.
//   3. the copied link: it shows what was copied; Reset brings the defaults back.
// A chapter: two loads.
//   1. light, 1280 px: the static checks; its title and its pager; every live number caught its
//      figure's value and follows it as the figure moves; presentation can light each figure's shapes;
//      Copy link on its first figure.
//   2. dark, 375 px, from that link: the figure shows the copied state, scrolled into view; the
//      static checks.
// The kit's Handle semantics in full are src/kit/Handle.test.tsx's; random walks over each model,
// src/widgets/walks.property.test.ts's.
import fs from 'node:fs'
import path from 'node:path'
import type { BrowserContext, BrowserContextOptions, ElementHandle, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { readChapters } from './chapters'
import {
  type WidgetListing,
  axeViolations,
  badOutputs,
  dist,
  outputValues,
  readWidgets,
  startSite,
  touchDrag,
} from './harness'
import {
  type Watched,
  WAITING,
  accessibilityLeaks,
  ballsOutside,
  collectViolations,
  drawsProblems,
  formulaProblems,
  phoneBallProblems,
  proseNumbers,
  settle,
  sidewaysScroll,
  slotTexts,
  smallTargets,
  spokenFormulas,
  unfitProseNumbers,
  watch,
} from './pageChecks'

const site = startSite()
const widgets = readWidgets()
const chapters = readChapters()

const LIGHT: BrowserContextOptions = { colorScheme: 'light', viewport: { width: 1280, height: 800 } }
const DARK_PHONE: BrowserContextOptions = {
  colorScheme: 'dark',
  viewport: { width: 375, height: 800 },
  hasTouch: true,
  isMobile: true,
}

/** Figures that draw no ball at all (two segments crossing): nothing to measure but the handles. */
// Figures that draw no ball: a plot of segments, and chapter 12's tracks and plots of a gas.
const NO_BALLS = new Set([
  'segment-intersection',
  'diffusion',
  'gas-pressure',
  'speed-distribution',
  'time-reversal',
])
// A table of many balls shown whole (the sandbox's pool break: 16 balls on a 375 px table): its
// balls are as small as the table makes them; the phone check asks only that they are drawn.
const CROWDS = new Set(['sandbox'])

type Point = { x: number; y: number }
const ARROWS = ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown']
const scopeOf = (id: string) => `[data-widget="${id}"]`
const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b)

async function newContext(options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await site.browser.newContext(options)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.base })
  await collectViolations(context)
  return context
}

async function open(context: BrowserContext, url: string): Promise<{ page: Page; watched: Watched }> {
  const page = await context.newPage()
  const watched = watch(page)
  await page.goto(`${site.base}/${url}`)
  await settle(page)
  return { page, watched }
}

/** Every check on a page as loaded, as lists of what is wrong: all empty passes. */
async function staticProblems(page: Page, watched: Watched, width: number) {
  const slots = await slotTexts(page)
  return {
    console: [...watched.errors],
    csp: await watched.violations(),
    axe: await axeViolations(page),
    'accessibility tree': await accessibilityLeaks(page),
    'formulas spoken as shown': slots
      .filter((s) => s.spoken !== s.shown)
      .map((s) => `${s.spoken} ≠ ${s.shown}`),
    formulas: await formulaProblems(page),
    'NaN or Infinity shown': await badOutputs(page),
    'sideways scroll': await sidewaysScroll(page, width),
    ...(width < 600 ? { 'touch targets': await smallTargets(page) } : {}),
  }
}
const NONE = (problems: Record<string, string[]>) =>
  Object.fromEntries(Object.keys(problems).map((k) => [k, []]))

async function centre(handle: Locator | ElementHandle): Promise<Point> {
  const box = await handle.boundingBox()
  // A handle that vanished was re-created by its widget: keyboard focus and a drag in progress die with it.
  if (!box)
    throw new Error('the handle left the page while being moved: keep a handle element while it moves')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** The chunks (built files) of every widget's view, from the build's manifest. */
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string }
>
const viewChunks = Object.keys(manifest).filter((k) => /^src\/widgets\/[^/]+\/[^/]+Widget\.tsx$/.test(k))
// KaTeX's code, not its fonts: the prerendered formulas need only the fonts.
const katexCode = Object.keys(manifest)
  .filter((k) => k.startsWith('node_modules/katex/'))
  .map((k) => manifest[k]!.file)
  .filter((f) => f.endsWith('.js'))

/** What an embed page fetched of the code it should not need, or its own view's code missing. */
function codeProblems(id: string, requested: string[]): string[] {
  const own = viewChunks.filter((k) => k.startsWith(`src/widgets/${id}/`)).map((k) => manifest[k]!.file)
  const others = viewChunks.filter((k) => !k.startsWith(`src/widgets/${id}/`)).map((k) => manifest[k]!.file)
  return [
    ...own.filter((f) => !requested.includes(f)).map((f) => `its own ${f} was not loaded`),
    ...requested.filter((f) => others.includes(f) || katexCode.includes(f)).map((f) => `loaded ${f}`),
  ]
}

// Values no field of any schema accepts; each must fall back to the default without running.
const HOSTILE = [
  '<script>window.__pwned=1</script>',
  'NaN',
  '1e999,-1e999',
  'javascript:window.__pwned=1',
  '"><img src=x onerror="window.__pwned=1">',
  '-Infinity',
]
function hostileHash(w: WidgetListing): string {
  const fields = w.defaultState.split('&').map((pair) => pair.split('=')[0]!)
  const bad = fields.map((f, i) => `${f}=${encodeURIComponent(HOSTILE[i % HOSTILE.length]!)}`)
  return [...bad, `${encodeURIComponent('<svg onload=window.__pwned=1>')}=1`].join('&')
}
const elementCounts = (page: Page) =>
  page.evaluate(() => ({
    scripts: document.querySelectorAll('script').length,
    imgs: document.querySelectorAll('img').length,
    pwned: (window as unknown as { __pwned?: number }).__pwned ?? null,
  }))

/**
 * The clipboard is the browser's, shared by the census's pages that run at once: one copy and its
 * reading at a time, or a test may read another's link.
 */
let clipboard: Promise<unknown> = Promise.resolve()
function oneCopyAtATime<T>(copy: () => Promise<T>): Promise<T> {
  const done = clipboard.then(copy, copy)
  clipboard = done.catch(() => undefined)
  return done
}

/** A figure on a page, with what the census does to it. */
function figure(page: Page, id: string) {
  const scope = scopeOf(id)
  const handles = () => page.locator(`${scope} .rk-handle`)
  const outputs = () => outputValues(page, scope)
  const reset = () => page.locator(scope).getByRole('button', { name: 'Reset', exact: true }).click()
  const label = (h: ElementHandle) => h.getAttribute('aria-label')

  /** Presses `key` on handle `h` and says how far (px) it moved and whether it kept the focus. */
  const press = async (h: ElementHandle, key: string) => {
    await h.focus()
    const from = await centre(h)
    await page.keyboard.press(key)
    const to = await centre(h)
    const focused = await h.evaluate((el) => el === document.activeElement)
    return { moved: Math.hypot(to.x - from.x, to.y - from.y), focused }
  }

  return {
    handles,
    outputs,
    reset,

    /** Tab from the top of the page reaches every handle. */
    async tabReaches(): Promise<number> {
      const count = await handles().count()
      await page.evaluate((sel) => {
        for (const [i, h] of document.querySelectorAll(`${sel} .rk-handle`).entries())
          h.setAttribute('data-handle-index', String(i))
      }, scope)
      const reached = new Set<string>()
      for (let i = 0; i < 100 + 3 * count && reached.size < count; i++) {
        await page.keyboard.press('Tab')
        const index = await page.evaluate(() => document.activeElement?.getAttribute('data-handle-index'))
        if (index != null) reached.add(index)
      }
      return count - reached.size
    },

    /**
     * One arrow key per handle: the first arrow (plain, then with Shift) that moves the handle and
     * changes an output (then `onMove` is called). Lists the handles none moved, or that lost the focus.
     */
    async keyEveryHandle(onMove: () => Promise<void>): Promise<string[]> {
      const problems: string[] = []
      for (const h of await handles().elementHandles()) {
        const name = await label(h)
        let ok = false
        for (const key of [...ARROWS, ...ARROWS.map((a) => `Shift+${a}`)]) {
          const before = await outputs()
          const { moved, focused } = await press(h, key)
          if (!focused) problems.push(`${name} lost the focus on ${key}`)
          if (moved >= 0.5 && !same(await outputs(), before)) {
            if ((await label(h)) === name) problems.push(`${name}: its label does not announce the new place`)
            await onMove()
            ok = true
            break
          }
        }
        if (!ok)
          problems.push(`${name}: no arrow key moves it, announces the new place and changes an output`)
      }
      return problems
    },

    /** The kit's steps, on the first handle an arrow moves: Shift bigger, Alt finer (each from the defaults). */
    async stepRatios(): Promise<string[]> {
      for (const h of await handles().elementHandles()) {
        for (const key of ARROWS) {
          await reset()
          const plain = (await press(h, key)).moved
          if (plain < 0.5) continue
          await reset()
          const shift = (await press(h, `Shift+${key}`)).moved
          await reset()
          const alt = (await press(h, `Alt+${key}`)).moved
          await reset()
          return shift > plain * 1.5 && alt > 0 && alt < plain
            ? []
            : [`${await label(h)}: ${key} moves ${plain} px, Shift ${shift}, Alt ${alt}`]
        }
      }
      return ['no handle moves with an arrow key']
    },

    /** A mouse drag per handle from the defaults: it follows, and an output changes. */
    async dragEveryHandle(): Promise<string[]> {
      const problems: string[] = []
      const count = await handles().count()
      for (let i = 0; i < count; i++) {
        await reset()
        const h = (await handles().nth(i).elementHandle())!
        await h.scrollIntoViewIfNeeded()
        const before = await outputs()
        const from = await centre(h)
        let moved = 0
        for (const [dx, dy] of [
          [40, -30],
          [-40, 30],
          [0, 40],
          [40, 0],
        ] as const) {
          await page.mouse.move(from.x, from.y)
          await page.mouse.down()
          await page.mouse.move(from.x + dx, from.y + dy, { steps: 6 })
          await page.mouse.up()
          const to = await centre(h)
          moved = Math.hypot(to.x - from.x, to.y - from.y)
          if (moved > 5) break
        }
        if (moved <= 5) problems.push(`${await label(h)} does not follow the mouse`)
        else if (same(await outputs(), before)) problems.push(`dragging ${await label(h)} changes no output`)
      }
      return problems
    },

    /** A finger drags the first handle, and only the handles block page panning. */
    async touchFirstHandle(): Promise<string[]> {
      const problems: string[] = []
      const h = (await handles().first().elementHandle())!
      await h.scrollIntoViewIfNeeded()
      const before = await outputs()
      const from = await centre(h)
      let moved = 0
      for (const [dx, dy] of [
        [30, -25],
        [-30, 25],
      ] as const) {
        await touchDrag(page, from, { x: from.x + dx, y: from.y + dy })
        const to = await centre(h)
        moved = Math.hypot(to.x - from.x, to.y - from.y)
        if (moved > 5) break
      }
      if (moved <= 5) problems.push(`${await label(h)} does not follow a finger`)
      else if (same(await outputs(), before)) problems.push('dragging by touch changes no output')
      const touchAction = await page.evaluate((sel) => {
        const root = document.querySelector(sel)!
        return {
          handle: getComputedStyle(root.querySelector('.rk-handle')!).touchAction,
          stage: getComputedStyle(root.querySelector('.rk-stage svg')!).touchAction,
        }
      }, scope)
      if (!same(touchAction, { handle: 'none', stage: 'auto' }))
        problems.push(`touch-action ${JSON.stringify(touchAction)}`)
      return problems
    },

    /** Moves the first handle until an output differs from `defaults`; the outputs then. */
    async moveFirstHandle(defaults: Record<string, string>): Promise<Record<string, string>> {
      await handles().first().focus()
      for (const key of ['Shift+ArrowRight', 'ArrowUp', 'Shift+ArrowLeft', 'Shift+ArrowLeft', 'ArrowDown']) {
        await page.keyboard.press(key)
        if (!same(await outputs(), defaults)) break
      }
      return outputs()
    },

    /** Copy link: the link, from the clipboard or the text shown to copy by hand. */
    copyLink: () =>
      oneCopyAtATime(async () => {
        await page.locator(scope).getByRole('button', { name: 'Copy link' }).click()
        await page
          .locator(`${scope} .rk-toolbar [role="status"]`)
          .filter({ hasText: /copied|copy/i })
          .waitFor()
        const fallback = page.locator(`${scope} input[data-copied="link"]`)
        return (await fallback.count())
          ? fallback.inputValue()
          : page.evaluate(() => navigator.clipboard.readText())
      }),

    /**
     * Sliders to their ends, then every handle pushed by Shift+arrow presses in each direction in
     * turn, until it stops moving (a Shift step is a power of ten, between a fiftieth and a fifth of
     * the figure, so up to 60 presses; ending at the bottom left): after each direction, `check`
     * lists what is wrong. The
     * presses are key events sent inside the page, one round trip per handle and direction: the
     * keyboard itself is tested above, here it only carries the figure to its bounds.
     */
    async pushToEdges(check: (direction: string) => Promise<string[]>): Promise<string[]> {
      for (const slider of await page.locator(`${scope} input[type="range"]`).all()) {
        await slider.focus()
        await page.keyboard.press('End')
      }
      const problems: string[] = []
      const before = await outputs()
      const all = await handles().all()
      for (const key of ['ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft']) {
        for (const h of all) {
          await h.focus()
          await page.evaluate(async (k) => {
            let still = 0
            for (let i = 0; i < 60 && still < 2; i++) {
              // To the focused element, as the keyboard would: a widget may redraw its handles.
              const target = document.activeElement ?? document.body
              const was = target.getAttribute('aria-label')
              for (const type of ['keydown', 'keyup'])
                target.dispatchEvent(new KeyboardEvent(type, { key: k, shiftKey: true, bubbles: true }))
              await new Promise((done) => setTimeout(done, 0))
              still =
                (document.activeElement ?? document.body).getAttribute('aria-label') === was ? still + 1 : 0
            }
          }, key)
        }
        problems.push(...(await check(`Shift+${key}`)))
      }
      if (all.length > 0 && same(await outputs(), before)) problems.push('the push moved nothing')
      return problems
    },
  }
}

/** Outside by more than a pixel, after a push. */
const outsideProblem = async (page: Page, direction: string) => {
  const worst = await ballsOutside(page)
  return worst > 1
    ? [`after ${direction} on every handle a ball is ${worst.toFixed(1)} px outside its stage`]
    : []
}

describe('the build', () => {
  it('keeps its Content-Security-Policy on every page: no inline script', () => {
    for (const html of ['index.html', 'embed.html']) {
      const text = fs.readFileSync(path.join(dist, html), 'utf8')
      expect(text).toContain('http-equiv="Content-Security-Policy"')
      expect(text.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull()
    }
  })

  it('places every figure in a chapter, and lists every figure a chapter places', () => {
    expect(widgets.filter((w) => w.page === null).map((w) => w.id)).toEqual([])
    const placed = new Set(chapters.flatMap((c) => c.figures))
    expect(widgets.map((w) => w.id).filter((id) => !placed.has(id))).toEqual([])
    expect([...placed].filter((id) => !widgets.some((w) => w.id === id))).toEqual([])
  })
})

/** Figures whose live formulas were seen to change with a handle. */
let liveFormulasSeen = 0

describe.concurrent('every figure alone in its embed page', () => {
  for (const w of widgets) {
    it(`${w.id}: light at 1280 px by mouse and keyboard; dark at 375 px by touch from a hostile link; from its copied link`, async ({
      expect,
    }) => {
      const url = `embed.html?w=${encodeURIComponent(w.id)}`

      // 1. Light, 1280 px.
      const light = await newContext(LIGHT)
      const { page, watched } = await open(light, url)
      const fig = figure(page, w.id)
      const loaded = await staticProblems(page, watched, 1280)
      expect.soft(loaded, 'as loaded, light, 1280 px').toEqual(NONE(loaded))
      expect.soft(codeProblems(w.id, watched.requested), 'loads only its own code').toEqual([])
      const defaults = await fig.outputs()
      const baseline = await elementCounts(page)
      expect.soft(await fig.tabReaches(), 'handles Tab does not reach').toBe(0)
      // The live formulas follow the handles, the ear's numbers the eye's.
      const slotted = (await slotTexts(page)).length > 0
      let spoken = await spokenFormulas(page)
      let spokenChanged = false
      const keyed = await fig.keyEveryHandle(async () => {
        const now = await spokenFormulas(page)
        spokenChanged ||= !same(now, spoken)
        spoken = now
      })
      expect.soft(keyed, 'one arrow key per handle').toEqual([])
      if (slotted) {
        expect.soft(spokenChanged, 'a handle changes a live formula').toBe(true)
        expect.soft((await slotTexts(page)).filter((s) => s.spoken !== s.shown)).toEqual([])
        liveFormulasSeen++
      }
      expect.soft(await fig.stepRatios(), 'Shift steps bigger, Alt finer').toEqual([])
      expect.soft(await fig.dragEveryHandle(), 'a mouse drag per handle').toEqual([])
      await fig.reset()
      const moved = await fig.moveFirstHandle(defaults)
      expect(moved, 'moving the first handle changes an output').not.toEqual(defaults)
      const link = await fig.copyLink()
      expect.soft(link).toContain('embed.html?w=')
      await fig.reset()
      expect.soft(await fig.outputs(), 'Reset shows what the page first showed').toEqual(defaults)
      const pushed = await fig.pushToEdges(async (direction) => [
        ...(await outsideProblem(page, direction)),
        ...(await badOutputs(page)).map((b) => `after ${direction}: ${b}`),
      ])
      expect.soft(pushed, 'pushed to every edge at 1280 px').toEqual([])
      // Pushed to the bounds, figures meet their special cases (no roots, same motion, touching):
      // a number with no value must still be named in words.
      expect.soft(await accessibilityLeaks(page), 'at the bottom left, the accessibility tree').toEqual([])
      expect.soft(watched.errors, 'console, light').toEqual([])
      expect.soft(await watched.violations(), 'CSP, light').toEqual([])
      await light.close()

      // 2. Dark, 375 px, touch, from a hostile link.
      const dark = await newContext(DARK_PHONE)
      const phone = await open(dark, `${url}#${hostileHash(w)}`)
      const onPhone = figure(phone.page, w.id)
      const notice = phone.page.locator(`${scopeOf(w.id)} .rk-notice`)
      expect.soft(await notice.isVisible(), 'a hostile link gets a notice').toBe(true)
      expect.soft(await notice.textContent()).toContain('<script>')
      expect.soft(await onPhone.outputs(), 'a hostile link shows the defaults').toEqual(defaults)
      expect.soft(await elementCounts(phone.page), 'a hostile link injects nothing').toEqual(baseline)
      const small = await staticProblems(phone.page, phone.watched, 375)
      expect.soft(small, 'as loaded, dark, 375 px').toEqual(NONE(small))
      expect
        .soft(
          (await phoneBallProblems(phone.page, !NO_BALLS.has(w.id))).filter(
            (p) => !(CROWDS.has(w.id) && p.startsWith('balls ')),
          ),
          'balls on a phone',
        )
        .toEqual([])
      expect.soft(await onPhone.touchFirstHandle(), 'a finger on the first handle').toEqual([])
      await onPhone.reset()
      expect
        .soft(await onPhone.pushToEdges((direction) => outsideProblem(phone.page, direction)), 'at 375 px')
        .toEqual([])
      expect.soft(phone.watched.errors, 'console, dark').toEqual([])
      expect.soft(await phone.watched.violations(), 'CSP, dark').toEqual([])
      await dark.close()

      // 3. The copied link.
      const again = await newContext(LIGHT)
      const copy = await open(again, link.slice(site.base.length + 1))
      const copied = figure(copy.page, w.id)
      expect.soft(await copied.outputs(), 'the copied link shows what was copied').toEqual(moved)
      expect.soft(await copy.page.locator(`${scopeOf(w.id)} .rk-notice`).count()).toBe(0)
      await copied.reset()
      expect.soft(await copied.outputs(), 'Reset after the copied link').toEqual(defaults)
      expect.soft(copy.watched.errors, 'console, copied link').toEqual([])
      await again.close()
    }, 180_000)
  }
})

describe('every figure', () => {
  it('with live formulas was seen to change one', () => {
    // Counts the embed tests above; 0 when they failed or none has a live formula.
    expect(liveFormulasSeen).toBeGreaterThan(0)
  })
})

describe.concurrent('every chapter', () => {
  chapters.forEach((c, i) => {
    it(`${c.slug}: light at 1280 px; dark at 375 px from a figure's copied link`, async ({ expect }) => {
      const url = `index.html?c=${c.slug}`

      // 1. Light, 1280 px.
      const light = await newContext(LIGHT)
      const { page, watched } = await open(light, url)
      // Every prose number catches the value its figure publishes.
      await expect
        .poll(async () => {
          const numbers = await proseNumbers(page)
          if (c.lives.length > 0 && numbers.length === 0)
            return ['none of the chapter’s <Live> numbers rendered']
          return numbers.filter((n) => n.text === WAITING).map((n) => `${n.w}/${n.q} still ${WAITING}`)
        })
        .toEqual([])
      const loaded = await staticProblems(page, watched, 1280)
      expect.soft(loaded, 'as loaded, light, 1280 px').toEqual(NONE(loaded))
      expect.soft(await unfitProseNumbers(page), 'live numbers').toEqual([])
      expect.soft(await drawsProblems(page, c.formulas), 'shapes name what they draw').toEqual([])
      expect.soft(await page.locator('main h1').first().textContent()).toBe(c.title)
      if (c.formulas.length > 0) expect.soft(await page.locator('main .katex').count()).toBeGreaterThan(0)
      const pager = await page.evaluate(() => ({
        prev: document.querySelector('a[rel="prev"]')?.getAttribute('href') ?? null,
        next: document.querySelector('a[rel="next"]')?.getAttribute('href') ?? null,
      }))
      expect.soft(pager, 'the pager').toEqual({
        prev: i > 0 ? `?c=${chapters[i - 1]!.slug}` : null,
        next: i < chapters.length - 1 ? `?c=${chapters[i + 1]!.slug}` : null,
      })
      // Each figure's prose numbers follow it as it moves.
      for (const id of new Set(c.figures)) {
        const fig = figure(page, id)
        const prose = async () => {
          const shown = await fig.outputs()
          const live = await page.evaluate(
            (w) =>
              [...document.querySelectorAll(`output[data-bound-to="${w}"]`)].map((o) => ({
                q: o.getAttribute('data-quantity')!,
                value: o.getAttribute('data-value')!,
                text: o.textContent!,
              })),
            id,
          )
          return live
            .filter((l) => l.text === WAITING || (l.q in shown && l.value !== shown[l.q]))
            .map((l) => `<Live w="${id}" q="${l.q}"> shows ${l.text} [${l.value}], the figure ${shown[l.q]}`)
        }
        expect.soft(await prose(), `${id}'s numbers as loaded`).toEqual([])
        if ((await fig.handles().count()) === 0) continue
        await fig.handles().first().focus()
        await page.keyboard.press('Shift+ArrowRight')
        await page.keyboard.press('Shift+ArrowUp')
        expect.soft(await prose(), `${id}'s numbers after a move`).toEqual([])
        await fig.reset()
      }
      // Copy link on the first figure, moved.
      const first = c.figures[0]
      let link: string | null = null
      let moved: Record<string, string> = {}
      if (first !== undefined) {
        const fig = figure(page, first)
        moved = await fig.moveFirstHandle(await fig.outputs())
        link = await fig.copyLink()
        expect.soft(link).toContain(`#${first}:`)
      }
      expect.soft(watched.errors, 'console, light').toEqual([])
      expect.soft(await watched.violations(), 'CSP, light').toEqual([])
      await light.close()

      // 2. Dark, 375 px, from the copied link (or the chapter's address, if it has no figure).
      const dark = await newContext(DARK_PHONE)
      const phone = await open(dark, link === null ? url : link.slice(site.base.length + 1))
      if (first !== undefined) {
        const scope = scopeOf(first)
        expect
          .soft(await figure(phone.page, first).outputs(), 'the copied link shows what was copied')
          .toEqual(moved)
        expect.soft(await phone.page.locator(`${scope} .rk-notice`).count()).toBe(0)
        await phone.page.waitForFunction((sel) => {
          const r = document.querySelector(sel)!.getBoundingClientRect()
          return r.top < window.innerHeight && r.bottom > 0
        }, scope)
      }
      const small = await staticProblems(phone.page, phone.watched, 375)
      expect.soft(small, 'as loaded, dark, 375 px').toEqual(NONE(small))
      await dark.close()
    }, 180_000)
  })
})
