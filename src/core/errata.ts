// ERRATA: formulas and numbers exactly as the source articles print them, WRONG ON PURPOSE.
// Chapters put each one beside the correct core function as a live counterexample; nothing
// else should call them, which is why src/core/index.ts does not re-export this module (import
// it as '…/core/errata'). Every entry says what is wrong and gives a counterexample; the list
// of errata, with the book's corrections and the tests that check them, is docs/errata.md.
// Wrong on purpose does not mean NaN: where a printed formula would only overflow, it runs on
// input rescaled by an exact power of two (Chapter 11, scale.ts), which leaves every ordinary
// result as printed; where the printed formula itself degenerates (0/0), the entry returns a
// named degenerate result instead, documented with it.
import { type Box, checkBox } from './broadphase'
import { largestMagnitude, unitScale } from './scale'
import type { SphereHit } from './sphere'
import { finite, finiteVec2, finiteVec3, mass, nonNegative, unitInterval } from './validate'
import type { Vec2 } from './vec2'
import type { Vec3 } from './vec3'

/**
 * WEAK IN FLOATS, source 000 §3 (Chapter 4): the law of cosines exactly as printed,
 *   A = acos((a² − b² − c²) / (−2bc)),
 * with no guard. The algebra is right; the arithmetic is not. With sides that are themselves
 * rounded square roots, the quotient of a flat or nearly flat triangle can round past ±1: p1 =
 * (0, 0), v = (0.351, 0.189), p2 = (0.949, 0.511) lie on one line (0.351·0.511 = 0.189·0.949),
 * the sides are a = 0.679…, b = 0.398…, c = 1.077…, and the quotient comes out
 * 1.0000000000000002, where acos is NaN.
 * So the entry returns the quotient as printed in `cosA` and the angle only when acos has one
 * (`A: null` otherwise); `lawOfCosinesAngle` rearranges and clamps instead, and `collisionAngle`
 * avoids the cosine altogether. Near A = 0 a quotient off by one rounding (2.2e-16) still moves
 * the angle by √(4.4e-16) ≈ 2e-8 rad, so the printed route keeps only about half the digits.
 * b = 0 or c = 0 makes −2bc = 0: the same RangeError as `lawOfCosinesAngle` (erratum §3 in
 * docs/errata.md: a resting ball has b = |v| = 0, whatever the radii).
 */
export function lawOfCosinesAsPrinted(a: number, b: number, c: number): { cosA: number; A: number | null } {
  nonNegative(a, 'a')
  nonNegative(b, 'b')
  nonNegative(c, 'c')
  if (b === 0) throw new RangeError('b must be > 0: −2bc = 0, and the printed quotient divides by it')
  if (c === 0) throw new RangeError('c must be > 0: −2bc = 0, and the printed quotient divides by it')
  const k = unitScale(largestMagnitude(a, b, c))
  const [ka, kb, kc] = [a * k, b * k, c * k]
  const cosA = (ka * ka - kb * kb - kc * kc) / (-2 * kb * kc)
  return { cosA, A: Math.abs(cosA) <= 1 ? Math.acos(cosA) : null }
}

