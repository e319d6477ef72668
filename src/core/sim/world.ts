/*
 * Event-driven simulation of many balls (Chapter 10): instead of stepping time and looking for
 * overlaps, predict when each contact will happen and jump from one to the next in time order.
 *
 * Events. A queue (queue.ts: a calendar of time buckets before a small binary heap) holds
 * predicted events: ball-ball contacts, and for each ball one entry for the earliest of its own
 * events (a segment wall, a box side, or leaving its grid cell). Between events every ball moves
 * in a straight line. Each ball stores its own clock and is moved only when one of its events is
 * processed. A prediction records the collision counters of its balls; a contact bumps them, so
 * predictions made obsolete by it are recognised and dropped when they surface. Nothing is ever
 * searched for or deleted in the queue.
 *
 * Grid. Cells (grid.ts) are at least as wide as the largest contact distance, so a ball is
 * only predicted against the balls and segment walls of the 3×3 block around its cell; box
 * sides are predicted directly. A pair is predicted whenever one of its balls changes velocity
 * (against its whole block) or when they become neighbours: a ball crossing into a cell is
 * predicted only against the row or column of cells that has just come into its block (as in
 * Rapaport's cell crossings), since its predictions with the rest still stand. The cost of an
 * event depends on the local density, not on the number of balls.
 *
 * Predictions are pure functions of the two balls' states: a pair is projected to the later of
 * its two clocks, never to "now". So the same pair predicted at different moments (at a contact
 * or at a cell crossing) yields the very same float time, and this engine processes exactly the
 * same contacts as the brute-force reference in tests/unit/sim/naive-sim.ts.
 *
 * Simultaneous events are processed one at a time, ordered by (time, a, b): a is the lower
 * ball index of a pair (or the ball hitting a wall), b the partner — balls by index, then
 * segment walls, then box sides; a ball's cell crossing comes before its contacts at the same
 * time. A chain of touching balls therefore resolves pair by pair, each contact seeing the
 * velocities left by the previous one: a Newton's cradle passes its momentum down the line.
 *
 * Touching. Surfaces within TOUCH = 1e-10 of the contact distance (relative) count as in
 * contact now; such a pair collides at once if its normal closing speed is more than SLIDE =
 * 1e-12 of its relative speed, and is otherwise sliding. A separating pair is never predicted.
 * Hence a pair that ends up at r1 + r2 give or take a few ulps after a contact can neither
 * re-collide in a loop nor sink into each other (see predict.ts).
 *
 * Inelastic collapse. With small restitution a cluster can have infinitely many contacts in a
 * finite time. The TC model (Luding and McNamara, 1998) prevents it: a contact is elastic
 * when either of its balls already collided less than `contactTime` ago (default 1e-6 of the
 * time the fastest starting ball needs to cross the smallest radius). With `contactTime` 0 a
 * collapse stalls the world at the time it converges to: each call then returns on its budget,
 * `done` false, its time no further on (WorldOptions.contactTime; tested in scenes.test.ts).
 *
 * Budget. A call processes at most a budget of queue events (contacts, cell crossings, stale
 * predictions dropped), each of bounded cost, so it returns in bounded time for any accepted
 * input, however many contacts the time asked for would take (a ball at 1e75 m/s in a box of
 * 1 m). When the budget runs out, the world stops at the last event processed and says so
 * (advanceTowards answers {events, done, time, steps}; advance and advanceTo, whose budget is
 * `maxEventsPerAdvance`, leave it to `time`): the next call goes on from there. A page that
 * must stay responsive calls advanceTowards(frameEnd, a few thousand) until done.
 *
 * History. Nothing but an event changes the state, and an event's outcome depends only on the
 * state, never on where a call to `advance` began or ends: cutting the time into calls, or a
 * call's budget running out, changes no float. snapshot() copies everything that state is, stale
 * predictions included, so a restored world goes on bit for bit (snapshot.ts).
 *
 * Queue in words. Pending events are (time, ball, partner code, counters); the partner codes
 * are the engine's own. queuedEvents(snapshot) (queued.ts) says what each is: a ball-ball or a
 * ball-wall contact, or a cell crossing, and whether it is stale.
 *
 * Fixed balls (m = Infinity) behave like walls: they never move, their counters never change,
 * they do not count for the TC model, and energy and momentum leave them out.
 *
 * Scale. The predictions multiply squared distances by squared speeds, so the input is held to
 * a range (input.ts): coordinates, speeds and radii within 1e75 (radii at least 1e-75), masses
 * in [1e-300, 1e300] or Infinity, the kinetic energy within 1e300, and no ball so light that
 * the energy could speed it past 1e75. Without a box balls fly on, so such a world has a
 * horizon: it is not advanced past the time some ball could be out beyond ±2e75. Radii should
 * also stay well above the rounding of the coordinates (say 1e-9 of the scene's size): a ball
 * whose centre rounding can carry across a wall's line may pass through it.
 */
