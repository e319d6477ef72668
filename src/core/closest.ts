// The point of a segment closest to a given point, and how far it is: whether a ball overlaps a
// wall, a polygon's edge or a path (Chapters 7 and 8). The one home of this geometry.
import { unitScale } from './scale'
import { finiteVec2 } from './validate'
import type { Vec2 } from './vec2'

/** Where segment a → b comes closest to a point. */
export interface ClosestOnSegment {
  /** a + t(b − a), t in [0, 1]: 0 at a (and for a zero-length segment), 1 at b */
  readonly t: number
  readonly point: Vec2
  readonly distance: number
}

/**
 * The point of segment a → b closest to p, its parameter t and its distance from p. A
 * zero-length segment is the point a (t = 0), not an error: a ball's path over a step in which
 * it did not move is one. Inside the segment the distance is |(p − a) × (b − a)| / |b − a|, the
 * height of p over the line, which does not cancel as |p − closest| does when p lies far along
 * the segment. Extreme coordinates are rescaled by a power of two first (scale.ts), so squares
 * cannot overflow or underflow.
 */
export function closestOnSegment(p: Vec2, a: Vec2, b: Vec2): ClosestOnSegment {
  finiteVec2(p, 'p')
  finiteVec2(a, 'a')
  finiteVec2(b, 'b')
  // Math.max of the six, not largestMagnitude(...): its rest parameter allocates an array on every
  // call, and a frame stepper's wall tests make tens of calls a step (the call took about 1.5x as long).
  const k = unitScale(
    Math.max(Math.abs(p.x), Math.abs(p.y), Math.abs(a.x), Math.abs(a.y), Math.abs(b.x), Math.abs(b.y)),
  )
  const wx = p.x * k - a.x * k
  const wy = p.y * k - a.y * k
  const dx = b.x * k - a.x * k
  const dy = b.y * k - a.y * k
  // The segment's direction brought near length 1 by a power of two of its own, s: a segment far
  // shorter than the distance to p (or subnormal) would otherwise lose its digits in the products.
  const s = unitScale(Math.max(Math.abs(dx), Math.abs(dy)))
  const ex = dx * s
  const ey = dy * s
  const along = wx * ex + wy * ey
  const len2 = ex * ex + ey * ey
  // A zero-length segment has along = 0. Beyond b when w·d ≥ d·d, that is s(w·e) ≥ e·e.
  if (!(along > 0)) return { t: 0, point: a, distance: Math.hypot(wx, wy) / k }
  if (along * s >= len2)
    return { t: 1, point: b, distance: Math.hypot(p.x * k - b.x * k, p.y * k - b.y * k) / k }
  const t = (along / len2) * s
  const point = { x: (a.x * k + t * dx) / k, y: (a.y * k + t * dy) / k }
  return { t, point, distance: Math.abs(wx * ey - wy * ex) / Math.sqrt(len2) / k }
}

/** How far p is from segment a → b (closestOnSegment's distance). */
export const distanceToSegment = (p: Vec2, a: Vec2, b: Vec2): number => closestOnSegment(p, a, b).distance
