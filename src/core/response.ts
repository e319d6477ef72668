// Collision response: the 1D exchange with restitution (Chapter 6, source 000 §5–6), the
// normal/tangent split (Chapter 5, source 004) and the impulse form (Chapter 6, source 002).
import { largestMagnitude, unitDirection, unitScale } from './scale'
import { finite, finiteVec2, mass, unitInterval } from './validate'
import type { Vec2 } from './vec2'

/** A body for collision response: centre p, velocity v, mass m (> 0, Infinity = immovable). */
export interface Body2 {
  readonly p: Vec2
  readonly v: Vec2
  readonly m: number
}

/** What resolveCircles returns: new velocities, the unit normal from A to B, the impulse. */
export interface Resolution {
  readonly vA: Vec2
  readonly vB: Vec2
  readonly n: Vec2
  readonly impulse: number
}

/**
 * Velocities after a head-on collision on a line (Chapter 6): u1, u2 before, masses m1, m2,
 * restitution e in [0, 1] (0 sticks together, 1 loses no energy).
 *
 *   v1 = u1 − (1 + e)·m2/(m1 + m2)·(u1 − u2),  v2 = u2 + (1 + e)·m1/(m1 + m2)·(u1 − u2)
 *
 * Momentum m1·v1 + m2·v2 is conserved for every e, and v2 − v1 = −e·(u2 − u1). The mass
 * fractions are written 1/(1 + m1/m2) so that one infinite mass (a wall) gives fractions 1
 * and 0 instead of Infinity/Infinity; two infinite masses throw.
 */
export function exchange1D(u1: number, u2: number, m1: number, m2: number, e: number): [number, number] {
  finite(u1, 'u1')
  finite(u2, 'u2')
  mass(m1, 'm1')
  mass(m2, 'm2')
  unitInterval(e, 'e')
  if (m1 === Infinity && m2 === Infinity)
    throw new RangeError('m1 and m2 cannot both be Infinity: two immovable bodies cannot collide')
  const share2 = 1 / (1 + m1 / m2) // m2/(m1 + m2), the part of the exchange that moves body 1
  const share1 = 1 / (1 + m2 / m1) // m1/(m1 + m2)
  // Rescaled so u1 − u2 cannot overflow; the formula is linear in the velocities.
  const k = unitScale(largestMagnitude(u1, u2))
  const closing = (1 + e) * (u1 * k - u2 * k)
  return [(u1 * k - closing * share2) / k + 0, (u2 * k + closing * share1) / k + 0]
}

/**
 * Two circles in contact: only the velocity components along the line of centres change,
 * by exchange1D with restitution e (default 1); the tangent components are untouched
 * (Chapter 5). n is the unit normal from A's centre to B's. Bodies already separating or
 * sliding past (no approach along n) come back unchanged with impulse 0. `impulse` >= 0 is
 * the magnitude of the momentum handed from A to B along n: (1 + e)·μ·(closing speed) with
 * μ = 1/(1/mA + 1/mB), which stays finite when one mass is Infinity. Coincident centres have
 * no normal and throw.
 */
export function resolveCircles(A: Body2, B: Body2, e = 1): Resolution {
  checkBody(A, 'A')
  checkBody(B, 'B')
  unitInterval(e, 'e')
  if (A.m === Infinity && B.m === Infinity)
    throw new RangeError('A.m and B.m cannot both be Infinity: two immovable bodies cannot collide')
  const n = unitDirection(A.p, B.p, 'A.p and B.p')
  // Work in rescaled velocity units so nothing below overflows; divided back at the end.
  const k = unitScale(largestMagnitude(A.v.x, A.v.y, B.v.x, B.v.y))
  const a1 = A.v.x * k * n.x + A.v.y * k * n.y
  const a2 = B.v.x * k * n.x + B.v.y * k * n.y
  if (!(a1 > a2)) return { vA: A.v, vB: B.v, n, impulse: 0 }
  const [b1, b2] = exchange1D(a1, a2, A.m, B.m, e)
  return {
    vA: { x: (A.v.x * k + (b1 - a1) * n.x) / k, y: (A.v.y * k + (b1 - a1) * n.y) / k },
    vB: { x: (B.v.x * k + (b2 - a2) * n.x) / k, y: (B.v.y * k + (b2 - a2) * n.y) / k },
    n,
    impulse: ((1 + e) * (a1 - a2)) / (1 / A.m + 1 / B.m) / k,
  }
}