import { finite, nonNegative } from '../validate'
import type { Vec2 } from '../vec2'
import { Grid, gridGeometry } from './grid'
import { EventQueue } from './queue'
import { RANGE, readOptions, rejectOverlaps, SPEED_SLACK } from './input'
import { pairTime } from './predict'
import { Resolver } from './resolve'
import { readSnapshot, type WorldParts } from './snapshot'
import { boxCode, CROSS_XN, CROSS_XP, CROSS_YN, CROSS_YP, segmentCode, wallOf } from './partner'
import {
  BallState,
  CODE,
  CX,
  CY,
  EXIT,
  HITS,
  intsOf,
  NEXT,
  ownOf,
  PX,
  PY,
  R,
  STRIDE,
  T,
  VX,
  VY,
} from './state'
import type { Ball, CollisionEvent, Progress, World, WorldOptions, WorldSnapshot } from './types'
import { type BoxWalls, FACE, type WallSet } from './walls'

/** Cell side as a multiple of the largest contact distance (> 1 leaves room for rounding). */
const CELL_SCALE = 1.01

/** Why a world without a box has a horizon (see EventWorld.horizon). */
const BEYOND = `(later, its balls could be out beyond ±${2 * RANGE}, the engine's range)`

export function createWorld(opts: WorldOptions): World {
  const input = readOptions(opts)
  const st = new BallState(input.balls)
  const n = st.n
  let maxR = 0
  for (const b of input.balls) maxR = Math.max(maxR, b.r)
  const [x0, y0, x1, y1] = input.box
    ? [input.box.minX, input.box.minY, input.box.maxX, input.box.maxY]
    : extent(input.balls, input.walls)
  const grid = new Grid(gridGeometry(x0, y0, x1, y1, 2 * maxR * CELL_SCALE, 16 * n + 1024), st, input.walls)
  for (let i = 0; i < n; i++) grid.insert(i, grid.cellX(input.balls[i]!.p.x), grid.cellY(input.balls[i]!.p.y))
  rejectOverlaps(st, grid, input.walls)
  const world = new EventWorld({
    ...input,
    time: 0,
    st,
    grid,
    queue: new EventQueue(8 * n),
  })
  world.predictAll()
  return world
}

/** A world that goes on exactly as the one `snapshot` was taken from (see WorldSnapshot). */
export function restoreWorld(snapshot: WorldSnapshot): World {
  return new EventWorld(readSnapshot(snapshot))
}

/** The region the grid covers without a box: everything the balls and walls start in. */
function extent(balls: readonly Ball[], walls: WallSet): [number, number, number, number] {
  let x0 = Number.POSITIVE_INFINITY
  let y0 = Number.POSITIVE_INFINITY
  let x1 = Number.NEGATIVE_INFINITY
  let y1 = Number.NEGATIVE_INFINITY
  const grow = (x: number, y: number) => {
    x0 = Math.min(x0, x)
    y0 = Math.min(y0, y)
    x1 = Math.max(x1, x)
    y1 = Math.max(y1, y)
  }
  for (const b of balls) grow(b.p.x, b.p.y)
  for (let w = 0; w < walls.count; w++) {
    grow(walls.x0[w]!, walls.y0[w]!)
    grow(walls.x1[w]!, walls.y1[w]!)
  }
  return x0 <= x1 ? [x0, y0, x1, y1] : [0, 0, 0, 0]
}

