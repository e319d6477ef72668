// ERRATA: formulas exactly as the source articles print them, WRONG ON PURPOSE.
// Chapters put each one beside the correct core function as a live counterexample; nothing
// else should call them. Every entry says what is wrong and gives a counterexample.
import { finite, finiteVec2, finiteVec3, mass, unitInterval } from './validate'
import type { Vec2 } from './vec2'
import type { Vec3 } from './vec3'

/**
 * ERRATUM, source 000 §5 (Chapter 6): the 1D exchange as printed,
 *   vf1 = ((m1 − m2)·u1 + (1 + e1e2)·m2·u2)/(m1 + m2)
 *   vf2 = ((1 + e1e2)·m1·u1 + (m2 − m1)·u2)/(m1 + m2),
 * here with e standing for the product e1·e2. It is right only for e = 1: the restitution
 * has to scale the relative velocity u1 − u2, but here it scales the other ball's velocity.
 * Multiplying out, momentum after = momentum before − (1 − e)·m1·m2·(u1 + u2)/(m1 + m2): lost
 * or made from nothing whenever e < 1, by an amount that even depends on the frame of
 * reference. u1 = 5, u2 = −1, m1 = 1, m2 = 3, e = 1/2 gives vf1 = −3.625, vf2 = 1.375,
 * momentum 2 before and 1/2 after (exchange1D gives −1.75 and 1.25, momentum 2).
 */
export function exchange1DAsPrinted(
  u1: number,
  u2: number,
  m1: number,
  m2: number,
  e: number,
): [number, number] {
  finite(u1, 'u1')
  finite(u2, 'u2')
  finite(mass(m1, 'm1'), 'm1')
  finite(mass(m2, 'm2'), 'm2')
  unitInterval(e, 'e')
  const M = m1 + m2
  return [((m1 - m2) * u1 + (1 + e) * m2 * u2) / M, ((1 + e) * m1 * u1 + (m2 - m1) * u2) / M]
}

/**
 * ERRATUM, source 003's worked segment example (Chapter 8): p0 = (4, 7), p1 = (16, 3),
 * p2 = (1, 1), p3 = (17, 10). The right answer is t = 69/172, s = 21/43, crossing at
 * (8.814, 5.395). The printed answer, below, is not on segment p2 → p3 at all.
 */
export const SEGMENT_EXAMPLE_AS_PRINTED = { s: 0.44, t: 0.383, point: { x: 9.28, y: 5.24 } } as const

/**
 * ERRATUM, source 003 (Chapter 8): the worked segment example's arithmetic, slips included.
 * 1. It puts p3 itself where S2 = p3 − p2 belongs (17 and 10 instead of 16 and 9), so
 *    Det(A) is 188 instead of 172: s = 84/188 ≈ 0.447 (printed cut to 0.44), t = 72/188 ≈ 0.383.
 * 2. It then says "plugging in t" but plugs in the s value, point = p0 + s·S1 (its line
 *    reads <7,7> for p0, yet 9.28 = 4 + 0.44·12 shows it used the right p0 = (4, 7)).
 * With s cut to 0.44 this reproduces the printed (9.28, 5.24); the true point is
 * segmentIntersection(p0, p1, p2, p3).point.
 */
export function segmentIntersectionAsPrinted(
  p0: Vec2,
  p1: Vec2,
  p2: Vec2,
  p3: Vec2,
): { s: number; t: number; point: Vec2 } | null {
  finiteVec2(p0, 'p0')
  finiteVec2(p1, 'p1')
  finiteVec2(p2, 'p2')
  finiteVec2(p3, 'p3')
  const s1 = { x: p1.x - p0.x, y: p1.y - p0.y }
  const s2 = p3 // the slip: should be p3 − p2
  const det = -s2.x * s1.y + s1.x * s2.y
  if (det === 0) return null
  const s = (-s1.y * (p0.x - p2.x) + s1.x * (p0.y - p2.y)) / det
  const t = (s2.x * (p0.y - p2.y) - s2.y * (p0.x - p2.x)) / det
  return { s, t, point: { x: p0.x + s * s1.x, y: p0.y + s * s1.y } }
}

/**
 * ERRATUM, source 001's C code (Chapter 9): the line meant to read the sphere's centre x
 * assigns it to sz (which the next line overwrites with center.z), so sx keeps the value a
 * C global starts with, 0, on every call; and the starts-inside test measures x as
 * sz − bx1. Everything else follows the printed algorithm (its float type aside). So the
 * code sees a sphere at (0, sy, sz), and tests "inside" against (sz, sy, sz).
 * Counterexample: a ball of radius 1 at the origin moving toward (1, 0, 0), sphere of
 * radius 1 at (10, 0, 0): ballHitsSphere hits at distance 8; this code says no hit, because
 * the ball "starts inside" a sphere it takes to be at the origin.
 */
