// segmentCrossing's float filter (Chapter 11): its case is decided by the signs of five cross
// products, Det(A) = S1 × S2 and where each segment's ends lie against the other's line. In
// floats each has an error bound; when every value clears its bound the case is certain, and
// the exact path (orient.ts) runs only for the rare inputs where one does not.
import type { Vec2 } from '../vec2'
import { U } from './filter'

/**
 * Absolute slack for underflow: a rescaled coordinate (segment.ts scales by a power of two k
 * that keeps them below 2^201) that falls into the subnormal range is off by up to 2^-1075,
 * far below this once multiplied by another.
 */
const SLACK = 2 ** -600

/** |u × v| is certainly not 0 and the float sign is the true one. */
const certain = (ux: number, uy: number, vx: number, vy: number, cross: number) =>
  Math.abs(cross) > 8 * U * (Math.abs(ux * vy) + Math.abs(uy * vx)) + SLACK

/**
 * The case of segment p0 → p1 against p2 → p3 (coordinates multiplied by the power of two k)
 * when the float signs settle it: 'intersect' or 'outside', the lines then certainly not
 * parallel. null when one sign is within its error bound: parallel, collinear, an end on the
 * other segment's line, or just too close to tell.
 */
export function filteredCrossingCase(
  p0: Vec2,
  p1: Vec2,
  p2: Vec2,
  p3: Vec2,
  k: number,
): 'intersect' | 'outside' | null {
  const s1x = p1.x * k - p0.x * k
  const s1y = p1.y * k - p0.y * k
  const s2x = p3.x * k - p2.x * k
  const s2y = p3.y * k - p2.y * k
  const bx = p0.x * k - p2.x * k
  const by = p0.y * k - p2.y * k
  const cx = p3.x * k - p0.x * k
  const cy = p3.y * k - p0.y * k
  const gx = p1.x * k - p2.x * k
  const gy = p1.y * k - p2.y * k
  const det = s1x * s2y - s2x * s1y
  // S1 × B = −(S1 × (p2 − p0)) and S1 × (p3 − p0): p2 and p3 against the line p0p1.
  const o2 = s1x * by - s1y * bx
  const o3 = s1x * cy - s1y * cx
  // S2 × B = S2 × (p0 − p2) and S2 × (p1 − p2): p0 and p1 against the line p2p3.
  const o0 = s2x * by - s2y * bx
  const o1 = s2x * gy - s2y * gx
  if (
    !(
      certain(s1x, s1y, s2x, s2y, det) &&
      certain(s1x, s1y, bx, by, o2) &&
      certain(s1x, s1y, cx, cy, o3) &&
      certain(s2x, s2y, bx, by, o0) &&
      certain(s2x, s2y, gx, gy, o1)
    )
  )
    return null
  // p2 and p3 on opposite sides of line p0p1 (o2 is the negated side of p2), and p0, p1 of p2p3.
  // Signs compared, not multiplied: the product of two tiny values can underflow to 0.
  return o2 > 0 === o3 > 0 && o0 > 0 !== o1 > 0 ? 'intersect' : 'outside'
}