class EventWorld implements World {
  private now: number
  private readonly st: BallState
  private readonly walls: WallSet
  private readonly box: BoxWalls | null
  private readonly grid: Grid
  private readonly queue: EventQueue
  private readonly resolver: Resolver
  private readonly restitution: number
  private readonly contactTime: number
  private readonly maxEvents: number
  /** The smallest finite mass: with the energy, it bounds every speed to come (horizon). */
  private readonly lightest: number
  /** Marks walls already predicted in the current 3×3 scan (a wall may span several cells). */
  private readonly wallMark: Float64Array
  private mark = 0

  constructor(parts: WorldParts) {
    this.now = parts.time
    this.st = parts.st
    this.walls = parts.walls
    this.box = parts.box
    this.grid = parts.grid
    this.queue = parts.queue
    this.restitution = parts.restitution
    this.contactTime = parts.contactTime
    this.maxEvents = parts.maxEvents
    this.resolver = new Resolver(parts.st, parts.walls, parts.box, parts.restitution, parts.contactTime)
    this.wallMark = new Float64Array(parts.walls.count)
    let lightest = Number.POSITIVE_INFINITY
    for (let i = 0; i < parts.st.n; i++) lightest = Math.min(lightest, parts.st.mass(i))
    this.lightest = lightest
  }

  /**
   * The latest time this world may be advanced to. In a box, any. Without one, balls fly on: by
   * then none may be farther out than 2·RANGE, which the energy bounds (no speed can exceed
   * √(SPEED_SLACK·E/m) for the lightest m), so the predictions' products cannot overflow.
   */
  private horizon(): number {
    if (this.box !== null) return Number.MAX_VALUE
    const speed = Math.sqrt((SPEED_SLACK * this.st.kineticEnergy()) / this.lightest)
    if (!(speed > 0)) return Number.MAX_VALUE
    let far = 0
    for (const b of this.st.snapshot(this.now)) far = Math.max(far, Math.abs(b.p.x), Math.abs(b.p.y))
    return Math.min(this.now + (2 * RANGE - far) / speed, Number.MAX_VALUE)
  }

  /** The first predictions of a new world. */
  predictAll(): void {
    const n = this.st.n
    for (let i = 0; i < n; i++) this.findExit(i)
    for (let i = 0; i < n; i++) this.predictContacts(i, i + 1, -1)
  }

  snapshot(): WorldSnapshot {
    const { walls, box } = this
    const wallList: [Vec2, Vec2][] = []
    for (let w = 0; w < walls.count; w++)
      wallList.push([
        { x: walls.x0[w]!, y: walls.y0[w]! },
        { x: walls.x1[w]!, y: walls.y1[w]! },
      ])
    return {
      version: 1,
      time: this.now,
      walls: wallList,
      box: box ? { min: { x: box.minX, y: box.minY }, max: { x: box.maxX, y: box.maxY } } : null,
      restitution: this.restitution,
      contactTime: this.contactTime,
      maxEventsPerAdvance: this.maxEvents,
      balls: this.st.save(),
      grid: { ...this.grid.save(), exitT: this.st.ownColumn(EXIT) },
      queue: this.queue.save(),
    }
  }

  get time(): number {
    return this.now
  }

  balls(): readonly Ball[] {
    return this.st.snapshot(this.now)
  }

  kineticEnergy(): number {
    return this.st.kineticEnergy()
  }

  momentum(): Vec2 {
    return this.st.momentum()
  }

  advance(dt: number): CollisionEvent[] {
    nonNegative(dt, 'dt')
    const end = this.now + dt
    const horizon = this.horizon()
    if (!(end <= horizon))
      throw new RangeError(`dt must be at most ${horizon - this.now} for this world ${BEYOND}, got ${dt}`)
    return this.run(end, this.maxEvents).events
  }

  advanceTo(time: number): CollisionEvent[] {
    return this.advanceTowards(time, this.maxEvents).events
  }

