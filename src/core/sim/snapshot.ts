// Reads a WorldSnapshot back into a world's parts. A snapshot is inner state (clocks, counters,
// links, pending predictions), so beyond the options' own checks this makes sure every array has
// its type and length and every index points where it may: a damaged snapshot fails here with the field's
// name, not later as NaN or an endless loop in the event loop.
import { finite } from '../validate'
import { Grid } from './grid'
import { EventQueue } from './queue'
import { MASS_RANGE, MIN_MASS, MIN_RADIUS, RANGE, readOptions } from './input'
import { BallState, EXIT } from './state'
import type { WorldSnapshot } from './types'
import { CROSS_YN, codeEnd } from './partner'
import type { BoxWalls, WallSet } from './walls'

/** Everything an EventWorld is made of, from createWorld's options or from a snapshot. */
export interface WorldParts {
  time: number
  st: BallState
  walls: WallSet
  box: BoxWalls | null
  grid: Grid
  queue: EventQueue
  restitution: number
  contactTime: number
  maxEvents: number
}

type TypedArray = Float64Array | Int32Array | Uint32Array
type TypedArrayClass = Float64ArrayConstructor | Int32ArrayConstructor | Uint32ArrayConstructor

function typed<T extends TypedArray>(x: unknown, kind: TypedArrayClass, length: number, name: string): T {
  if (!(x instanceof kind)) throw new RangeError(`${name} must be a ${kind.name}`)
  if (length >= 0 && x.length !== length)
    throw new RangeError(`${name} must have length ${length}, got ${x.length}`)
  return x as T
}

function object<T>(x: T, name: string): T {
  if (x === null || typeof x !== 'object') throw new RangeError(`${name} must be an object`)
  return x
}

/** Every element passes `ok`, which says in `what` what it must be. */
function each(a: TypedArray, name: string, what: string, ok: (x: number) => boolean): void {
  for (let i = 0; i < a.length; i++) {
    if (!ok(a[i]!)) throw new RangeError(`${name}[${i}] must be ${what}, got ${a[i]}`)
  }
}

/** A check for an index in [lo, hi). */
const index = (lo: number, hi: number) => (x: number) => x >= lo && x < hi

function count(x: number, name: string): number {
  if (!Number.isInteger(x) || x < 1)
    throw new RangeError(`snapshot.${name} must be a positive integer, got ${x}`)
  return x
}

export function readSnapshot(s: WorldSnapshot): WorldParts {
  object(s, 'snapshot')
  if (s.version !== 1) throw new RangeError(`snapshot.version must be 1, got ${s.version}`)
  const time = finite(s.time, 'snapshot.time')
  const input = readOptions({
    balls: [],
    walls: s.walls,
    box: s.box ?? undefined,
    restitution: s.restitution,
    contactTime: s.contactTime,
    maxEventsPerAdvance: s.maxEventsPerAdvance,
  })

  const b = object(s.balls, 'snapshot.balls')
  const n = typed(b.px, Float64Array, -1, 'snapshot.balls.px').length
  const floats = (x: unknown, key: string, what: string, ok: (x: number) => boolean, length = n) =>
    each(typed(x, Float64Array, length, `snapshot.${key}`), `snapshot.${key}`, what, ok)
  const ints = (x: unknown, key: string, lo: number, hi: number, length = n) =>
    each(
      typed(x, Int32Array, length, `snapshot.${key}`),
      `snapshot.${key}`,
      `in [${lo}, ${hi})`,
      index(lo, hi),
    )
  // The ranges createWorld holds a world to (input.ts); balls may have travelled to twice RANGE.
  for (const key of ['px', 'py'] as const)
    floats(b[key], `balls.${key}`, `within ±${2 * RANGE}`, (x) => Math.abs(x) <= 2 * RANGE)
  for (const key of ['vx', 'vy'] as const)
    floats(b[key], `balls.${key}`, `within ±${RANGE}`, (x) => Math.abs(x) <= RANGE)
  floats(b.t, 'balls.t', 'finite', Number.isFinite)
  floats(b.r, 'balls.r', `in [${MIN_RADIUS}, ${RANGE}]`, (r) => r >= MIN_RADIUS && r <= RANGE)
  floats(
    b.m,
    'balls.m',
    `in [${MIN_MASS}, ${MASS_RANGE}] or Infinity`,
    (m) => (m >= MIN_MASS && m <= MASS_RANGE) || m === Number.POSITIVE_INFINITY,
  )
  floats(b.lastHit, 'balls.lastHit', 'a time or -Infinity', (t) => t < Number.POSITIVE_INFINITY)
  typed(b.hits, Uint32Array, n, 'snapshot.balls.hits')

  const g = object(s.grid, 'snapshot.grid')
  for (const key of ['x0', 'y0'] as const) finite(g[key], `snapshot.grid.${key}`)
  for (const key of ['sx', 'sy'] as const) {
    if (!(finite(g[key], `snapshot.grid.${key}`) > 0))
      throw new RangeError(`snapshot.grid.${key} must be > 0`)
  }
  const nx = count(g.nx, 'grid.nx')
  const ny = count(g.ny, 'grid.ny')
  if (nx * ny > 16 * n + 1024) throw new RangeError(`snapshot.grid has more cells than ${n} balls get`)
  ints(g.cx, 'grid.cx', 0, nx)
  ints(g.cy, 'grid.cy', 0, ny)
  ints(g.head, 'grid.head', -1, n, nx * ny)
  ints(g.next, 'grid.next', -1, n)
  ints(g.prev, 'grid.prev', -1, n)
  floats(g.exitT, 'grid.exitT', 'a time or Infinity', (t) => !Number.isNaN(t))
  ints(g.exitCode, 'grid.exitCode', CROSS_YN, 1)

  const q = object(s.queue, 'snapshot.queue')
  const size = typed(q.t, Float64Array, -1, 'snapshot.queue.t').length
  floats(q.t, 'queue.t', 'finite', Number.isFinite, size)
  ints(q.a, 'queue.a', 0, n, size)
  // Partners: cell crossings −4..−1, balls, then the parts of each segment wall, then the box.
  ints(q.b, 'queue.b', CROSS_YN, codeEnd(n, input.walls.count), size)
  typed(q.ca, Uint32Array, size, 'snapshot.queue.ca')
  typed(q.cb, Uint32Array, size, 'snapshot.queue.cb')

  const st = new BallState(b)
  for (let i = 0; i < n; i++) st.setOwn(i, EXIT, g.exitT[i]!)
  const grid = new Grid(g, st, input.walls)
  grid.load(g)
  const queue = new EventQueue(size)
  queue.load(q)
  return {
    time,
    st,
    walls: input.walls,
    box: input.box,
    grid,
    queue,
    restitution: input.restitution,
    contactTime: input.contactTime,
    maxEvents: input.maxEvents,
  }
}
