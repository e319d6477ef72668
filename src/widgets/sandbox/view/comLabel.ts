// Where the centre of mass's label goes: clear of the balls around the point. The point lies
// between the balls (on a joined pair's contact, inside the pool rack), so the kit's places beside
// a dot put the words over them. Pure pixels, from the balls as the report has them; the kit's
// rule (labelPlace.ts) then takes the first of these places that also keeps off the stage's edge,
// the handles and the other labels.
import type { Vec2 } from '../../../core'
import { type LabelPlace, type Size, aroundPoint, labelBox } from '../../../kit/labelPlace'

/** Pixels between the balls' edge and the label's middle (half a line, and a gap). */
const GAP_PX = 12
/** Pixels of air kept between the label's box and a ball's edge. */
const AIR_PX = 2
/** Most balls looked at: in a crowd every place is over some ball, and the kit's places do. */
const FEW = 16
/** How far out from the point (px) places are looked for, and in what steps. */
const REACH_PX = 240
const STEP_PX = 6
/**
 * A label whose box is farther than this from its point (px) gets a leader line to it: beyond the
 * kit's places beside a dot (4 px off) and its second ring (22 px), the words could name a ball.
 */
export const LEADER_PX = 24

/** Ball i's centre in pixels from the point (y down) and its radius in pixels. */
function ballPx(com: Vec2, state: Float64Array, radii: Float64Array, px: number, i: number) {
  return {
    x: (state[4 * i]! - com.x) * px,
    y: -(state[4 * i + 1]! - com.y) * px,
    r: radii[i]! * px,
  }
}

/** Pixels from the point (the origin) to the nearest point of the label's box at `place`. */
export function placeReach(place: LabelPlace, size: Size): number {
  const b = labelBox({ x: 0, y: 0 }, place, size)
  return Math.hypot(Math.max(0, b.left, -b.right), Math.max(0, b.top, -b.bottom))
}

/** Whether the label's box at `place` keeps AIR_PX off every ball. */
function clearOfBalls(place: LabelPlace, size: Size, balls: readonly { x: number; y: number; r: number }[]) {
  const b = labelBox({ x: 0, y: 0 }, place, size)
  return balls.every((c) => {
    const nx = Math.min(Math.max(c.x, b.left), b.right)
    const ny = Math.min(Math.max(c.y, b.top), b.bottom)
    return Math.hypot(c.x - nx, c.y - ny) >= c.r + AIR_PX
  })
}

// Out from the point in eight directions, the text on the far side of its anchor.
const RAYS: { ux: number; uy: number; anchor: LabelPlace['anchor'] }[] = [
  { ux: 0, uy: -1, anchor: 'middle' },
  { ux: 0, uy: 1, anchor: 'middle' },
  { ux: -1, uy: 0, anchor: 'end' },
  { ux: 1, uy: 0, anchor: 'start' },
  { ux: -Math.SQRT1_2, uy: -Math.SQRT1_2, anchor: 'end' },
  { ux: Math.SQRT1_2, uy: -Math.SQRT1_2, anchor: 'start' },
  { ux: -Math.SQRT1_2, uy: Math.SQRT1_2, anchor: 'end' },
  { ux: Math.SQRT1_2, uy: Math.SQRT1_2, anchor: 'start' },
]

/**
 * The label's places, for text of about `size` (px), in the order the kit's rule tries them.
 * First those near the point that clear every ball: above the balls the label would cross
 * (`size.width` either side of the point), else below them, centred or ending or starting at the
 * point; then beside the point (the kit's way), near it and a line farther up or down (off the
 * handles the label is told to avoid: a velocity arrow's head level with the point). Then, for a
 * point deep in a cluster such as the pool rack, where every near place covers a ball: along
 * eight rays out from the point, the nearest place on each that clears every ball, nearest
 * first (drawn with a leader line: LEADER_PX). Last, the near places over balls, for when none
 * of those fits the stage. A crowd of more than FEW balls gets the kit's places beside the point.
 * `state`: x, y, vx, vy per ball; `px`: pixels per metre.
 */
export function comLabelPlaces(
  com: Vec2,
  state: Float64Array,
  radii: Float64Array,
  px: number,
  size: Size,
): LabelPlace[] {
  const beside: LabelPlace[] = [...aroundPoint(8, 12), ...aroundPoint(8, 30)]
  if (radii.length > FEW) return beside
  const balls = Array.from(radii, (_, i) => ballPx(com, state, radii, px, i))
  let above = 0
  let below = 0
  let widest = 0
  for (const c of balls) {
    if (Math.abs(c.x) > c.r + size.width) continue
    above = Math.max(above, c.r - c.y)
    below = Math.max(below, c.r + c.y)
    widest = Math.max(widest, c.r)
  }
  const clear = (dy: number): LabelPlace[] => [
    { dx: 0, dy, anchor: 'middle' },
    { dx: 8, dy, anchor: 'end' },
    { dx: -8, dy, anchor: 'start' },
  ]
  // Clear of one layer of balls (a pair, a row), not of a cluster's several.
  const near = (rise: number) => rise <= 2 * widest
  const layer =
    above === 0 && below === 0
      ? []
      : [...(near(above) ? clear(-(above + GAP_PX)) : []), ...(near(below) ? clear(below + GAP_PX) : [])]
  const close = [...layer, ...beside]
  const fits = (p: LabelPlace) => clearOfBalls(p, size, balls)
  const out: LabelPlace[] = []
  for (const { ux, uy, anchor } of RAYS) {
    for (let d = 30; d <= REACH_PX; d += STEP_PX) {
      const p: LabelPlace = { dx: Math.round(ux * d), dy: Math.round(uy * d), anchor }
      if (fits(p)) {
        out.push(p)
        break
      }
    }
  }
  out.sort((a, b) => placeReach(a, size) - placeReach(b, size))
  return [...close.filter(fits), ...out, ...close.filter((p) => !fits(p))]
}
