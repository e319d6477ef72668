// The pure half of the "ride on A" figure (chapter 3): seen from A, B's centre is a point moving
// along Δp + t·w, and the balls touch when it is R from A's centre. The numbers come from the
// core's sweptCircles, applied to a circle of radius R at rest and a point (radius 0): the same
// quadratic as for the two balls, since only Δp, w and R enter it.
import {
  type Box,
  type SweptResult,
  type Vec2,
  add,
  cross,
  dot,
  length,
  scale,
  sweptCircles,
} from '../../core'
import type { StateOf } from '../../kit/contract'
import { boxAround, snapPoint, snapToGrid } from '../common/twoBalls'
import { arrowInWorld, arrowToHead, clamp, clampPoint, startWithArrow } from '../common/world'
import { schema, world } from './meta'

export type RelativeState = StateOf<typeof schema>

/** Any state comes back inside the schema's bounds, on a grid of 1/1000 (as in time-of-impact). */
export function clampState(s: RelativeState): RelativeState {
  const dp = snapPoint(clampPoint(s.dp, world, schema.dp.default))
  return {
    dp,
    w: snapPoint(arrowInWorld(dp, s.w, world, schema.w.default)),
    R: snapToGrid(clamp(s.R, schema.R.min, schema.R.max, schema.R.default)),
  }
}

/** Drags B's start; the relative displacement moves along rigidly. */
export const moveStart = (s: RelativeState, to: Vec2): RelativeState =>
  clampState({ ...s, dp: startWithArrow(to, s.w, world, s.dp) })

/** Drags the head of B's relative arrow: B's centre at the end of the frame, seen from A. */
export const moveEnd = (s: RelativeState, to: Vec2): RelativeState =>
  clampState({ ...s, w: arrowToHead(s.dp, to, world, s.w) })

/** The circle of radius R around A and B's centre over the frame: what a phone-sized stage zooms to. */
export const contentOf = (s: RelativeState): Box =>
  boxAround([
    { p: { x: 0, y: 0 }, d: { x: 0, y: 0 }, r: s.R },
    { p: s.dp, d: s.w, r: 0 },
  ])

/** B's centre, seen from A, at time t. */
export const pointAt = (s: RelativeState, t: number): Vec2 => add(s.dp, scale(s.w, t))

export interface Relative {
  /** the core's answer for this Δp, w, R */
  result: SweptResult
  /** β = b/2 = Δp·w, and Δp × w */
  beta: number
  cross: number
  /** the moment of closest approach −β/a and the closest distance h = |Δp × w| / |w|; null when w = 0 */
  tClosest: number | null
  h: number | null
  /** where the line comes closest to A's centre */
  foot: Vec2 | null
  /** where B's centre enters and leaves the circle of radius R (t1, t2), when the line crosses it */
  entry: Vec2 | null
  exit: Vec2 | null
  /** the length of the line inside the circle, 2√(R² − h²); null when it misses */
  chord: number | null
}

export function relative(s: RelativeState): Relative {
  const result = sweptCircles({ p: { x: 0, y: 0 }, d: { x: 0, y: 0 }, r: s.R }, { p: s.dp, d: s.w, r: 0 })
  const beta = dot(s.dp, s.w)
  const c = cross(s.dp, s.w)
  const speed = length(s.w)
  const tClosest = result.a > 0 ? -beta / result.a + 0 : null
  const h = speed > 0 ? Math.abs(c) / speed : null
  const roots = result.roots
  return {
    result,
    beta,
    cross: c,
    tClosest,
    h,
    foot: tClosest === null ? null : pointAt(s, tClosest),
    entry: roots ? pointAt(s, roots[0]) : null,
    exit: roots ? pointAt(s, roots[1]) : null,
    chord: roots ? speed * (roots[1] - roots[0]) : null,
  }
}

/** How close to a graze counts as one for a figure stored to a thousandth (the exercise's check). */
export const GRAZE_TOLERANCE = 0.01

/** The path just grazes the circle: its closest approach h is R, to within GRAZE_TOLERANCE. */
export const grazes = (h: number | null, R: number) => h !== null && Math.abs(h - R) <= GRAZE_TOLERANCE
