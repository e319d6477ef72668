// Every figure's look, checked by the census (census.test.ts) on its own embed loads: at 1280×800
// in the light theme it fits the screen as it opens (controls included), and a 1100×800 window
// too (the same page resized), and matches its screenshot baseline; at 375 px in the dark theme it
// matches its baseline. At both widths no text in a figure's drawings lies over another text or
// inside a handle's focus ring, nor is drawn smaller than MIN_TEXT_PX, as it opens and after each of its
// presets (buttons marked data-preset, clicked in place).
//
// Baselines: tests/browser/screenshots/<id>-1280-light.png and <id>-375-dark.png. After a change
// meant to alter the look, look at the new pictures and write them as the baselines with
// `UPDATE_SCREENSHOTS=1 npm run test:screenshots` (the variable works with any way of running the census).
import fs from 'node:fs'
import path from 'node:path'
import pixelmatch from 'pixelmatch'
import type { Page } from 'playwright-core'
import { PNG } from 'pngjs'

/** The screen a figure must fit as it opens. */
export const SCREEN = { width: 1280, height: 800 }
/** The narrowest window a figure must fit too: read-outs sit beside the stage once the figure is
 * 1,000 px wide (kit.css), so at 1,100 px they have the least room beside it. */
export const NARROW_SCREEN = { width: 1100, height: 800 }
/** Two texts overlap when their boxes share more than this many pixels each way (antialiasing). */
const OVERLAP_PX = 1
/**
 * The least size of a drawing's text on the screen (px), its font size times the SVG's scale: an
 * SVG scaled down to a phone's column shrinks its type with it (a plot's ticks read 7 px at 375).
 */
const MIN_TEXT_PX = 11
/** pixelmatch's per-pixel colour threshold (0–1), and the share of pixels that may differ. */
const PIXEL_THRESHOLD = 0.15
const DIFF_SHARE = 0.01

const BASELINES = path.resolve('tests/browser/screenshots')
const UPDATE = process.env.UPDATE_SCREENSHOTS === '1'

/**
 * Runs `measure` with the page's window `width` px wide (its height kept), every figure drawn anew
 * for it, then puts the window back as it was and waits for the figures again: a second width
 * without a second load.
 */
export async function atWidth<T>(page: Page, width: number, measure: () => Promise<T>): Promise<T> {
  const was = page.viewportSize()
  if (was === null) throw new Error('the page has no fixed viewport to resize')
  const settle = async () =>
    drawn(
      page,
      await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-widget]')].map((el) => el.dataset.widget!),
      ),
    )
  await page.setViewportSize({ width, height: was.height })
  await settle()
  try {
    return await measure()
  } finally {
    await page.setViewportSize(was)
    await settle()
  }
}

/** Figure `id`'s height in CSS pixels. */
const heightOf = (page: Page, id: string) =>
  page.locator(`[data-widget="${id}"]`).evaluate((el) => Math.round(el.getBoundingClientRect().height))

/**
 * Waits until figure `id` (or each of the figures `id` lists) has drawn what it will: its markup
 * the same over three animation frames in a row (a label is placed a frame or two after layout,
 * when a ResizeObserver has measured it), or at most 30 frames for a figure that keeps moving.
 * The figures of a page are watched over the same frames, not one after another.
 */
function drawn(page: Page, id: string | string[]): Promise<void> {
  return page.evaluate(
    async (ids) => {
      const figures = ids.map((id) => ({
        el: document.querySelector(`[data-widget="${id}"]`),
        was: '',
        same: 0,
      }))
      const frame = () => new Promise((r) => requestAnimationFrame(r))
      for (let i = 0; i < 30 && figures.some((f) => f.same < 3); i++) {
        await frame()
        for (const f of figures) {
          if (f.same >= 3) continue
          const now = f.el?.outerHTML ?? ''
          f.same = now === f.was ? f.same + 1 : 0
          f.was = now
        }
      }
    },
    typeof id === 'string' ? [id] : id,
  )
}

/**
 * What is wrong with the texts drawn in the figure's SVGs: pairs whose boxes overlap, as "a" /
 * "b"; a text inside a handle's focus ring (where the ring, drawn on focus, would strike it); a
 * text drawn smaller than MIN_TEXT_PX.
 */
