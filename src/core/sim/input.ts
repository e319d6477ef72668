// Checks createWorld's options at the boundary, so bad input fails with the argument's name
// instead of turning into NaN somewhere inside the event loop.
import { finite, finiteVec2, mass, nonNegative, unitInterval } from '../validate'
import type { Vec2 } from '../vec2'
import type { Grid } from './grid'
import { type BallState, CX, CY, intsOf, NEXT, PX, PY, R, STRIDE } from './state'
import type { Ball, WorldOptions } from './types'
import { BoxWalls, WallSet } from './walls'

/** Relative overlap tolerated at the start, so balls placed touching by float arithmetic are accepted. */
const START_OVERLAP = 1e-9

/** TC contact duration as a fraction of the time the fastest ball takes to cross the smallest radius. */
const TC_FRACTION = 1e-6

export const DEFAULT_MAX_EVENTS = 1e6

/**
 * The engine's range. A prediction multiplies a squared distance by a squared speed (predict.ts),
 * so coordinates, radii and speeds stay within 1e75 (balls may travel out to twice that), their
 * products within about 1e152 and those squared well below the largest float, 1.8e308; radii
 * are at least 1e-75, so their squares stay normal floats.
 */
export const RANGE = 1e75
export const MIN_RADIUS = 1e-75
/** Masses: their inverses must be normal floats too (1/1e-310 overflows). */
export const MASS_RANGE = 1e300
export const MIN_MASS = 1e-300
/** Total kinetic energy: Σ½mv², the momenta and the impulses then stay finite. */
const ENERGY_LIMIT = 1e300
/**
 * A ball of mass m can take at most the whole kinetic energy E: its speed stays below √(2E/m).
 * Bounded by √(8E/m) (rounding may add a little energy over many contacts), that must stay in RANGE.
 */
export const SPEED_SLACK = 8

export interface WorldInput {
  balls: readonly Ball[]
  walls: WallSet
  box: BoxWalls | null
  restitution: number
  contactTime: number
  maxEvents: number
}

export function readOptions(opts: WorldOptions): WorldInput {
  if (opts === null || typeof opts !== 'object') throw new RangeError('options must be an object')
  const { balls } = opts
  if (!Array.isArray(balls)) throw new RangeError('balls must be an array')
  // Plain loops rather than forEach, which would skip the holes of a sparse array.
  for (let i = 0; i < balls.length; i++) readBall(balls[i]!, i)
  const walls = opts.walls ?? []
  if (!Array.isArray(walls)) throw new RangeError('walls must be an array')
  for (let i = 0; i < walls.length; i++) readWall(walls[i]!, i)
  const box = opts.box === undefined ? null : readBox(opts.box)
  if (box) for (let i = 0; i < balls.length; i++) insideBox(balls[i]!, i, box)
  speedsInRange(balls)
  const restitution = unitInterval(opts.restitution ?? 1, 'restitution')
  const contactTime =
    opts.contactTime === undefined ? defaultContactTime(balls) : nonNegative(opts.contactTime, 'contactTime')
  const maxEvents = opts.maxEventsPerAdvance ?? DEFAULT_MAX_EVENTS
  if (!Number.isInteger(maxEvents) || maxEvents < 1)
    throw new RangeError(`maxEventsPerAdvance must be a positive integer, got ${maxEvents}`)
  return { balls, walls: new WallSet(walls), box, restitution, contactTime, maxEvents }
}

function readBall(b: Ball, i: number): void {
  const name = `balls[${i}]`
  if (b === null || typeof b !== 'object') throw new RangeError(`${name} must be a ball {p, v, r, m}`)
  inRange(b.p, `${name}.p`)
  inRange(b.v, `${name}.v`)
  finite(b.r, `${name}.r`)
  // A point ball would be stopped by a wall only as long as rounding keeps it on the right side.
  if (!(b.r > 0)) throw new RangeError(`${name}.r must be > 0, got ${b.r}`)
  if (!(b.r >= MIN_RADIUS && b.r <= RANGE))
    throw new RangeError(`${name}.r must be in [${MIN_RADIUS}, ${RANGE}], got ${b.r}`)
  mass(b.m, `${name}.m`)
  if (b.m !== Number.POSITIVE_INFINITY && !(b.m >= MIN_MASS && b.m <= MASS_RANGE))
    throw new RangeError(`${name}.m must be in [${MIN_MASS}, ${MASS_RANGE}] or Infinity, got ${b.m}`)
  if (b.m === Number.POSITIVE_INFINITY && (b.v.x !== 0 || b.v.y !== 0))
    throw new RangeError(`${name}.v must be zero: a ball of infinite mass is fixed`)
}

function readWall(w: readonly [Vec2, Vec2], i: number): void {
  const name = `walls[${i}]`
  if (!Array.isArray(w) || w.length !== 2) throw new RangeError(`${name} must be a pair of points`)
  inRange(w[0], `${name}[0]`)
  inRange(w[1], `${name}[1]`)
  if (!(Math.hypot(w[1].x - w[0].x, w[1].y - w[0].y) > 0)) throw new RangeError(`${name} has zero length`)
}

