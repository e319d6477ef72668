// segmentCrossing's float filter (Chapter 11): its case is decided by the signs of five cross
// products, Det(A) = S1 × S2 and where each segment's ends lie against the other's line. In
// floats each has an error bound; when every value clears its bound the case is certain, and
// the exact path (orient.ts) runs only for the rare inputs where one does not.
import { U } from './filter'

/**
 * Absolute slack for underflow: a rescaled coordinate (segment.ts scales by a power of two k
 * that keeps them below 2^201) that falls into the subnormal range is off by up to 2^-1075,
 * far below this once multiplied by another; so is a product that underflows.
 */
const SLACK = 2 ** -600

/** Σ|terms| of the cross product u × v: 4U of it bounds its rounding error, twice over. */
const terms = (ux: number, uy: number, vx: number, vy: number) => Math.abs(ux * vy) + Math.abs(uy * vx)
const certain = (value: number, magnitude: number) => Math.abs(value) > 8 * U * magnitude + SLACK

/**
 * The case of segment p0 → p1 against p2 → p3 from S1 = p1 − p0, S2 = p3 − p2 and B = p0 − p2
 * (segment.ts's rescaled differences, each rounded once) when the float signs settle it:
 * 'intersect' or 'outside', the lines then certainly not parallel. null when one sign is within
 * its error bound: parallel, collinear, an end on the other segment's line, or just too close
 * to tell.
 */
export function filteredCrossingCase(
  s1x: number,
  s1y: number,
  s2x: number,
  s2y: number,
  bx: number,
  by: number,
): 'intersect' | 'outside' | null {
  const det = s1x * s2y - s2x * s1y
  const detTerms = terms(s1x, s1y, s2x, s2y)
  // o2 = S1 × B = −(S1 × (p2 − p0)); o3 = S1 × (p3 − p0) = det − o2: p2, p3 against the line p0p1.
  const o2 = s1x * by - s1y * bx
  const o2Terms = terms(s1x, s1y, bx, by)
  const o3 = det - o2
  // o0 = S2 × B = S2 × (p0 − p2); o1 = S2 × (p1 − p2) = o0 − det: p0, p1 against the line p2p3.
  const o0 = s2x * by - s2y * bx
  const o0Terms = terms(s2x, s2y, bx, by)
  const o1 = o0 - det
  // A difference of two products carries both their errors and one more rounding.
  if (
    !(
      certain(det, detTerms) &&
      certain(o2, o2Terms) &&
      certain(o3, detTerms + o2Terms) &&
      certain(o0, o0Terms) &&
      certain(o1, o0Terms + detTerms)
    )
  )
    return null
  // p2 and p3 on opposite sides of line p0p1 (o2 is the negated side of p2), and p0, p1 of p2p3.
  // Signs compared, not multiplied: the product of two tiny values can underflow to 0.
  return o2 > 0 === o3 > 0 && o0 > 0 !== o1 > 0 ? 'intersect' : 'outside'
}
