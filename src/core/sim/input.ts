// Checks createWorld's options at the boundary, so bad input fails with the argument's name
// instead of turning into NaN somewhere inside the event loop.
import { finite, finiteVec2, mass, nonNegative, unitInterval } from '../validate'
import type { Vec2 } from '../vec2'
import type { Grid } from './grid'
import { type BallState, CX, CY, NEXT, OWN, PX, PY, R, STRIDE } from './state'
import type { Ball, WorldOptions } from './types'
import { BoxWalls, WallSet } from './walls'

/** Relative overlap tolerated at the start, so balls placed touching by float arithmetic are accepted. */
const START_OVERLAP = 1e-9

/** TC contact duration as a fraction of the time the fastest ball takes to cross the smallest radius. */
const TC_FRACTION = 1e-6

export const DEFAULT_MAX_EVENTS = 1e6

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
  finiteVec2(b.p, `${name}.p`)
  finiteVec2(b.v, `${name}.v`)
  finite(b.r, `${name}.r`)
  // A point ball would be stopped by a wall only as long as rounding keeps it on the right side.
  if (!(b.r > 0)) throw new RangeError(`${name}.r must be > 0, got ${b.r}`)
  mass(b.m, `${name}.m`)
  if (b.m === Number.POSITIVE_INFINITY && (b.v.x !== 0 || b.v.y !== 0))
    throw new RangeError(`${name}.v must be zero: a ball of infinite mass is fixed`)
}

function readWall(w: readonly [Vec2, Vec2], i: number): void {
  const name = `walls[${i}]`
  if (!Array.isArray(w) || w.length !== 2) throw new RangeError(`${name} must be a pair of points`)
  finiteVec2(w[0], `${name}[0]`)
  finiteVec2(w[1], `${name}[1]`)
  if (!(Math.hypot(w[1].x - w[0].x, w[1].y - w[0].y) > 0)) throw new RangeError(`${name} has zero length`)
}

function readBox(box: { min: Vec2; max: Vec2 }): BoxWalls {
  if (box === null || typeof box !== 'object') throw new RangeError('box must be {min, max}')
  finiteVec2(box.min, 'box.min')
  finiteVec2(box.max, 'box.max')
  if (!(box.max.x > box.min.x && box.max.y > box.min.y))
    throw new RangeError('box.max must be greater than box.min on both axes')
  return new BoxWalls(box.min.x, box.max.x, box.min.y, box.max.y)
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
    const cx = st.oi[2 * OWN * i + CX]!
    const cy = st.oi[2 * OWN * i + CY]!
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
