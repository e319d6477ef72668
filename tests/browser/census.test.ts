// The census: every page of the built book, each loaded as few times as its checks need, and every
// check that needs only the page as loaded run on that one load (pageChecks.ts). Pages are found
// from the build and the sources (dist/widgets.json, chapters/*.mdx through the build's outline),
// so a new figure or chapter is tested without an edit here. This file has the figures, and
// census-chapters.test.ts the chapters: two files, so that the two halves run side by side
// (vitest runs files, not tests, on its workers); census.ts holds what they share.
//
// A figure alone in its embed page: two loads.
//   1. light, 1280 px, mouse: the static checks; its look as it opens (figureLooks.ts: fits the
//      screen, matches its screenshot, no text over text, under a handle or under 11 px, nor after
//      each preset; then Reset); Tab reaches every handle; every handle moves with an arrow key (Shift steps bigger, Alt finer),
//      is dragged by the mouse, and each move changes an output; its live formulas speak what they
//      show; Copy link; Reset; the copied link pasted into the same tab (harness.ts, showLink) shows
//      what was copied, and Reset the defaults again; pushed to every edge the balls stay in the
//      frame and nothing reads NaN, TeX or "undefined"; it loaded only its own code.
//   2. dark, 375 px, touch, from a hostile link: defaults and a notice, nothing injected; the static
//      checks; the notice dismissed, its look as it opens and after each preset, then Reset; balls
//      big enough and 44 px targets; a finger drags the first handle, and only the handles block
//      page panning; pushed to every edge the balls stay in the frame.
// A copied link opened in a new tab is a load of its own: census-chapters.test.ts opens each
// chapter's dark load from one, and url-state.test.ts an embed page from its Copy link.
// The kit's Handle semantics in full are src/kit/Handle.test.tsx's; random walks over each model,
// src/widgets/walks.property.test.ts's.
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DARK_PHONE, LIGHT, NONE, figure, newContext, open, same, scopeOf, staticProblems } from './census'
import { lookProblems, presetOverlaps } from './figureLooks'
import { type WidgetListing, badOutputs, dist, readWidgets, showLink, startSite } from './harness'
import { accessibilityLeaks, ballsOutside, phoneBallProblems, slotTexts, spokenFormulas } from './pageChecks'

const site = startSite()
const widgets = readWidgets()

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

/** Outside by more than a pixel, after a push. */
const outsideProblem = async (page: Page, direction: string) => {
  const worst = await ballsOutside(page)
  return worst > 1
    ? [`after ${direction} on every handle a ball is ${worst.toFixed(1)} px outside its stage`]
    : []
}

/** Figures whose live formulas were seen to change with a handle. */
let liveFormulasSeen = 0

describe.concurrent('every figure alone in its embed page', () => {
  for (const w of widgets) {
    it(`${w.id}: light at 1280 px by mouse and keyboard, and its copied link pasted in; dark at 375 px by touch from a hostile link`, async ({
      expect,
    }) => {
      const url = `embed.html?w=${encodeURIComponent(w.id)}`

      // 1. Light, 1280 px.
      const light = await newContext(site, LIGHT)
      const { page, watched } = await open(site, light, url)
      const fig = figure(page, w.id)
      const loaded = await staticProblems(page, watched, 1280)
      expect.soft(loaded, 'as loaded, light, 1280 px').toEqual(NONE(loaded))
      expect.soft(codeProblems(w.id, watched.requested), 'loads only its own code').toEqual([])
      const defaults = await fig.outputs()
      const baseline = await elementCounts(page)
      expect
        .soft(await lookProblems(page, w.id, 1280, 'light'), 'its look as it opens, light, 1280 px')
        .toEqual([])
      expect.soft(await presetOverlaps(page, w.id), 'its presets, light, 1280 px').toEqual([])
      await fig.reset()
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
      // The copied link, pasted into the same tab.
      await showLink(page, link.slice(link.indexOf('#') + 1))
      expect.soft(await fig.outputs(), 'the copied link shows what was copied').toEqual(moved)
      expect.soft(await page.locator(`${scopeOf(w.id)} .rk-notice`).count(), 'a notice').toBe(0)
      await fig.reset()
      expect.soft(await fig.outputs(), 'Reset after the copied link').toEqual(defaults)
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
      const dark = await newContext(site, DARK_PHONE)
      const phone = await open(site, dark, `${url}#${hostileHash(w)}`)
      const onPhone = figure(phone.page, w.id)
      const notice = phone.page.locator(`${scopeOf(w.id)} .rk-notice`)
      expect.soft(await notice.isVisible(), 'a hostile link gets a notice').toBe(true)
      expect.soft(await notice.textContent()).toContain('<script>')
      expect.soft(await onPhone.outputs(), 'a hostile link shows the defaults').toEqual(defaults)
      expect.soft(await elementCounts(phone.page), 'a hostile link injects nothing').toEqual(baseline)
      const small = await staticProblems(phone.page, phone.watched, 375)
      expect.soft(small, 'as loaded, dark, 375 px').toEqual(NONE(small))
      // Its look is the figure's as it opens: at the defaults the hostile link left, the notice dismissed.
      await notice.getByRole('button', { name: 'Dismiss the note about the link' }).click()
      await notice.waitFor({ state: 'detached' })
      expect
        .soft(await lookProblems(phone.page, w.id, 375, 'dark'), 'its look as it opens, dark, 375 px')
        .toEqual([])
      expect.soft(await presetOverlaps(phone.page, w.id), 'its presets, dark, 375 px').toEqual([])
      await onPhone.reset()
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
    }, 180_000)
  }
})

describe('every figure', () => {
  it('with live formulas was seen to change one', () => {
    // Counts the embed tests above; 0 when they failed or none has a live formula.
    expect(liveFormulasSeen).toBeGreaterThan(0)
  })
})
