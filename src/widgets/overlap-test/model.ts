// The pure half of the overlap-test figure (chapter 1, "The distance test"): the view hands it
// model-space points, it clamps them into a valid state and says whether the balls overlap.
import { type Vec2, add, length, lengthSq, scale, sub } from '../../core'
import { type BallName, otherBall, twoBallRules } from '../shared/twoBalls'
import { clampPoint } from '../shared/world'
import { type OverlapState, schema, world } from './meta'

export type { BallName, OverlapState }
export type Verdict = 'overlapping' | 'touching' | 'apart'

/**
 * How close counts as touching, in world units. Links store centres to a thousandth, so two
 * stored balls can sit a fraction of a thousandth off an exact tie; below that the figure calls
 * it a touch. A centre dragged within TOUCH_SNAP of touching is pulled onto it, so a reader can
 * find the knife-edge case by hand (radii move in steps of 0.05, too coarse to snap).
 */
export const TOUCH_TOLERANCE = 0.001
export const TOUCH_SNAP = 0.04

export interface Overlap {
  /** B − A: B's centre seen from A's. */
  delta: Vec2
  /** |B − A|, by Math.hypot of the difference (the one square root in the test). */
  distance: number
  /** rA + rB: the distance at which the rims just meet. */
  sumRadii: number
  /** |B − A|² = Δx² + Δy², no square root. */
  distanceSq: number
  /** (rA + rB)². */
  sumRadiiSq: number
  verdict: Verdict
  /** How far the balls sink into each other, rA + rB − |B − A|; 0 unless overlapping. */
  depth: number
  /** The empty space between the rims, |B − A| − (rA + rB); 0 unless apart. */
  gap: number
}

/**
 * The distance test, decided on squares: both sides are non-negative, so d < R exactly when
 * d² < R², and the square root is only needed to print d. Near a tie, d² − R² = (d − R)(d + R)
 * is about 2R(d − R), so "within TOUCH_TOLERANCE of touching" needs no root either.
 */
export function overlap(s: OverlapState): Overlap {
  const delta = sub(s.B, s.A)
  const sumRadii = s.rA + s.rB
  const distanceSq = lengthSq(delta)
  const sumRadiiSq = sumRadii * sumRadii
  const excess = distanceSq - sumRadiiSq
  const verdict: Verdict =
    Math.abs(excess) <= 2 * sumRadii * TOUCH_TOLERANCE ? 'touching' : excess < 0 ? 'overlapping' : 'apart'
  const d = length(delta)
  return {
    delta,
    distance: d,
    sumRadii,
    distanceSq,
    sumRadiiSq,
    verdict,
    depth: verdict === 'overlapping' ? sumRadii - d : 0,
    gap: verdict === 'apart' ? d - sumRadii : 0,
  }
}

const rules = twoBallRules<OverlapState>(schema, world)
const inside = (p: Vec2) => {
  const q = clampPoint(p, world, p)
  return p.x === q.x && p.y === q.y
}

/** Any state, however absurd (NaN, Infinity, huge), comes back inside the schema's bounds. */
export const clampState = rules.clamp
export const setRadius = rules.setRadius

/** Drags a ball's centre; one dragged to within TOUCH_SNAP of touching lands exactly on the touch. */
export function moveCentre(s: OverlapState, ball: BallName, to: Vec2): OverlapState {
  const moved = rules.moveCentre(s, ball, to)
  const fixed = moved[otherBall[ball]]
  const away = sub(moved[ball], fixed)
  const d = length(away)
  const R = moved.rA + moved.rB
  // Coincident centres give no direction to slide along, so they stay put.
  if (d === 0 || Math.abs(d - R) > TOUCH_SNAP) return moved
  const snapped = add(fixed, scale(away, R / d))
  return inside(snapped) ? { ...moved, [ball]: snapped } : moved
}
