// Bouncing off a wall: reflection off any line (Chapter 7, source 003) and the axis bounce.
import { type Box, checkBox } from './broadphase'
import { largestMagnitude, unitDirection, unitScale } from './scale'
import { finiteVec2, nonNegative } from './validate'
import type { Vec2 } from './vec2'

/**
 * The pieces of the reflection construction of Chapter 7: n̂ the unit normal, N = (−I·n̂)n̂
 * the projection of −I onto it, and F = 2N + I the reflected vector. n need not be unit and
 * may point to either side of the wall; a zero n throws.
 */
export function reflectParts(I: Vec2, n: Vec2): { unitNormal: Vec2; N: Vec2; F: Vec2 } {
  finiteVec2(I, 'I')
  finiteVec2(n, 'n')
  const unitNormal = unitDirection({ x: 0, y: 0 }, n, 'n')
  // Rescaled so I·n̂ and 2N cannot overflow; reflection is linear in I.
  const k = unitScale(largestMagnitude(I.x, I.y))
  const Ix = I.x * k
  const Iy = I.y * k
  const along = -(Ix * unitNormal.x + Iy * unitNormal.y)
  const Nx = along * unitNormal.x
  const Ny = along * unitNormal.y
  return {
    unitNormal,
    N: { x: Nx / k, y: Ny / k },
    F: { x: (2 * Nx + Ix) / k, y: (2 * Ny + Iy) / k },
  }
}

/** I reflected off a wall with normal n: F = 2N + I, N = (−I·n̂)n̂ (Chapter 7). |F| = |I|. */
export function reflect(I: Vec2, n: Vec2): Vec2 {
  return reflectParts(I, n).F
}

/**
 * The axis bounce of Chapter 7 for a ball of radius r inside an axis-aligned box: a ball
 * touching or past the left or right side and still moving outward has its x velocity
 * negated, likewise y for the bottom and top. Source 003 negates whenever the ball is at or
 * past a side, whichever way it moves; a ball that ends a frame past the wall then flips back
 * and forth and stays stuck there, so this version only turns velocities that point out.
 */
export function axisBounce(
  p: Vec2,
  v: Vec2,
  r: number,
  box: Box,
): { v: Vec2; bouncedX: boolean; bouncedY: boolean } {
  finiteVec2(p, 'p')
  finiteVec2(v, 'v')
  nonNegative(r, 'r')
  checkBox(box, 'box')
  const bouncedX = (p.x - r <= box.min.x && v.x < 0) || (p.x + r >= box.max.x && v.x > 0)
  const bouncedY = (p.y - r <= box.min.y && v.y < 0) || (p.y + r >= box.max.y && v.y > 0)
  return { v: { x: bouncedX ? -v.x : v.x, y: bouncedY ? -v.y : v.y }, bouncedX, bouncedY }
}
