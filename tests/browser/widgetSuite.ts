// The tests every widget inherits (src/kit/README.md): driven by dist/widgets.json, each widget
// is checked alone in its embed page and inside the chapter page that places it. The widgets are
// dealt round-robin to the shards `widgets-<k>.test.ts`, which the browser project runs side by
// side (two Chromium at once keep both cores busy while the other waits for a page).
import fs from 'node:fs'
import path from 'node:path'
import type { BrowserContext, ElementHandle, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  type WidgetListing,
  axeViolations,
  badOutputs,
  outputValues,
  readWidgets,
  startSite,
  sharedInSuite,
  touchDrag,
  watchErrors,
} from './harness'

type Place = 'embed' | 'chapter'

/** The page URL showing a widget, with `state` (hash text) as its state. */
function pageUrl(base: string, w: WidgetListing, place: Place, state?: string): string {
  if (place === 'embed') return `${base}/embed.html?w=${encodeURIComponent(w.id)}${state ? `#${state}` : ''}`
  return `${base}/${w.page}${state ? `#${w.id}:${state}` : ''}`
}

const scopeOf = (w: WidgetListing) => `[data-widget="${w.id}"]`
const handlesOf = (page: Page, w: WidgetListing) => page.locator(`${scopeOf(w)} .rk-handle`)

async function openWidget(context: BrowserContext, url: string, w: WidgetListing) {
  const page = await context.newPage()
  const errors = watchErrors(page)
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await page.goto(url)
  await handlesOf(page, w).first().waitFor()
  return { page, errors, dialogs }
}

async function centre(handle: Locator | ElementHandle): Promise<{ x: number; y: number }> {
  const box = await handle.boundingBox()
  // A handle that vanished was re-created by its widget: keyboard focus and a drag in progress die with it.
  if (!box)
    throw new Error('the handle left the page while being moved: keep a handle element while it moves')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

const isEqual = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b)
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y)

async function reset(page: Page, w: WidgetListing) {
  await page.locator(scopeOf(w)).getByRole('button', { name: 'Reset' }).click()
}

/**
 * How far (px) one key press moves handle `index` from the default state. The handle is held
 * as an element, not a position in the DOM: a widget may reorder its shapes as it changes.
 */
async function keyStep(
  page: Page,
  w: WidgetListing,
  index: number,
  key: string,
  modifier: string,
  label: string | null,
) {
  await reset(page, w)
  const handle = (await handlesOf(page, w).nth(index).elementHandle())!
  await handle.focus()
  const before = await handle.boundingBox()
  await page.keyboard.press(modifier ? `${modifier}+${key}` : key)
  const after = await handle.boundingBox()
  const focused = await handle.evaluate((el) => el === document.activeElement)
  expect(focused, `${label} keeps the focus after ${modifier}+${key}`).toBe(true)
  if (!before || !after)
    throw new Error('the handle left the page while being moved: keep a handle element while it moves')
  return Math.hypot(after.x - before.x, after.y - before.y)
}

// A small seeded generator, so a failing random walk can be replayed.
function random(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0
    return seed / 2 ** 32
  }
}

/** Script and image elements on the page: a hostile hash must add none. */
const elementCounts = (page: Page) =>
  page.evaluate(() => ({
    scripts: document.querySelectorAll('script').length,
    imgs: document.querySelectorAll('img').length,
  }))

const ARROWS = ['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown']

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

