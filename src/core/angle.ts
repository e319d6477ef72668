// The angle of collision (Chapter 4, source 000 §3–4).
import { unitDirection, unitScale, largestMagnitude } from './scale'
import { finiteVec2, nonNegative } from './validate'
import type { Vec2 } from './vec2'

/**
 * The angle opposite side a of a triangle with sides a, b, c, in radians, from the law of
 * cosines flipped around: cos A = (b² + c² − a²) / 2bc (Chapter 4). Sides that cannot close
 * a triangle (a >= b + c, or a <= |b − c|) give the limiting angle π or 0. A zero side b or
 * c leaves the angle undefined and throws.
 *
 * The formula is evaluated rearranged, with b the longer of b and c (else swap the roles):
 * cos A = ((b − a)/c)·((b + a)/2b) + c/2b. In a real triangle |b − a| < c, so every factor
 * lies in [−1, 2]: nothing overflows, however long or short the sides, where b² alone
 * overflows above 1e154. The cosine is still clamped to [−1, 1] against the last rounding.
 */
export function lawOfCosinesAngle(a: number, b: number, c: number): number {
  nonNegative(a, 'a')
  nonNegative(b, 'b')
  nonNegative(c, 'c')
  if (b === 0) throw new RangeError('b must be > 0: the angle between a zero side and c is undefined')
  if (c === 0) throw new RangeError('c must be > 0: the angle between b and a zero side is undefined')
  if (a >= b + c) return Math.PI
  if (a <= Math.abs(b - c)) return 0
  const [long, short] = b >= c ? [b, c] : [c, b]
  const cosA = ((long - a) / short) * (0.5 + 0.5 * (a / long)) + 0.5 * (short / long)
  return Math.acos(Math.min(1, Math.max(-1, cosA)))
}

/**
 * The three sides of the triangle Chapter 4 solves: ball 1's centre p1, where its velocity v
 * would take it (p1 + v), and ball 2's centre p2. The angle opposite `a` (at p1) is the angle
 * between the velocity and the line of centres.
 */
export function collisionTriangle(p1: Vec2, v: Vec2, p2: Vec2): { a: number; b: number; c: number } {
  finiteVec2(p1, 'p1')
  finiteVec2(v, 'v')
  finiteVec2(p2, 'p2')
  const k = unitScale(largestMagnitude(p1.x, p1.y, v.x, v.y, p2.x, p2.y))
  const a = Math.hypot(p1.x * k + v.x * k - p2.x * k, p1.y * k + v.y * k - p2.y * k) / k
  const b = Math.hypot(v.x, v.y)
  const c = Math.hypot(p2.x * k - p1.x * k, p2.y * k - p1.y * k) / k
  return { a, b, c }
}

/**
 * The angle between a velocity v and the line of centres n (n need not be unit), in [0, π],
 * by atan2(|v × n|, v · n): accurate at every angle, where acos of a cosine loses digits near
 * 0 and π (Chapter 4 sets it beside the law of cosines). A zero v or n has no direction and
 * throws.
 */
export function collisionAngle(v: Vec2, n: Vec2): number {
  finiteVec2(v, 'v')
  finiteVec2(n, 'n')
  const zero = { x: 0, y: 0 }
  const vHat = unitDirection(zero, v, 'v')
  const nHat = unitDirection(zero, n, 'n')
  return Math.atan2(Math.abs(vHat.x * nHat.y - vHat.y * nHat.x), vHat.x * nHat.x + vHat.y * nHat.y)
}

/**
 * The portion of v along the line of centres: cos(A)·|v| = v · n̂ (Chapter 4), signed,
 * positive when v points the way n does. n need not be unit; a zero n throws.
 */
export function normalSpeed(v: Vec2, n: Vec2): number {
  finiteVec2(v, 'v')
  finiteVec2(n, 'n')
  const nHat = unitDirection({ x: 0, y: 0 }, n, 'n')
  // Rescaling v keeps the two products from overflowing into Infinity − Infinity.
  const k = unitScale(largestMagnitude(v.x, v.y))
  return (v.x * k * nHat.x + v.y * k * nHat.y) / k
}
