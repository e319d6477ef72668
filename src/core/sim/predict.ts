// Time until contact, on plain numbers, for the simulation's hot loop (Chapter 10). The same
// quadratic as sweptCircles (Chapter 3), over unbounded time instead of one frame.
import { signOf } from '../exact/dyadic'
import { filteredSign, U } from '../exact/filter'
import { ExactSwept } from '../exact/swept'
import { type BallState, PX, PY, R, STRIDE, T, VX, VY } from './state'

/** The other ball of an exact discriminant: Δp, w and R are then the inputs themselves, exactly. */
const AT_REST = { p: { x: 0, y: 0 }, d: { x: 0, y: 0 }, r: 0 }
/** Slack for products that underflow (each off by at most 2^-1075). */
const UNDERFLOW = 2 ** -600

/**
 * Relative gap counted as touching: surfaces this close are in contact now. A pair that touches
 * after float rounding (distance a few ulps above or below r1 + r2) therefore never needs a root
 * of a quadratic whose constant term is all rounding noise.
 */
export const TOUCH = 1e-10
const TOUCH_C = TOUCH * (2 + TOUCH)

/**
 * A touching pair counts as approaching only if its normal closing speed exceeds this fraction
 * of its relative speed; below it the pair is sliding. That stops rounding noise in the normal
 * speed of a just-resolved contact from being taken for a new approach. Two round surfaces
 * sliding past each other part again after sinking in by at most SLIDE² of the radius.
 */
export const SLIDE = 1e-12
const SLIDE2 = SLIDE * SLIDE

/**
 * Delay until two circles touch: d = centre B − centre A, w = velocity B − velocity A, R > 0 the
 * sum of the radii. 0 when touching now and approaching; Infinity when they never touch, or are
 * separating or sliding.
 */
export function contactDelay(dx: number, dy: number, wx: number, wy: number, R: number): number {
  const b = dx * wx + dy * wy
  // Only an approaching pair is ever predicted: a separating or sliding one cannot re-collide.
  if (b >= 0) return Number.POSITIVE_INFINITY
  const dd = dx * dx + dy * dy
  const RR = R * R
  const c = dd - RR
  const a = wx * wx + wy * wy
  if (c <= TOUCH_C * RR) return b * b > SLIDE2 * dd * a ? 0 : Number.POSITIVE_INFINITY
  // Discriminant (b/2)² − ac written as a·R² − (d×w)²: less cancellation at a graze than the
  // textbook form, not none, so its sign (hit or miss) is decided exactly when the float value
  // lies within its rounding error, as in sweptCircles (Chapter 11).
  const cross = dx * wy - dy * wx
  const disc = a * RR - cross * cross
  const crossBound = Math.abs(dx * wy) + Math.abs(dy * wx)
  const hits = filteredSign(disc, 32 * U * (a * RR + crossBound * crossBound) + UNDERFLOW, () =>
    signOf(new ExactSwept(AT_REST, { p: { x: dx, y: dy }, d: { x: wx, y: wy }, r: R }).quarterDiscriminant()),
  )
  // Also refuses a = 0 (a speed so small its square underflows).
  if (!(hits >= 0 && a > 0)) return Number.POSITIVE_INFINITY
  // The smaller root in the form c/q: b < 0, so −b + √disc adds two positives (a graze that
  // rounded below 0 is a graze).
  const t = c / (Math.sqrt(Math.max(0, disc)) - b)
  // Squares beyond ~1e154 overflow and give NaN: such a pair is not predicted rather than poisoning the queue.
  return t >= 0 ? t : Number.POSITIVE_INFINITY
}

/**
 * Delay until a ball reaches a plane: gap = distance from the ball's surface to the plane,
 * closing = speed toward it, vv = the ball's whole speed squared, r = its radius.
 *
 * A ball sliding along a plane while creeping into it (closing slower than SLIDE of its speed)
 * would, unlike a ball sliding past a round surface, sink deeper the farther it slides. It gets a
 * contact when it has sunk TOUCH·r, which puts it back on the surface (see resolve.ts).
 */
export function planeDelay(gap: number, closing: number, vv: number, r: number): number {
  if (!(closing > 0)) return Number.POSITIVE_INFINITY
  if (gap > TOUCH * r) return gap / closing
  if (closing * closing > SLIDE2 * vv) return 0
  return Math.max(0, (gap + TOUCH * r) / closing)
}

/**
 * Absolute time at which balls i and j touch (Infinity if never). Both are projected to the
 * later of their two clocks, not to the current time, so the answer depends only on the two
 * balls' states: predicting the same pair at another moment gives the same float, whichever
 * ball asks.
 */
export function pairTime(st: BallState, i: number, j: number): number {
  const d = st.d
  const I = STRIDE * i
  const J = STRIDE * j
  const ti = d[I + T]!
  const tj = d[J + T]!
  const vxi = d[I + VX]!
  const vyi = d[I + VY]!
  const vxj = d[J + VX]!
  const vyj = d[J + VY]!
  let tRef: number
  let dx: number
  let dy: number
  if (tj >= ti) {
    const s = tj - ti
    tRef = tj
    dx = d[J + PX]! - (d[I + PX]! + vxi * s)
    dy = d[J + PY]! - (d[I + PY]! + vyi * s)
  } else {
    const s = ti - tj
    tRef = ti
    dx = d[J + PX]! + vxj * s - d[I + PX]!
    dy = d[J + PY]! + vyj * s - d[I + PY]!
  }
  return tRef + contactDelay(dx, dy, vxj - vxi, vyj - vyi, d[I + R]! + d[J + R]!)
}