/** Registers the inherited tests of every `shards`-th widget, starting at `shard`. */
export function inheritedWidgetTests(shard: number, shards: number): void {
  const site = startSite()
  const widgets = readWidgets().filter((_, i) => i % shards === shard)
  const urlOf = (w: WidgetListing, place: Place, state?: string) => pageUrl(site.base, w, place, state)
  const open = (context: BrowserContext, w: WidgetListing, place: Place, state?: string) =>
    openWidget(context, urlOf(w, place, state), w)
  /** The page as loaded: its outputs (the defaults) and how many scripts and images it has. */
  const loadShared = async (w: WidgetListing, place: Place) => {
    const context = await site.browser.newContext()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.base })
    const opened = await open(context, w, place)
    const defaults = await outputValues(opened.page, scopeOf(w))
    const baseline = await elementCounts(opened.page)
    return { context, ...opened, defaults, baseline }
  }

  for (const w of widgets) {
    describe(`widget ${w.id}`, () => {
      it('is placed in a chapter', () => {
        expect(w.page, `no chapter places <Widget id="${w.id}" />`).not.toBeNull()
      })

      for (const place of ['embed', 'chapter'] as const) {
        describe(`in the ${place} page`, () => {
          const skip = place === 'chapter' && w.page === null
          // The widget is the same component in both pages, so its keyboard, mouse, touch, random
          // walks and axe run once, in the embed. The chapter page checks what only it can break:
          // the prose bound to the figure, the chapter's hash prefix (hostile hash, copied link).
          // The whole chapter's axe (light and dark), console and phone width are book.test.ts's.
          const embedOnly = place === 'chapter'
          // Page loads are most of this suite's time, so the checks that need the page only as
          // loaded, or at its defaults (Reset, whose own check is the last test's), share one load
          // in a default context; the others open their own (dark, a viewport, touch, an iframe).
          const loaded = sharedInSuite(
            () => loadShared(w, place),
            (shared) => shared.context.close(),
          )
          /** The shared page after Reset: what a fresh load without a hash shows. */
          const atDefaults = async () => {
            const shared = await loaded()
            await reset(shared.page, w)
            return shared
          }

          it.skipIf(embedOnly)(
            'renders without console errors and passes axe in light and dark',
            async () => {
              const light = await loaded()
              expect(await axeViolations(light.page)).toEqual([])
              expect(light.errors).toEqual([])
              const context = await site.browser.newContext({ colorScheme: 'dark' })
              const { page, errors } = await open(context, w, place)
              expect(await axeViolations(page)).toEqual([])
              expect(errors).toEqual([])
              await context.close()
            },
          )

          it.skipIf(embedOnly)('reaches every handle with Tab', async () => {
            // Tab from wherever the focus is: the loop goes round the page as often as it takes.
            const { page } = await loaded()
            const count = await handlesOf(page, w).count()
            await page.evaluate((sel) => {
              for (const [i, h] of document.querySelectorAll(`${sel} .rk-handle`).entries())
                h.setAttribute('data-handle-index', String(i))
            }, scopeOf(w))
            const reached = new Set<string>()
            for (let i = 0; i < 300 && reached.size < count; i++) {
              await page.keyboard.press('Tab')
              const index = await page.evaluate(() =>
                document.activeElement?.getAttribute('data-handle-index'),
              )
              if (index != null) reached.add(index)
            }
            expect(reached.size).toBe(count)
          })

          it.skipIf(embedOnly)(
            'moves every handle by keyboard: Shift bigger, Alt finer, and each move changes an output',
            async () => {
              const { page } = await atDefaults()
              const count = await handlesOf(page, w).count()
              for (let i = 0; i < count; i++) {
                const label = await handlesOf(page, w).nth(i).getAttribute('aria-label')
                let found = false
                for (const key of ARROWS) {
                  const plain = await keyStep(page, w, i, key, '', label)
                  if (plain < 0.5) continue
                  const shift = await keyStep(page, w, i, key, 'Shift', label)
                  const alt = await keyStep(page, w, i, key, 'Alt', label)
                  expect(shift, `${label}: Shift+${key}`).toBeGreaterThan(plain * 1.5)
                  expect(alt, `${label}: Alt+${key}`).toBeGreaterThan(0)
                  expect(alt, `${label}: Alt+${key}`).toBeLessThan(plain)
                  found = true
                  break
                }
                expect(found, `${label} does not move with any arrow key`).toBe(true)

                await reset(page, w)
                const before = await outputValues(page, scopeOf(w))
                const handle = (await handlesOf(page, w).nth(i).elementHandle())!
                await handle.focus()
                const labelBefore = await handle.getAttribute('aria-label')
                for (const key of ARROWS) {
                  await page.keyboard.press(`Shift+${key}`)
                  if ((await handle.getAttribute('aria-label')) !== labelBefore) break
                }
                expect(
                  await handle.getAttribute('aria-label'),
                  'the label announces the new position',
                ).not.toBe(labelBefore)
                expect(
                  await outputValues(page, scopeOf(w)),
                  `moving ${labelBefore} changes no output`,
                ).not.toEqual(before)
              }
            },
          )

          it.skipIf(embedOnly)('drags the handles with a mouse', async () => {
            const context = await site.browser.newContext({ viewport: { width: 1024, height: 900 } })
            const { page, errors } = await open(context, w, place)
            const count = await handlesOf(page, w).count()
            for (let i = 0; i < count; i++) {
              await reset(page, w)
              const handle = (await handlesOf(page, w).nth(i).elementHandle())!
              await handle.scrollIntoViewIfNeeded()
              const before = await outputValues(page, scopeOf(w))
              const from = await centre(handle)
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
                moved = distance(from, await centre(handle))
                if (moved > 5) break
              }
              expect(moved, `${await handle.getAttribute('aria-label')} follows the mouse`).toBeGreaterThan(5)
              expect(await outputValues(page, scopeOf(w))).not.toEqual(before)
            }
            expect(errors).toEqual([])
            await context.close()
          })

          it.skipIf(embedOnly)(
            'drags the first handle by touch, and only the handles block page panning',
            async () => {
              const context = await site.browser.newContext({
                viewport: { width: 375, height: 740 },
                hasTouch: true,
                isMobile: true,
              })
              const { page, errors } = await open(context, w, place)
              const handle = (await handlesOf(page, w).first().elementHandle())!
              await handle.scrollIntoViewIfNeeded()
              const before = await outputValues(page, scopeOf(w))
              const from = await centre(handle)
              let moved = 0
              for (const [dx, dy] of [
                [30, -25],
                [-30, 25],
              ] as const) {
                await touchDrag(page, from, { x: from.x + dx, y: from.y + dy })
                moved = distance(from, await centre(handle))
                if (moved > 5) break
              }
              expect(moved).toBeGreaterThan(5)
              expect(await outputValues(page, scopeOf(w))).not.toEqual(before)
              const touchAction = await page.evaluate((sel) => {
                const root = document.querySelector(sel)!
                return {
                  handle: getComputedStyle(root.querySelector('.rk-handle')!).touchAction,
                  stage: getComputedStyle(root.querySelector('.rk-stage svg')!).touchAction,
                }
              }, scopeOf(w))
              expect(touchAction).toEqual({ handle: 'none', stage: 'auto' })
              expect(errors).toEqual([])
              await context.close()
            },
          )

          it.skipIf(embedOnly)(
            'never shows NaN or Infinity during random keyboard walks that push handles to the bounds',
            async () => {
              const { page, errors } = await atDefaults()
              const next = random(w.id.length * 7919 + 1)
              const count = await handlesOf(page, w).count()
              for (let i = 0; i < count; i++) {
                await handlesOf(page, w).nth(i).focus()
                // First to one corner and beyond, then wander.
                const corner = [ARROWS[Math.floor(next() * 2)]!, ARROWS[2 + Math.floor(next() * 2)]!]
                // Shift held down through the push, as a reader would: half the key events to send.
                await page.keyboard.down('Shift')
                for (let k = 0; k < 25; k++) await page.keyboard.press(corner[k % 2]!)
                await page.keyboard.up('Shift')
                expect(await badOutputs(page)).toEqual([])
                for (let k = 0; k < 40; k++) {
                  const mod = ['', 'Shift+', 'Alt+'][Math.floor(next() * 3)]!
                  await page.keyboard.press(`${mod}${ARROWS[Math.floor(next() * 4)]}`)
                  if (k % 5 === 4) expect(await badOutputs(page)).toEqual([])
                }
              }
              expect(errors).toEqual([])
            },
          )

          it.skipIf(place === 'chapter')(
            'loads only its own code and reports its height to the page embedding it',
            async () => {
              const manifest = JSON.parse(
                fs.readFileSync(path.join(process.env.DIST ?? 'dist', '.vite/manifest.json'), 'utf8'),
              ) as Record<string, { file: string; src?: string }>
              const chunkOf = (key: string) => manifest[key]!.file
              const views = Object.keys(manifest).filter((k) =>
                /^src\/widgets\/[^/]+\/[^/]+Widget\.tsx$/.test(k),
              )
              const own = views.filter((k) => k.startsWith(`src/widgets/${w.id}/`))
              const others = views.filter((k) => !own.includes(k)).map(chunkOf)
              // KaTeX's code, not its fonts: the prerendered formulas need only the fonts.
              const katex = Object.keys(manifest)
                .filter((k) => k.startsWith('node_modules/katex/'))
                .map(chunkOf)
                .filter((f) => f.endsWith('.js'))

              const page = await site.browser.newPage()
              const loaded: string[] = []
              page.on('request', (r) => loaded.push(new URL(r.url()).pathname.slice(1)))
              const errors = watchErrors(page)
              // The embed inside an iframe of a blank page that listens for its height.
              await page.setContent('<!doctype html><title>host</title><h1>A blog post</h1>')
              const height = page.evaluate(
                (src) =>
                  new Promise<{ type: string; id: string; height: number }>((resolve) => {
                    window.addEventListener('message', (e) => {
                      if (e.data?.type === 'ricochet:height' && e.data.height > 200) resolve(e.data)
                    })
                    const frame = document.createElement('iframe')
                    frame.src = src
                    frame.title = 'embed'
                    document.body.append(frame)
                  }),
                urlOf(w, 'embed'),
              )
              expect(await height).toMatchObject({ type: 'ricochet:height', id: w.id })
              await page.frameLocator('iframe').locator('.rk-handle').first().waitFor()
              expect(own.map(chunkOf).every((f) => loaded.includes(f))).toBe(true)
              expect(loaded.filter((f) => others.includes(f) || katex.includes(f))).toEqual([])
              expect(errors).toEqual([])
              await page.close()
            },
          )

          it.skipIf(skip || place === 'embed')('binds the numbers in the prose to the figure', async () => {
            const { page } = await atDefaults()
            const prose = () =>
              page.evaluate(
                (id) =>
                  [...document.querySelectorAll(`output[data-bound-to="${id}"]`)].map((o) => ({
                    q: o.getAttribute('data-quantity')!,
                    value: o.getAttribute('data-value')!,
                    text: o.textContent!,
                  })),
                w.id,
              )
            const check = async () => {
              const figure = await outputValues(page, scopeOf(w))
              for (const live of await prose()) {
                expect(live.text, `<Live q="${live.q}"> is bound to no output of the figure`).not.toBe(
                  'waiting for the figure',
                )
                if (live.q in figure) expect(live.value, `<Live q="${live.q}">`).toBe(figure[live.q])
              }
            }
            await check()
            await handlesOf(page, w).first().focus()
            await page.keyboard.press('Shift+ArrowRight')
            await page.keyboard.press('Shift+ArrowUp')
            await check()
          })

          it.skipIf(skip)('shows defaults and a notice for a hostile hash, and injects nothing', async () => {
            const { context, defaults, baseline } = await loaded()
            const { page, errors, dialogs } = await open(context, w, place, hostileHash(w))
            const notice = page.locator(`${scopeOf(w)} .rk-notice`)
            await notice.waitFor()
            expect(await notice.isVisible()).toBe(true)
            expect(await notice.textContent()).toContain('<script>')
            expect(await outputValues(page, scopeOf(w))).toEqual(defaults)
            expect(await elementCounts(page)).toEqual(baseline)
            expect(
              await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
            ).toBeUndefined()
            expect(dialogs).toEqual([])
            expect(errors).toEqual([])
            await page.close()
          })

          it.skipIf(skip)(
            'copies a link that reproduces the figure, and Reset restores the defaults',
            async () => {
              const { context, page, defaults } = await atDefaults()
              expect(await outputValues(page, scopeOf(w)), 'Reset shows what the page first showed').toEqual(
                defaults,
              )
              // Moving one handle changes an output (checked above); moving them all alike might not.
              await handlesOf(page, w).first().focus()
              for (const key of [
                'Shift+ArrowRight',
                'ArrowUp',
                'Shift+ArrowLeft',
                'Shift+ArrowLeft',
                'ArrowDown',
              ]) {
                await page.keyboard.press(key)
                if (!isEqual(await outputValues(page, scopeOf(w)), defaults)) break
              }
              const moved = await outputValues(page, scopeOf(w))
              expect(moved).not.toEqual(defaults)

              await page.locator(scopeOf(w)).getByRole('button', { name: 'Copy link' }).click()
              await page
                .locator(`${scopeOf(w)} .rk-toolbar [role="status"]`)
                .filter({ hasText: /copied|copy/i })
                .waitFor()
              const fallback = page.locator(`${scopeOf(w)} input[data-copied="link"]`)
              const link = (await fallback.count())
                ? await fallback.inputValue()
                : await page.evaluate(() => navigator.clipboard.readText())
              expect(link).toContain(place === 'embed' ? 'embed.html?w=' : `#${w.id}:`)

              const copy = await context.newPage()
              const errors = watchErrors(copy)
              await copy.goto(link)
              await handlesOf(copy, w).first().waitFor()
              expect(await outputValues(copy, scopeOf(w))).toEqual(moved)
              expect(await copy.locator(`${scopeOf(w)} .rk-notice`).count()).toBe(0)
              expect(errors).toEqual([])

              await reset(copy, w)
              expect(await outputValues(copy, scopeOf(w))).toEqual(defaults)
              await copy.close()
            },
          )
        })
      }
    })
  }
}
