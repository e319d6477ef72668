// Sub-stepping and why it still misses (Chapter 1, "Fast balls tunnel"): testing a moving ball
// only at t = k/n, k = 0..n, against a ball that stands still. A is within R = rA + rB of B while
// its centre runs along a chord of the circle of radius R around B; whether some sample lands on
// that chord decides everything.
import { largestMagnitude, unitScale } from './scale'
import { finite, finiteVec2, nonNegative } from './validate'
import type { Vec2 } from './vec2'

/**
 * h: the distance from `q` to the line through `p` along `d`, |(q − p) × d| / |d|: how close
 * a ball moving from p by d passes to a ball standing at q. Null when d = 0: a ball that does not
 * move has no line.
 */
export function pathOffset(p: Vec2, d: Vec2, q: Vec2): number | null {
  finiteVec2(p, 'p')
  finiteVec2(d, 'd')
  finiteVec2(q, 'q')
  // Rescaled (exactly, by a power of two) so the cross product and |d| cannot overflow.
  const k = unitScale(largestMagnitude(p.x, p.y, d.x, d.y, q.x, q.y))
  const dx = d.x * k
  const dy = d.y * k
  const speed = Math.hypot(dx, dy)
  if (speed === 0) return null
  const ex = q.x * k - p.x * k
  const ey = q.y * k - p.y * k
  return Math.abs(ex * dy - ey * dx) / speed / k
}

/**
 * L: the length of the chord that a line at distance h from a circle's centre cuts from a circle
 * of radius R, 2√(R² − h²) by Pythagoras, computed as 2√((R − h)(R + h)) so that a graze (h near R)
 * does not cancel. 0 when the line just touches (h = R); null when it passes outside (h > R).
 */
export function chordLength(R: number, h: number): number | null {
  nonNegative(R, 'R')
  nonNegative(h, 'h')
  if (h > R) return null
  // R − h is exact when h is near R (Sterbenz), so the graze keeps its digits; the power-of-two
  // rescale keeps the product from overflowing for huge R.
  const k = unitScale(R)
  return (2 * Math.sqrt((R * k - h * k) * (R * k + h * k))) / k
}

/**
 * The fewest sub-steps that cannot miss a chord of length `chord` on a path of length `travel`:
 * steps no longer than the chord always put a sample on it, so n = ⌈travel / chord⌉ (at least 1).
 * Null for a chord of length 0 (a graze): no n is sure to land exactly on one point.
 */
export function sureSubsteps(travel: number, chord: number): number | null {
  nonNegative(travel, 'travel')
  nonNegative(chord, 'chord')
  if (chord === 0) return null
  const n = Math.max(1, Math.ceil(travel / chord))
  // A huge travel over a tiny chord: no count of sub-steps a program could run.
  return Number.isFinite(n) ? n : null
}

function checkInterval(t1: number, t2: number): void {
  finite(t1, 't1')
  finite(t2, 't2')
  if (t1 > t2) throw new RangeError(`t1 must not exceed t2, got ${t1} > ${t2}`)
}

/** The most sub-step counts firstCatchingSubsteps tries: a loop a figure can run on every drag. */
export const MAX_SUBSTEP_SCAN = 1_000_000

function checkCount(n: number, name: string, max = Number.MAX_SAFE_INTEGER): void {
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new RangeError(`${name} must be a whole number from 1 to ${max}, got ${n}`)
}

/**
 * Chapter 1's exact condition: the balls are within R for t in [t1, t2] (the roots of
 * sweptCircles), and the samples sit at k/n, so n sub-steps catch the contact exactly when some
 * whole k in [0, n] has t1 ≤ k/n ≤ t2. Returns the first such k, or null when every sample falls
 * outside.
 */
export function firstSampleInside(t1: number, t2: number, n: number): number | null {
  checkInterval(t1, t2)
  checkCount(n, 'n')
  const first = Math.max(0, Math.ceil(n * t1))
  const last = Math.min(n, Math.floor(n * t2))
  return first <= last ? first : null
}

/**
 * The fewest sub-steps n ≤ `limit` (at most MAX_SUBSTEP_SCAN) whose samples catch the contact [t1, t2]; fewer than the sure
 * count may catch it by luck. Null when none up to the limit does.
 */
export function firstCatchingSubsteps(t1: number, t2: number, limit: number): number | null {
  checkInterval(t1, t2)
  checkCount(limit, 'limit', MAX_SUBSTEP_SCAN)
  for (let n = 1; n <= limit; n++) if (firstSampleInside(t1, t2, n) !== null) return n
  return null
}