export function ballHitsSphereAsPrinted(
  start: Vec3,
  toward: Vec3,
  ballRadius: number,
  speed: number,
  sphereCenter: Vec3,
  sphereRadius: number,
):
  | { hit: false }
  | {
      hit: true
      distance: number
      frames: number
      center: Vec3
      contact: Vec3
      ricochetAngle: number
      velocity: Vec3
    } {
  finiteVec3(start, 'start')
  finiteVec3(toward, 'toward')
  finite(ballRadius, 'ballRadius')
  finite(speed, 'speed')
  finiteVec3(sphereCenter, 'sphereCenter')
  finite(sphereRadius, 'sphereRadius')
  const sx = 0 // the typo: never assigned
  const { y: sy, z: sz } = sphereCenter
  const r = ballRadius + sphereRadius
  const R2 = r * r
  if (!(speed > 0) || !(r > 0)) return { hit: false }
  if (start.x === toward.x && start.y === toward.y && start.z === toward.z) return { hit: false }
  const ix = sz - start.x // the second slip: sz where sx belongs
  const iy = sy - start.y
  const iz = sz - start.z
  if (ix * ix + iy * iy + iz * iz < R2) return { hit: false }
  const len = Math.hypot(toward.x - start.x, toward.y - start.y, toward.z - start.z)
  const U = { x: (toward.x - start.x) / len, y: (toward.y - start.y) / len, z: (toward.z - start.z) / len }
  // The expanded squares and dot products of the printed derivation, C1 … C6.
  const C1 = sx * sx - 2 * sx * start.x + start.x * start.x
  const C3 = sy * sy - 2 * sy * start.y + start.y * start.y
  const C5 = sz * sz - 2 * sz * start.z + start.z * start.z
  const C246 = sx * U.x - start.x * U.x + (sy * U.y - start.y * U.y) + (sz * U.z - start.z * U.z)
  let ds = C246
  if (ds < 0) return { hit: false }
  if (C1 + C3 + C5 - C246 * C246 > R2) return { hit: false }
  const sq = Math.sqrt(4 * C246 * C246 - 4 * (C1 + C3 + C5 - R2))
  const ds1 = (2 * C246 - sq) / 2
  const ds2 = (2 * C246 + sq) / 2
  if (ds1 < ds) ds = ds1
  if (ds < 0) ds = ds2
  const center = { x: start.x + U.x * ds, y: start.y + U.y * ds, z: start.z + U.z * ds }
  const tx = sx - center.x
  const ty = sy - center.y
  const tz = sz - center.z
  const tLen = Math.hypot(tx, ty, tz)
  const T = { x: tx / tLen, y: ty / tLen, z: tz / tLen }
  // The code clamps only above 1; the clamp below −1 is ours, so rounding never gives NaN.
  const cos = Math.max(-1, Math.min(1, U.x * T.x + U.y * T.y + U.z * T.z))
  const ricochetAngle = Math.PI / 2 - Math.acos(cos)
  const perp = Math.sin(ricochetAngle)
  return {
    hit: true,
    distance: ds,
    frames: ds / speed,
    center,
    contact: {
      x: center.x + T.x * ballRadius,
      y: center.y + T.y * ballRadius,
      z: center.z + T.z * ballRadius,
    },
    ricochetAngle,
    velocity: {
      x: (U.x - 2 * perp * T.x) * speed,
      y: (U.y - 2 * perp * T.y) * speed,
      z: (U.z - 2 * perp * T.z) * speed,
    },
  }
}

/**
 * ERRATUM, source 001's text (Chapter 9), found while checking it: the distances to the hit
 * as its prose writes them, sq = √(4C² + 4G) and ds = (−4C ∓ sq)/2, where C = m·U is the
 * closest-approach distance (its C2 + C4 + C6) and G = |m|² − R² (its C1 + C3 + C5 − R2).
 * The equation ds² − 2C·ds + G = 0 has ds = (2C ∓ √(4C² − 4G))/2, which its C code does use.
 * Counterexample: C = 8/√3, G = 16 (ball 1 and sphere 3 of the article's own start, target
 * and centre): the text gives −15.35 and −3.13, no non-negative distance, so no hit; the
 * truth is 4/√3 ≈ 2.309 and 12/√3 ≈ 6.928.
 * Returns both pairs, ascending; `correct` is null when the path misses (4C² < 4G).
 */
export function sphereDistancesAsWritten(
  C: number,
  G: number,
): { asWritten: [number, number]; correct: [number, number] | null } {
  finite(C, 'C')
  finite(G, 'G')
  const sqWritten = Math.sqrt(Math.max(0, 4 * C * C + 4 * G))
  const disc = 4 * C * C - 4 * G
  const sq = Math.sqrt(Math.max(0, disc))
  return {
    asWritten: [(-4 * C - sqWritten) / 2, (-4 * C + sqWritten) / 2],
    correct: disc < 0 ? null : [(2 * C - sq) / 2, (2 * C + sq) / 2],
  }
}

/**
 * ERRATUM, source 004's text (Chapter 5): it describes the unit tangent as the normal
 * "flipped" (x and y swapped) with y made negative, (n.y, −n.x), while its code builds
 * (−n.y, n.x): swapped with x made negative. Both are perpendicular unit vectors, but the
 * text's points the other way (a quarter turn clockwise). The bounce comes out the same,
 * since the tangent part (v·t)t does not change when t does to −t; only the sign of the
 * tangent component differs. n = (1, 0): text (0, −1), code (0, 1).
 */
export function tangentAsWritten(n: Vec2): Vec2 {
  finiteVec2(n, 'n')
  if (n.x === 0 && n.y === 0)
    throw new RangeError('n must be a non-zero vector: a zero normal has no tangent')
  return { x: n.y, y: -n.x }
}