/**
 * The bounce as source 002 derives it from conservation of momentum and energy (perfectly
 * elastic): P = 2(a1 − a2)/(m1 + m2) with a1 = v1·N, a2 = v2·N, then v1' = v1 − P·m2·N and
 * v2' = v2 + P·m1·N. Chapter 6 checks it equals resolveCircles(A, B, 1) for approaching
 * bodies. Unlike resolveCircles it applies the bounce even to separating bodies, and the
 * masses must be finite (P·m2 would be 0·Infinity). N is the unit normal from A to B here;
 * the source takes it the other way, which flips the sign of P but not the result.
 */
export function impulseFromSource002(A: Body2, B: Body2): { P: number; N: Vec2; vA: Vec2; vB: Vec2 } {
  checkBody(A, 'A')
  checkBody(B, 'B')
  finite(A.m, 'A.m')
  finite(B.m, 'B.m')
  const N = unitDirection(A.p, B.p, 'A.p and B.p')
  // Rescaled velocities (the formulas are linear in them) so no product overflows.
  const k = unitScale(largestMagnitude(A.v.x, A.v.y, B.v.x, B.v.y))
  const a1 = A.v.x * k * N.x + A.v.y * k * N.y
  const a2 = B.v.x * k * N.x + B.v.y * k * N.y
  const P = (2 * (a1 - a2)) / (A.m + B.m)
  return {
    P: P / k,
    N,
    vA: { x: (A.v.x * k - P * B.m * N.x) / k, y: (A.v.y * k - P * B.m * N.y) / k },
    vB: { x: (B.v.x * k + P * A.m * N.x) / k, y: (B.v.y * k + P * A.m * N.y) / k },
  }
}

/**
 * v split along a normal n (need not be unit) and the unit tangent t = (−n̂.y, n̂.x), n̂
 * turned a quarter counter-clockwise (Chapter 5, source 004): v = normal·n̂ + tangent·t.
 */
export function normalTangent(
  v: Vec2,
  n: Vec2,
): {
  unitNormal: Vec2
  unitTangent: Vec2
  normal: number
  tangent: number
  normalPart: Vec2
  tangentPart: Vec2
} {
  finiteVec2(v, 'v')
  finiteVec2(n, 'n')
  const unitNormal = unitDirection({ x: 0, y: 0 }, n, 'n')
  const unitTangent = { x: -unitNormal.y + 0, y: unitNormal.x } // + 0: no −0 in output
  // Rescaled so the products cannot overflow into Infinity · 0.
  const k = unitScale(largestMagnitude(v.x, v.y))
  const ns = v.x * k * unitNormal.x + v.y * k * unitNormal.y
  const ts = v.x * k * unitTangent.x + v.y * k * unitTangent.y
  return {
    unitNormal,
    unitTangent,
    normal: ns / k,
    tangent: ts / k,
    normalPart: { x: (ns * unitNormal.x) / k, y: (ns * unitNormal.y) / k },
    tangentPart: { x: (ts * unitTangent.x) / k, y: (ts * unitTangent.y) / k },
  }
}

function checkBody(b: Body2, name: string): void {
  if (b === null || typeof b !== 'object') throw new RangeError(`${name} must be a body {p, v, m}`)
  finiteVec2(b.p, `${name}.p`)
  finiteVec2(b.v, `${name}.v`)
  mass(b.m, `${name}.m`)
}
