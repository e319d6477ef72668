// Checks createStickWorld's options at the boundary, so bad input fails with the field's name
// instead of turning into NaN in the contact search.
import { closestOnSegment } from '../closest'
import { finite, finiteVec2, unitInterval } from '../validate'
import type { Vec2 } from '../vec2'
import type { Ball, StickOptions } from './types'

/** Most balls: the contact search looks at every pair (gap.ts), so the world is for small scenes. */
export const MAX_STICK_BALLS = 64
/** Coordinates, speeds and radii stay within this, masses within [1/MASS_RANGE, MASS_RANGE]: every product the search forms stays finite. */
export const STICK_RANGE = 1e9
export const MASS_RANGE = 1e9
/** Relative overlap tolerated at the start, so balls placed touching by float arithmetic are accepted. */
const START_OVERLAP = 1e-9

export interface StickInput {
  balls: readonly Ball[]
  walls: [Vec2, Vec2][]
  box: { min: Vec2; max: Vec2 } | null
  restitution: number
}

const within = (x: number, name: string, range = STICK_RANGE) => {
  finite(x, name)
  if (Math.abs(x) > range) throw new RangeError(`${name} must be within ±${range}, got ${x}`)
}
const vec = (v: Vec2, name: string) => {
  finiteVec2(v, name)
  within(v.x, `${name}.x`)
  within(v.y, `${name}.y`)
}

export function readStickOptions(opts: StickOptions): StickInput {
  if (opts === null || typeof opts !== 'object') throw new RangeError('options must be an object')
  const { balls } = opts
  if (!Array.isArray(balls)) throw new RangeError('balls must be an array')
  if (balls.length < 1 || balls.length > MAX_STICK_BALLS)
    throw new RangeError(`balls must hold 1 to ${MAX_STICK_BALLS} balls, got ${balls.length}`)
  for (let i = 0; i < balls.length; i++) {
    const b = balls[i]
    const name = `balls[${i}]`
    if (b === null || typeof b !== 'object') throw new RangeError(`${name} must be a ball {p, v, r, m}`)
    vec(b.p, `${name}.p`)
    vec(b.v, `${name}.v`)
    within(b.r, `${name}.r`)
    if (!(b.r >= 1 / STICK_RANGE))
      throw new RangeError(`${name}.r must be at least ${1 / STICK_RANGE}, got ${b.r}`)
    // A fixed ball would make a body of infinite mass: sticky contacts need every mass finite.
    finite(b.m, `${name}.m`)
    if (!(b.m >= 1 / MASS_RANGE && b.m <= MASS_RANGE))
      throw new RangeError(`${name}.m must be in [${1 / MASS_RANGE}, ${MASS_RANGE}], got ${b.m}`)
  }
  if (opts.walls !== undefined && !Array.isArray(opts.walls))
    throw new RangeError('walls must be an array of segments [[a, b], …]')
  const walls = (opts.walls ?? []).map((w, k): [Vec2, Vec2] => {
    const name = `walls[${k}]`
    if (!Array.isArray(w) || w.length !== 2) throw new RangeError(`${name} must be two points`)
    vec(w[0], `${name}[0]`)
    vec(w[1], `${name}[1]`)
    if (w[0].x === w[1].x && w[0].y === w[1].y) throw new RangeError(`${name} must have two distinct ends`)
    return [w[0], w[1]]
  })
  let box: StickInput['box'] = null
  if (opts.box !== undefined) {
    if (opts.box === null || typeof opts.box !== 'object')
      throw new RangeError('box must be {min, max}, or left out for no box')
    vec(opts.box.min, 'box.min')
    vec(opts.box.max, 'box.max')
    if (!(opts.box.min.x < opts.box.max.x && opts.box.min.y < opts.box.max.y))
      throw new RangeError('box.min must be below and left of box.max')
    box = opts.box
  }
  const restitution = unitInterval(opts.restitution ?? 1, 'restitution')
  clear(balls, walls, box)
  return { balls, walls, box, restitution }
}

/** Every ball clear of the others, of the walls and inside the box (to START_OVERLAP of its radius). */
function clear(balls: readonly Ball[], walls: [Vec2, Vec2][], box: StickInput['box']): void {
  for (let i = 0; i < balls.length; i++) {
    const a = balls[i]!
    const slack = (r: number) => r * (1 - START_OVERLAP)
    for (let j = i + 1; j < balls.length; j++) {
      const b = balls[j]!
      if (Math.hypot(a.p.x - b.p.x, a.p.y - b.p.y) < slack(a.r + b.r))
        throw new RangeError(`balls[${i}] and balls[${j}] overlap`)
    }
    for (let k = 0; k < walls.length; k++)
      if (closestOnSegment(a.p, walls[k]![0], walls[k]![1]).distance < slack(a.r))
        throw new RangeError(`balls[${i}] overlaps walls[${k}]`)
    if (
      box &&
      (a.p.x - box.min.x < slack(a.r) ||
        box.max.x - a.p.x < slack(a.r) ||
        a.p.y - box.min.y < slack(a.r) ||
        box.max.y - a.p.y < slack(a.r))
    )
      throw new RangeError(`balls[${i}] must lie inside the box`)
  }
}