function readBox(box: { min: Vec2; max: Vec2 }): BoxWalls {
  if (box === null || typeof box !== 'object') throw new RangeError('box must be {min, max}')
  inRange(box.min, 'box.min')
  inRange(box.max, 'box.max')
  if (!(box.max.x > box.min.x && box.max.y > box.min.y))
    throw new RangeError('box.max must be greater than box.min on both axes')
  return new BoxWalls(box.min.x, box.max.x, box.min.y, box.max.y)
}

/** A finite vector whose coordinates lie within ±RANGE. */
function inRange(v: Vec2, name: string): void {
  finiteVec2(v, name)
  for (const axis of ['x', 'y'] as const)
    if (Math.abs(v[axis]) > RANGE)
      throw new RangeError(`${name}.${axis} must be within ±${RANGE}, got ${v[axis]}`)
}

/** Σ½mv² over the balls of finite mass. */
export function kineticEnergyOf(balls: readonly Ball[]): number {
  let e = 0
  for (const b of balls) if (b.m < Number.POSITIVE_INFINITY) e += 0.5 * b.m * (b.v.x * b.v.x + b.v.y * b.v.y)
  return e
}

/**
 * Rejects a scene whose energy could overflow, or could carry its lightest ball faster than
 * RANGE (a light ball struck by heavy ones gains speed: by energy, at most √(2E/m)).
 */
function speedsInRange(balls: readonly Ball[]): void {
  const energy = kineticEnergyOf(balls)
  let light = -1
  let most = -1
  for (let i = 0; i < balls.length; i++) {
    const b = balls[i]!
    if (b.m === Number.POSITIVE_INFINITY) continue
    if (light < 0 || b.m < balls[light]!.m) light = i
    if (most < 0 || kineticEnergyOf([b]) > kineticEnergyOf([balls[most]!])) most = i
  }
  if (!(energy <= ENERGY_LIMIT))
    throw new RangeError(
      `balls[${most}].v must leave the scene's kinetic energy within ${ENERGY_LIMIT}, got a total of ${energy}`,
    )
  const least = (SPEED_SLACK * energy) / (RANGE * RANGE)
  if (light >= 0 && balls[light]!.m < least)
    throw new RangeError(
      `balls[${light}].m must be at least ${least} with this scene's kinetic energy ${energy} (lighter, it could be struck faster than ${RANGE}), got ${balls[light]!.m}`,
    )
}

function insideBox(b: Ball, i: number, box: BoxWalls): void {
  const slack = b.r * START_OVERLAP
  const { x, y } = b.p
  if (
    x - b.r < box.minX - slack ||
    x + b.r > box.maxX + slack ||
    y - b.r < box.minY - slack ||
    y + b.r > box.maxY + slack
  )
    throw new RangeError(`balls[${i}] is not inside the box`)
}

function defaultContactTime(balls: readonly Ball[]): number {
  let rMin = Number.POSITIVE_INFINITY
  let vMax = 0
  for (const b of balls) {
    rMin = Math.min(rMin, b.r)
    vMax = Math.max(vMax, Math.hypot(b.v.x, b.v.y))
  }
  return vMax > 0 ? (TC_FRACTION * rMin) / vMax : 0
}

/** Rejects balls that overlap each other or a segment wall, using the grid's neighbourhoods. */
export function rejectOverlaps(st: BallState, grid: Grid, walls: WallSet): void {
  const { nx, ny, head, wallStart, wallList } = grid
  for (let i = 0; i < st.n; i++) {
    const d = st.d
    const x = d[STRIDE * i + PX]!
    const y = d[STRIDE * i + PY]!
    const cx = st.oi[intsOf(i) + CX]!
    const cy = st.oi[intsOf(i) + CY]!
    for (let gy = Math.max(cy - 1, 0); gy <= Math.min(cy + 1, ny - 1); gy++) {
      for (let gx = Math.max(cx - 1, 0); gx <= Math.min(cx + 1, nx - 1); gx++) {
        const c = gy * nx + gx
        for (let j = head[c]!; j >= 0; j = d[STRIDE * j + NEXT]! | 0) {
          const contact = d[STRIDE * i + R]! + d[STRIDE * j + R]!
          if (
            j > i &&
            Math.hypot(d[STRIDE * j + PX]! - x, d[STRIDE * j + PY]! - y) < contact * (1 - START_OVERLAP)
          )
            throw new RangeError(`balls[${i}] and balls[${j}] overlap`)
        }
        for (let k = wallStart[c]!; k < wallStart[c + 1]!; k++) {
          const w = wallList[k]!
          if (walls.distance(x, y, w) < d[STRIDE * i + R]! * (1 - START_OVERLAP))
            throw new RangeError(`balls[${i}] overlaps walls[${w}]`)
        }
      }
    }
  }
}
