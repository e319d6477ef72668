// Which part of a figure's world a narrow stage shows. On a phone the whole world of a figure is
// too small to use (chapter 3's 16-unit world gives balls about 20 px across at 375 px), so the
// stage zooms to the content: the balls and arrows the reader is working with, plus a margin. The
// state stays in world units, so links are unchanged; only the view moves. Pure, so it is tested
// without a browser.
import type { Vec2 } from '../core/vec2'

export interface ViewRange {
  x: readonly [number, number]
  y: readonly [number, number]
}

/** An axis-aligned box in model units: what must stay in view. */
export interface ContentBox {
  readonly min: Vec2
  readonly max: Vec2
}

/** Below this stage width (CSS px) a stage with content to fit zooms to it. */
export const FIT_BELOW_PX = 600
/** Empty space kept around the content, as a fraction of the full view's width. */
export const FIT_MARGIN = 0.06
/** The view never zooms in beyond this fraction of the full width (a lone small ball stays in context). */
export const FIT_MIN_SPAN = 0.45

/**
 * The view for a stage `widthPx` wide. Wide stages (unless `wide` asks to fit them too, for a
 * figure whose idea is small in its world), stages without content to fit and content that is
 * not finite get the full view. Otherwise the view keeps the full view's shape (so the stage's
 * height does not change while the reader works), holds the content plus a margin, is at least
 * FIT_MIN_SPAN of the full width, and slides to stay inside the full view: a zoom, never a change
 * of what can be reached.
 */
export function fitView(
  full: ViewRange,
  content: ContentBox | undefined,
  widthPx: number,
  wide = false,
): ViewRange {
  if (!content || (!wide && widthPx >= FIT_BELOW_PX)) return full
  const { min, max } = content
  if (![min.x, min.y, max.x, max.y].every(Number.isFinite) || max.x < min.x || max.y < min.y) return full
  const fullW = full.x[1] - full.x[0]
  const fullH = full.y[1] - full.y[0]
  const aspect = fullH / fullW
  const pad = FIT_MARGIN * fullW
  const needW = max.x - min.x + 2 * pad
  const needH = max.y - min.y + 2 * pad
  const w = Math.min(fullW, Math.max(needW, needH / aspect, FIT_MIN_SPAN * fullW))
  const h = w * aspect
  return {
    x: slide((min.x + max.x) / 2, w, full.x),
    y: slide((min.y + max.y) / 2, h, full.y),
  }
}

/** A range of length `span` centred on `centre`, moved as little as needed to lie inside `within`. */
function slide(centre: number, span: number, within: readonly [number, number]): [number, number] {
  const lo = Math.min(within[1] - span, Math.max(within[0], centre - span / 2))
  return [lo, lo + span]
}