  advanceTowards(time: number, budget: number): Progress {
    finite(time, 'time')
    if (time < this.now) throw new RangeError(`time must be >= the world's time ${this.now}, got ${time}`)
    const horizon = this.horizon()
    if (time > horizon)
      throw new RangeError(`time must be at most ${horizon} for this world ${BEYOND}, got ${time}`)
    if (!Number.isSafeInteger(budget) || budget < 1)
      throw new RangeError(`budget must be a positive integer, got ${budget}`)
    return this.run(time, budget)
  }

  /**
   * Processes the events up to `end`, at most `budget` of them. Nothing but the events changes
   * the state, and each event's outcome depends only on the state, so how [0, T] is cut into
   * calls, and where a budget stops one, does not matter.
   */
  private run(end: number, budget: number): Progress {
    const q = this.queue
    const d = this.st.d
    const n = this.st.n
    const walls = this.walls.count
    const boxBase = boxCode(n, walls, 0)
    const resolver = this.resolver
    const events: CollisionEvent[] = []
    let steps = 0
    while (q.size > 0 && q.peekTime() <= end) {
      if (steps === budget) return { events, done: false, time: this.now, steps }
      steps++
      q.pop()
      const a = q.a
      const b = q.b
      if (d[STRIDE * a + HITS] !== q.ca) continue
      const time = q.time
      this.now = time
      if (b < 0) {
        this.cross(a, b)
        continue
      }
      if (b < n) {
        if (d[STRIDE * b + HITS] !== q.cb) continue
        resolver.balls(a, b, time)
        if (this.st.invMass(a) !== 0) this.predict(a, b)
        if (this.st.invMass(b) !== 0) this.predict(b, a)
        events.push(this.event(time, 'ball-ball', a, b))
      } else {
        const wall = wallOf(b, n, walls)
        if (b < boxBase) resolver.segment(a, wall, b - segmentCode(n, wall, FACE), time)
        else resolver.boxSide(a, b - boxBase, time)
        this.predict(a, -1)
        events.push(this.event(time, 'ball-wall', a, wall))
      }
    }
    this.now = end
    return { events, done: true, time: end, steps }
  }

  private event(time: number, kind: CollisionEvent['kind'], a: number, b: number): CollisionEvent {
    const r = this.resolver
    return { time, kind, a, b, impulse: r.impulse, normal: { x: r.nx, y: r.ny } }
  }

  private cross(a: number, code: number): void {
    const g = this.grid
    const oi = this.st.oi
    const L = intsOf(a)
    let cx = oi[L + CX]!
    let cy = oi[L + CY]!
    g.remove(a)
    if (code === CROSS_XP) cx++
    else if (code === CROSS_XN) cx--
    else if (code === CROSS_YP) cy++
    else cy--
    g.insert(a, cx, cy)
    this.findExit(a)
    this.predictContacts(a, 0, -1, code)
  }

  /** Re-predicts everything for ball i after its state or its cell changed. */
  private predict(i: number, skip: number): void {
    this.findExit(i)
    this.predictContacts(i, 0, skip)
  }

  /** Finds ball i's next cell crossing. */
  private findExit(i: number): void {
    const { st, grid: g } = this
    const d = st.d
    const I = STRIDE * i
    const ti = d[I + T]!
    const xi = d[I + PX]!
    const yi = d[I + PY]!
    const vxi = d[I + VX]!
    const vyi = d[I + VY]!
    const oi = st.oi
    const L = intsOf(i)
    const cx = oi[L + CX]!
    const cy = oi[L + CY]!
    let exit = Number.POSITIVE_INFINITY
    let code = 0
    if (vxi > 0 && cx < g.nx - 1) {
      exit = ti + (g.x0 + (cx + 1) * g.sx - xi) / vxi
      code = CROSS_XP
    } else if (vxi < 0 && cx > 0) {
      exit = ti + (g.x0 + cx * g.sx - xi) / vxi
      code = CROSS_XN
    }
    if (vyi > 0 && cy < g.ny - 1) {
      const t = ti + (g.y0 + (cy + 1) * g.sy - yi) / vyi
      if (t < exit) {
        exit = t
        code = CROSS_YP
      }
    } else if (vyi < 0 && cy > 0) {
      const t = ti + (g.y0 + cy * g.sy - yi) / vyi
      if (t < exit) {
        exit = t
        code = CROSS_YN
      }
    }
    // A ball a rounding error past its cell's edge crosses at once.
    if (exit < this.now) exit = this.now
    st.o[ownOf(i) + EXIT] = exit
    oi[L + CODE] = code
  }

