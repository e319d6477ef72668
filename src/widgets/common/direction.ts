// Directions and velocities of the figures of chapters 4 and 5: a normal that only says which way,
// and a velocity whose length is capped so its arrow stays on the stage whichever way the picture
// is turned. Pure: the models hand in pointer or keyboard targets and links, and get back values
// that are finite, on the 1/1000 grid and within bounds.
import { type Vec2, length, scale } from '../../core'
import { snapPoint } from './twoBalls'

/** Shorter than this, a dragged or linked direction is too close to the zero vector to point anywhere. */
const SHORTEST = 0.05

/**
 * The unit vector along p on the 1/1000 grid (its length then differs from 1 by less than 1e-3,
 * so users normalise it again). A direction that is not finite or too short gives the fallback.
 */
export function snapDirection(p: Vec2, fallback: Vec2): Vec2 {
  const len = length(p)
  if (!Number.isFinite(len) || len < SHORTEST) return fallback
  return snapPoint(scale(p, 1 / len))
}

/** v on the 1/1000 grid with its length at most `max`; a v that is not finite gives the fallback. */
export function capLength(v: Vec2, max: number, fallback: Vec2): Vec2 {
  const len = length(v)
  if (!Number.isFinite(len)) return fallback
  return snapPoint(len > max ? scale(v, max / len) : v)
}

/**
 * The line through the origin along `dir`, from edge to edge of the box [−hx, hx] × [−hy, hy]
 * (a stage centred on the origin): the stage draws what it is given, even past its own edge.
 */
export function lineAcross(dir: Vec2, hx: number, hy: number): [Vec2, Vec2] {
  const reach = Math.min(
    dir.x === 0 ? Number.POSITIVE_INFINITY : hx / Math.abs(dir.x),
    dir.y === 0 ? Number.POSITIVE_INFINITY : hy / Math.abs(dir.y),
  )
  return [scale(dir, -reach), scale(dir, reach)]
}
