// Do two balls overlap right now? The distance test of Chapter 1 (source 004).
import { largestMagnitude, unitScale } from './scale'
import { finiteVec2, nonNegative } from './validate'
import type { Vec2 } from './vec2'

/** Where two circles stand: rims crossing, rims meeting (within the tolerance), or a gap. */
export type OverlapVerdict = 'overlapping' | 'touching' | 'apart'

export interface CircleOverlap {
  /** Δp = pB − pA: B's centre seen from A's. */
  readonly dp: Vec2
  /** |Δp|² = Δx² + Δy²: what the test compares, no square root. */
  readonly distanceSq: number
  /** R² = (rA + rB)². */
  readonly sumRadiiSq: number
  /** |Δp|, only to print: the verdict never needs it. */
  readonly distance: number
  /** R = rA + rB: the distance at which the rims just meet. */
  readonly sumRadii: number
  readonly verdict: OverlapVerdict
  /** How far the circles sink into each other, R − |Δp|; 0 unless overlapping. */
  readonly depth: number
  /** The empty space between the rims, |Δp| − R; 0 unless apart. */
  readonly gap: number
}

/**
 * The distance test of Chapter 1, decided on squares: both sides are non-negative, so
 * |Δp| < R exactly when |Δp|² < R², and the square root is only needed to print |Δp|.
 * `tolerance` is how far from an exact tie still counts as touching, in lengths: near a tie
 * |Δp|² − R² = (|Δp| − R)(|Δp| + R) ≈ 2R(|Δp| − R), so the band is |excess| ≤ 2R·tolerance, no
 * root needed either. With tolerance 0 only an exact tie (in floats) is touching.
 */
export function circlesOverlap(pA: Vec2, rA: number, pB: Vec2, rB: number, tolerance = 0): CircleOverlap {
  finiteVec2(pA, 'pA')
  nonNegative(rA, 'rA')
  finiteVec2(pB, 'pB')
  nonNegative(rB, 'rB')
  nonNegative(tolerance, 'tolerance')
  // Rescaled by a power of two (exact) so that the squares of huge or tiny input cannot overflow
  // or underflow and flip the verdict; ordinary input is left as it is (k = 1).
  const k = unitScale(largestMagnitude(pA.x, pA.y, pB.x, pB.y, rA, rB))
  const dx = pB.x * k - pA.x * k
  const dy = pB.y * k - pA.y * k
  const R = rA * k + rB * k
  const excess = dx * dx + dy * dy - R * R
  const band = 2 * R * tolerance * k
  const verdict: OverlapVerdict = Math.abs(excess) <= band ? 'touching' : excess < 0 ? 'overlapping' : 'apart'
  const distance = Math.hypot(dx, dy) / k
  const sumRadii = R / k
  return {
    dp: { x: dx / k, y: dy / k },
    distanceSq: (dx * dx + dy * dy) / k / k,
    sumRadiiSq: (R * R) / k / k,
    distance,
    sumRadii,
    verdict,
    depth: verdict === 'overlapping' ? sumRadii - distance : 0,
    gap: verdict === 'apart' ? distance - sumRadii : 0,
  }
}
