// A circle moving in a straight line over one frame (Chapter 3), and the check every function
// taking one makes: a leaf file, so that toi.ts, segment.ts, broadphase.ts and exact/swept.ts can
// share the type without importing one another.
import { finiteVec2, nonNegative } from './validate'
import type { Vec2 } from './vec2'

/** A circle moving in a straight line over one frame: centre p at t = 0, displacement d, p + d at t = 1. */
export interface MovingCircle {
  readonly p: Vec2
  readonly d: Vec2
  readonly r: number
}

/** Throws a RangeError naming the bad field unless `c` is a valid moving circle. */
export function checkMovingCircle(c: MovingCircle, name: string): MovingCircle {
  if (c === null || typeof c !== 'object') throw new RangeError(`${name} must be a moving circle {p, d, r}`)
  finiteVec2(c.p, `${name}.p`)
  finiteVec2(c.d, `${name}.d`)
  nonNegative(c.r, `${name}.r`)
  return c
}