/**
 * ERRATUM, source 000 §5 (Chapter 6): the 1D exchange as printed,
 *   vf1 = ((m1 − m2)·u1 + (1 + e1e2)·m2·u2)/(m1 + m2)
 *   vf2 = ((1 + e1e2)·m1·u1 + (m2 − m1)·u2)/(m1 + m2),
 * here with e standing for the product e1·e2. It is right only for e = 1: the restitution
 * has to scale the relative velocity u1 − u2, but here it scales the other ball's velocity.
 * Multiplying out, momentum after = momentum before − (1 − e)·m1·m2·(u1 + u2)/(m1 + m2): lost
 * or made from nothing whenever e < 1 (its vi1, vi2 are both measured along the same line of
 * centres), by an amount that even depends on the frame of reference, and that vanishes not
 * only at e = 1 but also whenever u1 = −u2, where the printed velocities are still wrong. u1 = 5, u2 = −1, m1 = 1, m2 = 3, e = 1/2 gives vf1 = −3.625, vf2 = 1.375,
 * momentum 2 before and 1/2 after (exchange1D gives −1.75 and 1.25, momentum 2).
 * The formula is unchanged when both masses, or both velocities, are scaled by one factor, so
 * each pair is rescaled by a power of two: (m1 − m2)·u1 and m2·u2 cannot overflow into ∞ − ∞.
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
  const km = unitScale(Math.max(m1, m2))
  const kv = unitScale(largestMagnitude(u1, u2))
  const [n1, n2, v1, v2] = [m1 * km, m2 * km, u1 * kv, u2 * kv]
  const M = n1 + n2
  return [((n1 - n2) * v1 + (1 + e) * n2 * v2) / M / kv, ((1 + e) * n1 * v1 + (n2 - n1) * v2) / M / kv]
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
 * Null when Det(A) = 0, as printed, and also when Det(A) is so small beside the numerators that
 * s or t is beyond the largest double: those lines are parallel as far as doubles can tell.
 * Coordinates are rescaled by a power of two first, which leaves s and t unchanged.
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
  const k = unitScale(largestMagnitude(p0.x, p0.y, p1.x, p1.y, p2.x, p2.y, p3.x, p3.y))
  const q0 = { x: p0.x * k, y: p0.y * k }
  const q2 = { x: p2.x * k, y: p2.y * k }
  const s1 = { x: p1.x * k - q0.x, y: p1.y * k - q0.y }
  const s2 = { x: p3.x * k, y: p3.y * k } // the slip: should be p3 − p2
  const det = -s2.x * s1.y + s1.x * s2.y
  if (det === 0) return null
  const s = (-s1.y * (q0.x - q2.x) + s1.x * (q0.y - q2.y)) / det
  const t = (s2.x * (q0.y - q2.y) - s2.y * (q0.x - q2.x)) / det
  if (!(Number.isFinite(s) && Number.isFinite(t))) return null
  return { s, t, point: { x: (q0.x + s * s1.x) / k, y: (q0.y + s * s1.y) / k } }
}

/** What ballHitsSphereAsPrinted returns: the printed code's answer, or its one degenerate case. */
export type SphereAnswerAsPrinted =
  | { readonly hit: false }
  | SphereHit
  | {
      readonly hit: true
      /**
       * The printed arithmetic put the ball's centre at the hit on the sphere's centre (as the
       * code sees it), so its normal T = (sphere − centre)/|sphere − centre| is 0/0: no
       * contact point, ricochet angle or bounce. The printed C code returns NaN for them.
       */
      readonly degenerate: 'hit-at-sphere-centre'
      readonly distance: number
      readonly frames: number
      readonly center: Vec3
    }

/**
 * ERRATUM, source 001's C code (Chapter 9): the line meant to read the sphere's centre x
 * assigns it to sz (which `sz = center.z` overwrites two lines later, after `sy = center.y`), so sx keeps the value a
 * C global starts with, 0, on every call; and the starts-inside test measures x as
 * sz − bx1. Everything else follows the printed algorithm (its float type aside). So the
 * code sees a sphere at (0, sy, sz), and tests "inside" against (sz, sy, sz).
 * Counterexample: a ball of radius 1 at the origin moving toward (1, 0, 0), sphere of
 * radius 1 at (10, 0, 0): ballHitsSphere hits at distance 8; this code says no hit, because
 * the ball "starts inside" a sphere it takes to be at the origin.
 *
 * Its expanded squares C1 + C3 + C5 − (C2 + C4 + C6)² cancel: at start (0, 1e8, 0) toward the
 * origin, radii 1 and 0 and a sphere at the origin, R² = 1 is lost beside 1e16, the distance
 * comes out 1e8 instead of 1e8 − 1, and the hit centre lands on the sphere's centre. That, and
 * any hit whose distance is lost in rounding (a ball starting at the sphere's centre), has no
 * normal: the result then says degenerate 'hit-at-sphere-centre' instead of NaN.
 * Two guards are ours, against NaN only: the code clamps the cosine only above 1, and its
 * √(4C² − 4(G − R²)) can round a hair below 0 on a grazing path that its own test just found
 * within R; both are clamped. Coordinates and radii are rescaled by an exact power of two
 * (sphereCenter.x plays no part: the code never reads it), so no square overflows; every
 * ordinary input gives the printed arithmetic bit for bit. Start and toward too close to tell
 * apart after the rescale are no hit, like equal ones in the code.
 */