  /**
   * Queues ball i's contacts with the balls (index >= first, except `skip`) of its 3×3 block, or
   * after a crossing (`crossed`: its code) with those of the cells just come into the block only,
   * and the earliest of its own events — the box, the segment walls of its block, or the next
   * crossing. Those all depend on ball i alone and whichever comes first re-predicts the rest, so
   * one queue entry stands for all of them.
   */
  private predictContacts(i: number, first: number, skip: number, crossed = 0): void {
    const { st, grid: g, queue: q } = this
    const d = st.d
    const now = this.now
    const I = STRIDE * i
    const ti = d[I + T]!
    const xi = d[I + PX]!
    const yi = d[I + PY]!
    const vxi = d[I + VX]!
    const vyi = d[I + VY]!
    const ri = d[I + R]!
    const hi = d[I + HITS]!
    const { nx, head, wallStart, wallList } = g
    const oi = st.oi
    const L = intsOf(i)
    const cx = oi[L + CX]!
    const cy = oi[L + CY]!
    const exit = st.o[ownOf(i) + EXIT]!
    const n = st.n
    let own = exit
    let ownCode = oi[L + CODE]!
    const box = this.box
    if (box !== null) {
      let t = ti + box.delay(xi, yi, vxi, vyi, ri)
      if (t < now) t = now
      if (t < own) {
        own = t
        ownCode = boxCode(n, this.walls.count, box.side)
      }
    }

    const walls = this.walls
    const mark = ++this.mark
    const wallMark = this.wallMark
    // Without segment walls the per-cell wall ranges are all empty; reading them still showed in profiles.
    const noWalls = walls.count === 0
    const yLo = cy > 0 ? cy - 1 : 0
    const yHi = cy < g.ny - 1 ? cy + 1 : cy
    const xLo = cx > 0 ? cx - 1 : 0
    const xHi = cx < nx - 1 ? cx + 1 : cx
    for (let gy = yLo; gy <= yHi; gy++) {
      for (let gx = xLo; gx <= xHi; gx++) {
        const c = gy * nx + gx
        const fresh =
          crossed === 0 ||
          (crossed === CROSS_XP
            ? gx === cx + 1
            : crossed === CROSS_XN
              ? gx === cx - 1
              : crossed === CROSS_YP
                ? gy === cy + 1
                : gy === cy - 1)
        for (let j = fresh ? head[c]! : -1; j >= 0; j = d[STRIDE * j + NEXT]! | 0) {
          if (j === i || j === skip || j < first) continue
          let t = pairTime(st, i, j)
          if (t === Number.POSITIVE_INFINITY) continue
          if (t < now) t = now
          if (i < j) q.push(t, i, j, hi, d[STRIDE * j + HITS]!)
          else q.push(t, j, i, d[STRIDE * j + HITS]!, hi)
        }
        if (noWalls) continue
        for (let k = wallStart[c]!, end = wallStart[c + 1]!; k < end; k++) {
          const w = wallList[k]!
          if (wallMark[w] === mark) continue
          wallMark[w] = mark
          let t = ti + walls.delay(xi, yi, vxi, vyi, ri, w)
          if (t < now) t = now
          const code = segmentCode(n, w, walls.part)
          // A tie goes to the lower wall code, as in the event order.
          if (t < own || (t === own && ownCode >= n && code < ownCode)) {
            own = t
            ownCode = code
          }
        }
      }
    }
    if (own < Number.POSITIVE_INFINITY) q.push(own, i, ownCode, hi, 0)
  }
}