function textProblems(page: Page, id: string): Promise<string[]> {
  return page.evaluate(
    ({ id, tolerance, least }) => {
      const found: string[] = []
      for (const svg of document.querySelectorAll(`[data-widget="${id}"] svg`)) {
        const texts = [...svg.querySelectorAll('text')]
          .filter((t) => {
            const style = getComputedStyle(t)
            return (
              (t.textContent ?? '').trim() !== '' &&
              style.visibility !== 'hidden' &&
              style.display !== 'none' &&
              Number(style.opacity) > 0
            )
          })
          .map((t) => {
            const ctm = t.getScreenCTM()
            const scale = ctm ? Math.hypot(ctm.a, ctm.b) : 1
            const px = Number.parseFloat(getComputedStyle(t).fontSize) * scale
            return { text: t.textContent!.trim(), box: t.getBoundingClientRect(), px }
          })
          .filter(({ box }) => box.width > 0 && box.height > 0)
        for (let i = 0; i < texts.length; i++)
          for (let j = i + 1; j < texts.length; j++) {
            const a = texts[i]!.box
            const b = texts[j]!.box
            const w = Math.min(a.right, b.right) - Math.max(a.left, b.left)
            const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
            if (w > tolerance && h > tolerance)
              found.push(`text over text: "${texts[i]!.text}" / "${texts[j]!.text}"`)
          }
        // A handle's extent is its focus ring as drawn when focused: the circle and half its stroke.
        for (const ring of svg.querySelectorAll('.rk-handle-ring')) {
          const d = ring.getBoundingClientRect()
          const stroke = Number.parseFloat(getComputedStyle(ring).strokeWidth) || 0
          const [cx, cy, r] = [(d.left + d.right) / 2, (d.top + d.bottom) / 2, d.width / 2 + stroke / 2]
          for (const { text, box } of texts) {
            const nx = Math.min(Math.max(cx, box.left), box.right)
            const ny = Math.min(Math.max(cy, box.top), box.bottom)
            if (r - Math.hypot(cx - nx, cy - ny) > tolerance)
              found.push(
                `text under a handle: "${text}" within ${ring.closest('.rk-handle')?.getAttribute('aria-label')}'s focus ring by ${(r - Math.hypot(cx - nx, cy - ny)).toFixed(1)} px`,
              )
          }
        }
        for (const { text, px } of texts)
          if (px < least) found.push(`text smaller than ${least} px: "${text}" at ${px.toFixed(1)} px`)
      }
      return found
    },
    { id, tolerance: OVERLAP_PX, least: MIN_TEXT_PX },
  )
}

/** The figure's picture against its baseline: the share of pixels that differ, or null when written anew. */
async function shareUnlikeBaseline(page: Page, id: string, name: string): Promise<number | null> {
  const shot = await page
    .locator(`[data-widget="${id}"]`)
    .screenshot({ animations: 'disabled', caret: 'hide' })
  const file = path.join(BASELINES, `${name}.png`)
  if (UPDATE || !fs.existsSync(file)) {
    if (!UPDATE)
      throw new Error(`no baseline ${file}: write it with UPDATE_SCREENSHOTS=1 npm run test:screenshots`)
    fs.mkdirSync(BASELINES, { recursive: true })
    fs.writeFileSync(file, shot)
    return null
  }
  const now = PNG.sync.read(shot)
  const was = PNG.sync.read(fs.readFileSync(file))
  // A figure that changed size changed its look: every pixel of the difference counts.
  if (now.width !== was.width || now.height !== was.height) return 1
  const diff = pixelmatch(now.data, was.data, null, now.width, now.height, { threshold: PIXEL_THRESHOLD })
  return diff / (now.width * now.height)
}

/**
 * The figure as it opens (at its defaults, no notice shown), at `width` px in `scheme`: what is
 * wrong with its height (at the 1280 px screen), its likeness to its baseline and its texts.
 */
export async function lookProblems(
  page: Page,
  id: string,
  width: number,
  scheme: 'light' | 'dark',
): Promise<string[]> {
  // The labels' measured places (a ResizeObserver after layout) settle first.
  await drawn(page, id)
  const problems: string[] = []
  const fits = width === SCREEN.width
  if (fits) {
    const height = await heightOf(page, id)
    if (height > SCREEN.height)
      problems.push(
        `${height} px tall: it does not fit a ${SCREEN.width}×${SCREEN.height} screen as it opens`,
      )
  }
  const name = `${id}-${width}-${scheme}`
  const share = await shareUnlikeBaseline(page, id, name)
  if (share !== null && share > DIFF_SHARE)
    problems.push(
      `${(share * 100).toFixed(2)} % of its pixels unlike ${name}.png (at most ${DIFF_SHARE * 100} %)`,
    )
  problems.push(...(await textProblems(page, id)).map((p) => `${p}, as it opens`))
  if (fits) {
    const height = await atWidth(page, NARROW_SCREEN.width, () => heightOf(page, id))
    if (height > NARROW_SCREEN.height)
      problems.push(
        `${height} px tall: it does not fit a ${NARROW_SCREEN.width}×${NARROW_SCREEN.height} window as it opens`,
      )
  }
  return problems
}

/** The texts' problems (textProblems) after each preset, clicked in turn on the same page. */
export async function presetOverlaps(page: Page, id: string): Promise<string[]> {
  const found: string[] = []
  const presets = page.locator(`[data-widget="${id}"] button[data-preset]`)
  for (let i = 0; i < (await presets.count()); i++) {
    const preset = presets.nth(i)
    const name = (await preset.textContent())?.trim()
    // Clicked through the DOM: a preset may sit in a panel that starts folded.
    await preset.evaluate((b: HTMLButtonElement) => b.click())
    await drawn(page, id)
    found.push(...(await textProblems(page, id)).map((p) => `${p}, after "${name}"`))
  }
  return found
}