export function ballHitsSphereAsPrinted(
  start: Vec3,
  toward: Vec3,
  ballRadius: number,
  speed: number,
  sphereCenter: Vec3,
  sphereRadius: number,
): SphereAnswerAsPrinted {
  finiteVec3(start, 'start')
  finiteVec3(toward, 'toward')
  finite(ballRadius, 'ballRadius')
  finite(speed, 'speed')
  finiteVec3(sphereCenter, 'sphereCenter')
  finite(sphereRadius, 'sphereRadius')
  const miss = { hit: false } as const
  if (!(speed > 0) || !(ballRadius + sphereRadius > 0)) return miss
  const k = unitScale(
    largestMagnitude(
      ...[start, toward].flatMap((v) => [v.x, v.y, v.z]),
      sphereCenter.y,
      sphereCenter.z,
      ballRadius,
      sphereRadius,
    ),
  )
  const sx = 0 // the typo: never assigned
  const [sy, sz] = [sphereCenter.y * k, sphereCenter.z * k]
  const [bx, by, bz] = [start.x * k, start.y * k, start.z * k]
  const br = ballRadius * k
  const r = br + sphereRadius * k
  const R2 = r * r
  const X = toward.x * k - bx
  const Y = toward.y * k - by
  const Z = toward.z * k - bz
  const len = Math.hypot(X, Y, Z)
  if (!(len > 0)) return miss // the code's test for toward = start
  const ix = sz - bx // the second slip: sz where sx belongs
  const iy = sy - by
  const iz = sz - bz
  if (ix * ix + iy * iy + iz * iz < R2) return miss
  const U = { x: X / len, y: Y / len, z: Z / len }
  // The expanded squares and dot products of the printed derivation, C1 … C6.
  const C1 = sx * sx - 2 * sx * bx + bx * bx
  const C3 = sy * sy - 2 * sy * by + by * by
  const C5 = sz * sz - 2 * sz * bz + bz * bz
  const C246 = sx * U.x - bx * U.x + (sy * U.y - by * U.y) + (sz * U.z - bz * U.z)
  let ds = C246
  if (ds < 0) return miss
  if (C1 + C3 + C5 - C246 * C246 > R2) return miss
  const sq = Math.sqrt(Math.max(0, 4 * C246 * C246 - 4 * (C1 + C3 + C5 - R2)))
  const ds1 = (2 * C246 - sq) / 2
  const ds2 = (2 * C246 + sq) / 2
  if (ds1 < ds) ds = ds1
  if (ds < 0) ds = ds2
  const hx = bx + U.x * ds
  const hy = by + U.y * ds
  const hz = bz + U.z * ds
  const distance = ds / k
  const center = { x: hx / k, y: hy / k, z: hz / k }
  const tx = sx - hx
  const ty = sy - hy
  const tz = sz - hz
  const tLen = Math.hypot(tx, ty, tz)
  if (tLen === 0)
    return { hit: true, degenerate: 'hit-at-sphere-centre', distance, frames: distance / speed, center }
  const T = { x: tx / tLen, y: ty / tLen, z: tz / tLen }
  const cos = Math.max(-1, Math.min(1, U.x * T.x + U.y * T.y + U.z * T.z))
  const ricochetAngle = Math.PI / 2 - Math.acos(cos)
  const perp = Math.sin(ricochetAngle)
  return {
    hit: true,
    distance,
    frames: distance / speed,
    center,
    contact: { x: (hx + T.x * br) / k, y: (hy + T.y * br) / k, z: (hz + T.z * br) / k },
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
 * Counterexample: C = 8/√3, G = 16 (the article's own start, target and centre, with the book's
 * radii 1 and 3; the article's own radii, 4 and 4, start the ball inside): the text gives −15.35 and −3.13, no non-negative distance, so no hit; the
 * truth is 4/√3 ≈ 2.309 and 12/√3 ≈ 6.928.
 * Its general rule is wrong before its instance: it prints the roots of aX² + bX + c = 0 as
 * (−2b ∓ √(b² + 4ac))/2a, where (−b ∓ √(b² − 4ac))/2a belongs. Applied to a = 1, b = −2C, c = G it
 * gives (4C ∓ √(4C² + 4G))/2 (`byItsRule`): for the example above 3.13 and 15.35, a hit at the
 * wrong distance (the instance then writes −4C where even its rule says 4C).
 * Returns the pairs ascending; `correct` is null when the path misses (4C² < 4G), `byItsRule`
 * when 4C² + 4G < 0 (no real root even by the printed rule).
 * C is a length and G a squared one: they are rescaled as such (C·k, G·k²) by a power of two,
 * so 4C² cannot overflow into ∞ − ∞, and the distances are scaled back by 1/k.
 */
export function sphereDistancesAsWritten(
  C: number,
  G: number,
): { asWritten: [number, number]; byItsRule: [number, number] | null; correct: [number, number] | null } {
  finite(C, 'C')
  finite(G, 'G')
  const k = unitScale(Math.max(Math.abs(C), Math.sqrt(Math.abs(G))))
  const c = C * k
  const g = G * k * k
  const sqWritten = Math.sqrt(Math.max(0, 4 * c * c + 4 * g))
  const disc = 4 * c * c - 4 * g
  const sq = Math.sqrt(Math.max(0, disc))
  const discWritten = 4 * c * c + 4 * g
  return {
    asWritten: [(-4 * c - sqWritten) / 2 / k, (-4 * c + sqWritten) / 2 / k],
    byItsRule: discWritten < 0 ? null : [(4 * c - sqWritten) / 2 / k, (4 * c + sqWritten) / 2 / k],
    correct: disc < 0 ? null : [(2 * c - sq) / 2 / k, (2 * c + sq) / 2 / k],
  }
}

/**
 * ERRATUM, source 001's text, step 17 (Chapter 9): it splits the unit direction U at the hit
 * into "Uperp = U sin(ricochet angle)" and Upara = U − Uperp, and bounces with U − 2·Uperp.
 * The part perpendicular to the tangent plane lies along the unit normal T (from the hit
 * point to the sphere's centre), not along U: Uperp = sin(ricochet angle)·T, which is what
 * its C code computes (perp_mag·Tx, …). sin(ricochet angle) = cos(angle between U and T) = U·T.
 * As written, U − 2(U·T)U is parallel to U: the ball turns straight back, or keeps going, and
 * its speed changes by the factor |1 − 2 U·T|. Counterexample: U = (3, 4, 0)/5, T = (0, 1, 0):
 * written (−9, −12, 0)/25 (length 3/5, back along the path), correct (3, −4, 0)/5.
 * Only a head-on hit (U = T) gives the right answer, −U.
 * U and T only give directions: both are made unit first (after a power-of-two rescale, so
 * huge components cannot overflow), and a zero vector throws a RangeError naming it.
 */
export function ricochetDirectionAsWritten(U: Vec3, T: Vec3): Vec3 {
  finiteVec3(U, 'U')
  finiteVec3(T, 'T')
  const u = unit3(U, 'U')
  const t = unit3(T, 'T')
  const s = u.x * t.x + u.y * t.y + u.z * t.z
  return { x: u.x - 2 * s * u.x, y: u.y - 2 * s * u.y, z: u.z - 2 * s * u.z }
}

/**
 * ERRATUM, source 001's text, "convert back to Ball and Sphere" (Chapter 9): the point where ball
 * and sphere touch is found by adding "the ball's radius times Unit vector of line" to the ball's
 * centre at the hit. The unit vector that reaches the sphere from there is T, toward the sphere's
 * centre (its own formula below the sentence, and its code, use Tx), not the path's U.
 * Counterexample: the book's worked example, centre at the hit (4/3, 4/3, 4/3), U = (1, 1, 1)/√3,
 * ball radius 1: written (4/3 + 1/√3, …) ≈ (1.911, 1.911, 1.911), √(12.38…) ≈ 3.52 from the
 * sphere's centre (4, 4, 0) where its radius is 3; the contact is (2, 2, 1).
 * U only gives a direction: it is made unit first (a zero U throws a RangeError naming it), and
 * everything is rescaled by a power of two, so no sum overflows.
 */
export function contactPointAsWritten(center: Vec3, U: Vec3, ballRadius: number): Vec3 {
  finiteVec3(center, 'center')
  finiteVec3(U, 'U')
  nonNegative(ballRadius, 'ballRadius')
  const u = unit3(U, 'U')
  const k = unitScale(largestMagnitude(center.x, center.y, center.z, ballRadius))
  const r = ballRadius * k
  return { x: (center.x * k + r * u.x) / k, y: (center.y * k + r * u.y) / k, z: (center.z * k + r * u.z) / k }
}

/**
 * ERRATUM, source 001's text, step 19 (Chapter 9): "V = Xt + Yt + Zt + U*n" adds the ball's
 * centre at the hit (Xt, Yt, Zt) into the new velocity. The velocity is U·n alone, the new unit
 * direction times the speed, as its code computes (new_v = (U − 2·Uperp)·n); the sum is the
 * point one frame past the hit, which depends on where the hit is. Counterexample: the book's
 * worked example, centre at the hit (4/3, 4/3, 4/3), new direction (−1, −1, 5)/(3√3), speed 3:
 * written ≈ (0.756, 0.756, 4.220), velocity ≈ (−0.577, −0.577, 2.887).
 * The direction is made unit first (a zero one throws a RangeError naming it); the sum is
 * rescaled by a power of two, so it cannot overflow.
 */
export function newVelocityAsWritten(center: Vec3, direction: Vec3, speed: number): Vec3 {
  finiteVec3(center, 'center')
  finiteVec3(direction, 'direction')
  finite(speed, 'speed')
  const u = unit3(direction, 'direction')
  const k = unitScale(largestMagnitude(center.x, center.y, center.z, speed))
  const n = speed * k
  return { x: (center.x * k + u.x * n) / k, y: (center.y * k + u.y * n) / k, z: (center.z * k + u.z * n) / k }
}

function unit3(v: Vec3, name: string): Vec3 {
  const k = unitScale(largestMagnitude(v.x, v.y, v.z))
  const [x, y, z] = [v.x * k, v.y * k, v.z * k]
  const len = Math.hypot(x, y, z)
  if (!(len > 0)) throw new RangeError(`${name} must be a non-zero vector: it gives a direction`)
  return { x: x / len, y: y / len, z: z / len }
}

/**
 * ERRATUM, source 000 §6 (Chapter 5): ball 1's new speed along the line of centres put back into
 * its velocity, as printed:
 *   angle = atan2(dcy, dcx); odx = cos(angle)·vi; ndx = cos(angle)·vf1;
 *   dx += odx − ndx;  // signs look reversed but are correct
 * (and the same for y with sin). vi and vf1 are ball 1's speeds along the line "toward Ball 2"
 * (§4), before and after. Taking the old part off and putting the new one on is
 * dx += ndx − odx: the printed signs are right only if dc points from ball 2 to ball 1, against
 * §4's direction, which the article never says. With dc = p2 − p1 every change goes the wrong
 * way. Counterexample: a head-on hit of equal masses at e = 1, v = (1, 0), dc = (1, 0), vi = 1,
 * vf1 = 0: the printed lines give (2, 0), the ball speeding on, where it stops dead, (0, 0).
 * Everything is linear in the speeds: they are rescaled by a power of two, so nothing overflows.
 */
export function velocityBackAsPrinted(v: Vec2, dc: Vec2, vi: number, vf: number): Vec2 {
  finiteVec2(v, 'v')
  finiteVec2(dc, 'dc')
  finite(vi, 'vi')
  finite(vf, 'vf')
  const k = unitScale(largestMagnitude(v.x, v.y, vi, vf))
  const angle = Math.atan2(dc.y, dc.x)
  const [cosa, sina] = [Math.cos(angle), Math.sin(angle)]
  const [odx, ody] = [cosa * vi * k, sina * vi * k]
  const [ndx, ndy] = [cosa * vf * k, sina * vf * k]
  return { x: (v.x * k + (odx - ndx)) / k, y: (v.y * k + (ody - ndy)) / k }
}

/**
 * ERRATUM, source 004, step 7 "add the components back together" (Chapter 5): its example says
 * that "5 to the left and 10 up" becomes "14 diagonally". Perpendicular parts add like the sides
 * of a right triangle: the length is √(5² + 10²) = √125 ≈ 11.18, not 14 (= 5 + 10 − 1, or
 * √196). The correct length is Math.hypot(normal, tangent).
 */
export const RECOMBINED_EXAMPLE_AS_PRINTED = { left: 5, up: 10, diagonal: 14 } as const

/**
 * WEAK, source 003 "Simple x,y Bounce Physics" (Chapter 7): the axis bounce as printed,
 *   if (x >= EAST_EDGE || x <= WEST_EDGE) xv = -xv;  (and the same for y),
 * here for a ball of radius r, so a side counts as reached when the rim touches it. It flips
 * whenever the ball is at or past a side, whichever way it is moving. A ball that starts a
 * frame inside and keeps its speed never notices: it overshoots by less than one frame's move,
 * and the flip brings it back to where it was. A ball more than one move past a side (placed
 * there, or slowed down, or left outside when the table shrank) is flipped back in, is still
 * outside after the move, is flipped out again, and so on: it sticks outside, shuffling along
 * the cushion. Counterexample: box [0, 10] × [0, 5], r = 0.35, p = (10.9, 2.5), v = (−0.25, 0.15):
 * flipped out to x = 11.15, back to 10.9, out again, forever. `axisBounce` turns only a
 * velocity that points out through the side, so the same ball walks back in.
 */
export function axisBounceAsPrinted(
  p: Vec2,
  v: Vec2,
  r: number,
  box: Box,
): { v: Vec2; bouncedX: boolean; bouncedY: boolean } {
  finiteVec2(p, 'p')
  finiteVec2(v, 'v')
  nonNegative(r, 'r')
  checkBox(box, 'box')
  const bouncedX = p.x + r >= box.max.x || p.x - r <= box.min.x
  const bouncedY = p.y + r >= box.max.y || p.y - r <= box.min.y
  return { v: { x: bouncedX ? -v.x : v.x, y: bouncedY ? -v.y : v.y }, bouncedX, bouncedY }
}
