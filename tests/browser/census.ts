// What the census's two files (census.test.ts: every figure alone; census-chapters.test.ts:
// every chapter) share: the two ways a page is opened, the static checks every load runs
// (pageChecks.ts), and what the census does to a figure on a page.
import type { BrowserContext, BrowserContextOptions, ElementHandle, Locator, Page } from 'playwright-core'
import { PHONE, type Site, axeViolations, badOutputs, outputValues, touchDrag } from './harness'
import {
  type Watched,
  accessibilityLeaks,
  collectViolations,
  formulaProblems,
  settle,
  sidewaysScroll,
  slotTexts,
  smallTargets,
  watch,
} from './pageChecks'

export const LIGHT: BrowserContextOptions = { colorScheme: 'light', viewport: { width: 1280, height: 800 } }
export const DARK_PHONE: BrowserContextOptions = { colorScheme: 'dark', ...PHONE }

type Point = { x: number; y: number }
const ARROWS = ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown']
export const scopeOf = (id: string) => `[data-widget="${id}"]`
export const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b)

/**
 * A browser context of `site` with the census's clipboard rights and CSP watch. What a page writes
 * to the clipboard is also kept in the page (`copied`): the system clipboard may be shared with
 * the other test files' browsers running at the same time, so reading it back could give another
 * test's link.
 */
export async function newContext(site: Site, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await site.browser.newContext(options)
  await context.grantPermissions(['clipboard-write'], { origin: site.base })
  await context.addInitScript(() => {
    if (!navigator.clipboard) return
    const write = navigator.clipboard.writeText.bind(navigator.clipboard)
    navigator.clipboard.writeText = async (text: string) => {
      await write(text)
      ;(window as { copied?: string }).copied = text
    }
  })
  await collectViolations(context)
  return context
}

/** `url` of `site` opened in `context`, watched, once its figures and formulas are laid out. */
export async function open(
  site: Site,
  context: BrowserContext,
  url: string,
): Promise<{ page: Page; watched: Watched }> {
  const page = await context.newPage()
  const watched = watch(page)
  await page.goto(`${site.base}/${url}`)
  await settle(page)
  return { page, watched }
}

/** Every check on a page as loaded, as lists of what is wrong: all empty passes. */
export async function staticProblems(page: Page, watched: Watched, width: number) {
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
export const NONE = (problems: Record<string, string[]>) =>
  Object.fromEntries(Object.keys(problems).map((k) => [k, []]))

async function centre(handle: Locator | ElementHandle): Promise<Point> {
  const box = await handle.boundingBox()
  // A handle that vanished was re-created by its widget: keyboard focus and a drag in progress die with it.
  if (!box)
    throw new Error('the handle left the page while being moved: keep a handle element while it moves')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** A figure on a page, with what the census does to it. */
export function figure(page: Page, id: string) {
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

    /** Copy link: the link, as written to the clipboard (newContext) or shown to copy by hand. */
    async copyLink() {
      await page.evaluate(() => delete (window as { copied?: string }).copied)
      await page.locator(scope).getByRole('button', { name: 'Copy link' }).click()
      await page
        .locator(`${scope} .rk-toolbar [role="status"]`)
        .filter({ hasText: /copied|copy/i })
        .waitFor()
      const fallback = page.locator(`${scope} input[data-copied="link"]`)
      return (await fallback.count())
        ? fallback.inputValue()
        : page.evaluate(() => (window as { copied?: string }).copied ?? '')
    },

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
              // The next task, by a message: a timer nested this deep waits at least 4 ms.
              await new Promise((done) => {
                const channel = new MessageChannel()
                channel.port1.onmessage = done
                channel.port2.postMessage(null)
              })
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
