// A moving ball meets a stationary sphere (Chapter 9, source 001).
import { largestMagnitude, unitScale } from './scale'
import { finite, finiteVec3, nonNegative } from './validate'
import type { Vec3 } from './vec3'

export type SphereMiss = {
  readonly hit: false
  readonly reason: 'invalid-input' | 'starts-inside' | 'moving-away' | 'misses'
}
export type SphereHit = {
  readonly hit: true
  /** How far the ball's centre travels before the surfaces touch. */
  readonly distance: number
  /** distance / speed. */
  readonly frames: number
  /** The ball's centre at the hit. */
  readonly center: Vec3
  /** Where the two surfaces touch. */
  readonly contact: Vec3
  /** Angle between the path and the tangent plane at the contact, radians in [0, π/2]. */
  readonly ricochetAngle: number
  /** The reflected velocity, of magnitude speed. */
  readonly velocity: Vec3
}

/**
 * A ball of radius ballRadius starts at `start` and moves toward `toward` (and on past it)
 * at `speed` units per frame. Does it hit the sphere, and how does it bounce (Chapter 9)?
 *
 * Growing the sphere by the ball's radius, R = sphereRadius + ballRadius, turns the ball into
 * a point on the ray start + s·U (U the unit direction). With m = sphereCenter − start, the
 * closest approach is at s* = m·U and its squared distance is |m × U|² (the cross product:
 * no cancelling |m|² − s*²). It hits when s* > 0 and |m × U|² <= R², first at the smaller
 * root of s² − 2s*·s + (|m|² − R²) = 0, taken as (|m|² − R²)/(s* + √(R² − |m × U|²)) so
 * nothing cancels. A path that only grazes the sphere is a hit. A ball touching the sphere
 * at the start is a hit at distance 0 if it moves in, 'moving-away' otherwise.
 *
 * Finite but degenerate input (speed <= 0, toward = start, radii summing to 0) gives
 * 'invalid-input'; NaN, Infinity or a negative radius throws.
 */
export function ballHitsSphere(
  start: Vec3,
  toward: Vec3,
  ballRadius: number,
  speed: number,
  sphereCenter: Vec3,
  sphereRadius: number,
): SphereHit | SphereMiss {
  finiteVec3(start, 'start')
  finiteVec3(toward, 'toward')
  nonNegative(ballRadius, 'ballRadius')
  finite(speed, 'speed')
  finiteVec3(sphereCenter, 'sphereCenter')
  nonNegative(sphereRadius, 'sphereRadius')
  const invalid: SphereMiss = { hit: false, reason: 'invalid-input' }
  if (!(speed > 0) || ballRadius + sphereRadius === 0) return invalid
  if (start.x === toward.x && start.y === toward.y && start.z === toward.z) return invalid

  // Exact power-of-two rescale (Chapter 11) so no square overflows; lengths scale back below.
  const k = unitScale(
    largestMagnitude(
      ...[start, toward, sphereCenter].flatMap((v) => [v.x, v.y, v.z]),
      ballRadius,
      sphereRadius,
    ),
  )
  const R = ballRadius * k + sphereRadius * k
  const br = ballRadius * k
  const sx = start.x * k
  const sy = start.y * k
  const sz = start.z * k
  const ux0 = toward.x * k - sx
  const uy0 = toward.y * k - sy
  const uz0 = toward.z * k - sz
  const u = unit3(ux0, uy0, uz0)
  if (!u) return invalid // toward and start differ by less than the rescale can keep
  const [ux, uy, uz] = u
  const mx = sphereCenter.x * k - sx
  const my = sphereCenter.y * k - sy
  const mz = sphereCenter.z * k - sz

  const startGap = mx * mx + my * my + mz * mz - R * R // |m|² − R²
  if (startGap < 0) return { hit: false, reason: 'starts-inside' }
  const closest = mx * ux + my * uy + mz * uz // s*
  if (closest <= 0) return { hit: false, reason: 'moving-away' }
  const cx = my * uz - mz * uy
  const cy = mz * ux - mx * uz
  const cz = mx * uy - my * ux
  const missBy = cx * cx + cy * cy + cz * cz // |m × U|², the squared closest distance
  if (missBy > R * R) return { hit: false, reason: 'misses' }
  const s = startGap / (closest + Math.sqrt((R - Math.sqrt(missBy)) * (R + Math.sqrt(missBy))))

  const hx = sx + s * ux
  const hy = sy + s * uy
  const hz = sz + s * uz
  // T, the unit normal from the ball's centre toward the sphere's.
  const tx0 = sphereCenter.x * k - hx
  const ty0 = sphereCenter.y * k - hy
  const tz0 = sphereCenter.z * k - hz
  // |T| is R up to rounding; only an R too small to survive the rescale leaves it 0, and then
  // the hit is head-on.
  const [tx, ty, tz] = unit3(tx0, ty0, tz0) ?? [ux, uy, uz]
  const cosToNormal = Math.min(1, Math.max(0, ux * tx + uy * ty + uz * tz))
  // Angle to the tangent plane = π/2 − angle to the normal; atan2 keeps it accurate near 0.
  const sinRicochet = cosToNormal
  const cosRicochet = Math.hypot(uy * tz - uz * ty, uz * tx - ux * tz, ux * ty - uy * tx)
  const distance = s / k
  return {
    hit: true,
    distance,
    frames: distance / speed,
    center: { x: hx / k, y: hy / k, z: hz / k },
    contact: { x: (hx + br * tx) / k, y: (hy + br * ty) / k, z: (hz + br * tz) / k },
    ricochetAngle: Math.atan2(sinRicochet, cosRicochet),
    velocity: {
      x: speed * (ux - 2 * cosToNormal * tx),
      y: speed * (uy - 2 * cosToNormal * ty),
      z: speed * (uz - 2 * cosToNormal * tz),
    },
  }
}

/**
 * (x, y, z) scaled to length 1, or null for the zero vector. A vector whose components are all
 * near the subnormal range is first scaled up by a power of two (exact): its length would
 * otherwise round on the subnormal grid (a relative error up to 50 %), and the result would not
 * be a unit vector.
 */
function unit3(x: number, y: number, z: number): [number, number, number] | null {
  const k = unitScale(largestMagnitude(x, y, z))
  const len = Math.hypot(x * k, y * k, z * k)
  return len > 0 ? [(x * k) / len, (y * k) / len, (z * k) / len] : null
}
