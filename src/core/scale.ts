import type { Vec2 } from './vec2'

// Chapter 11: squares of very large or very small numbers overflow to Infinity or underflow
// to 0 long before the numbers themselves do (1e200² is Infinity). Geometry does not care about
// units, so the core rescales its input by a power of two before squaring anything.

/**
 * A power of two k that brings `largest` near 1 when it is extreme (beyond 2^±200, where a
 * product of four such numbers could overflow or underflow), and k = 1 for everything
 * ordinary, which is left untouched. Multiplying by a power of two only changes the exponent,
 * so it is exact (unless a value falls into the subnormal range): rescaled results are
 * bit-for-bit those of the unscaled arithmetic whenever that arithmetic did not overflow.
 */
export function unitScale(largest: number): number {
  if (!(largest >= 2 ** -200 && largest <= 2 ** 200)) {
    if (!(largest > 0) || !Number.isFinite(largest)) return 1
    // Clamped so that k itself stays a finite, normal double.
    return 2 ** -Math.max(-1000, Math.min(1000, Math.floor(Math.log2(largest))))
  }
  return 1
}

/** The largest absolute value among `values` (0 for none). */
export function largestMagnitude(...values: number[]): number {
  let m = 0
  for (const v of values) m = Math.max(m, Math.abs(v))
  return m
}

/**
 * The unit vector from `from` to `to`, computed after rescaling so that the difference of two
 * huge coordinates cannot overflow. Equal points have no direction: RangeError naming `name`.
 */
export function unitDirection(from: Vec2, to: Vec2, name: string): Vec2 {
  const k = unitScale(largestMagnitude(from.x, from.y, to.x, to.y))
  const x = to.x * k - from.x * k
  const y = to.y * k - from.y * k
  const len = Math.hypot(x, y)
  if (!(len > 0)) throw new RangeError(`${name}: the two points coincide, so there is no direction`)
  return { x: x / len, y: y / len }
}
