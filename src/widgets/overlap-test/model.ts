// The pure half of the overlap-test figure (chapter 1, "The distance test"): the view hands it
// model-space points, it clamps them into a valid state and says whether the balls overlap.
import { type CircleOverlap, type Vec2, add, circlesOverlap, length, scale, sub } from '../../core'
import { type BallName, otherBall, twoBallRules } from '../common/twoBalls'
import { clampPoint } from '../common/world'
import { type OverlapState, schema, world } from './meta'

export type { BallName, OverlapState }

/**
 * How close counts as touching, in world units. Links store centres to a thousandth, so two
 * stored balls can sit a fraction of a thousandth off an exact tie; below that the figure calls
 * it a touch. A centre dragged within TOUCH_SNAP of touching is pulled onto it, so a reader can
 * find the knife-edge case by hand (radii move in steps of 0.05, too coarse to snap).
 */
const TOUCH_TOLERANCE = 0.001
export const TOUCH_SNAP = 0.04

/** The core's distance test of chapter 1, with the figure's touching tolerance. */
export type Overlap = CircleOverlap

export function overlap(s: OverlapState): Overlap {
  return circlesOverlap(s.A, s.rA, s.B, s.rB, TOUCH_TOLERANCE)
}

/**
 * The line of centres split into its parts: A's radius from A to its rim, B's radius from B to
 * its rim, and between the two rims the gap (apart) or the overlap (overlapping); `mid` for the
 * distance label, `direction` the unit vector from A to B. Coincident centres have no line: null.
 */
export function centreLine(s: OverlapState, o: Overlap) {
  if (o.distance === 0) return null
  const direction = scale(o.dp, 1 / o.distance)
  return {
    direction,
    rimA: add(s.A, scale(direction, s.rA)),
    rimB: add(s.B, scale(direction, -s.rB)),
    mid: scale(add(s.A, s.B), 0.5),
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
