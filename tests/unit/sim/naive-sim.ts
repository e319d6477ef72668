// The brute-force reference simulation, kept with the tests (bench/sim.bench.ts times it too):
// the classic earliest-first event simulation without any spatial structure. After each event it scans every other ball and every wall for
// the balls involved and queues only each ball's earliest contact, so an event costs O(N); when
// a queued contact turns out stale because the partner has collided since, the ball still
// waiting is scanned again. It uses createWorld's prediction and contact code and event order,
// takes the same options and returns the same events, which is how the bench and the tests check
// that the grid never misses a contact. Balls are not checked for overlap at the start (that
// would be O(N²)): give it scenes createWorld accepts. It has no budget: a call runs to its end.
import { EventQueue } from '../../../src/core/sim/queue'
import { readOptions } from '../../../src/core/sim/input'
import { pairTime } from '../../../src/core/sim/predict'
import { Resolver } from '../../../src/core/sim/resolve'
import { BallState, HITS, PX, PY, R, STRIDE, T, VX, VY } from '../../../src/core/sim/state'
import type { Ball, CollisionEvent, Simulation, WorldOptions } from '../../../src/core/sim/types'
import { boxCode, segmentCode, wallOf } from '../../../src/core/sim/partner'
import { type BoxWalls, FACE, type WallSet } from '../../../src/core/sim/walls'
import { nonNegative } from '../../../src/core/validate'
import type { Vec2 } from '../../../src/core/vec2'

export function createNaiveWorld(opts: WorldOptions): Simulation {
  return new NaiveWorld(opts)
}

class NaiveWorld implements Simulation {
  private now = 0
  private readonly st: BallState
  private readonly walls: WallSet
  private readonly box: BoxWalls | null
  private readonly queue: EventQueue
  private readonly resolver: Resolver

  constructor(opts: WorldOptions) {
    const input = readOptions(opts)
    this.st = new BallState(input.balls)
    this.walls = input.walls
    this.box = input.box
    this.queue = new EventQueue(8 * this.st.n)
    this.resolver = new Resolver(this.st, this.walls, this.box, input.restitution, input.contactTime)
    for (let i = 0; i < this.st.n; i++) this.predict(i, -1)
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

  private contact(): { impulse: number; normal: Vec2 } {
    const r = this.resolver
    return { impulse: r.impulse, normal: { x: r.nx, y: r.ny } }
  }

  advance(dt: number): CollisionEvent[] {
    nonNegative(dt, 'dt')
    const end = this.now + dt
    const { queue: q, st, resolver } = this
    const n = st.n
    const walls = this.walls.count
    const boxBase = boxCode(n, walls, 0)
    const events: CollisionEvent[] = []
    while (q.size > 0 && q.peekTime() <= end) {
      q.pop()
      const { a, b, time } = q
      this.now = time
      const staleA = st.d[STRIDE * a + HITS]! !== q.ca
      const staleB = b < n && st.d[STRIDE * b + HITS]! !== q.cb
      if (staleA || staleB) {
        // A stale ball was re-scanned when it collided; the other one was waiting on this contact.
        if (!staleA) this.predict(a, -1)
        else if (b < n && !staleB) this.predict(b, -1)
        continue
      }
      if (b < n) {
        resolver.balls(a, b, time)
        if (st.invMass(a) !== 0) this.predict(a, b)
        if (st.invMass(b) !== 0) this.predict(b, a)
        events.push({ time, kind: 'ball-ball', a, b, ...this.contact() })
      } else {
        const wall = wallOf(b, n, walls)
        if (b < boxBase) resolver.segment(a, wall, b - segmentCode(n, wall, FACE), time)
        else resolver.boxSide(a, b - boxBase, time)
        this.predict(a, -1)
        events.push({ time, kind: 'ball-wall', a, b: wall, ...this.contact() })
      }
    }
    this.now = end
    return events
  }

  /** Queues ball i's earliest contact: with the box, any wall, or any ball but `skip`. */
  private predict(i: number, skip: number): void {
    const { st, walls, box } = this
    const n = st.n
    const ti = st.d[STRIDE * i + T]!
    const x = st.d[STRIDE * i + PX]!
    const y = st.d[STRIDE * i + PY]!
    const vx = st.d[STRIDE * i + VX]!
    const vy = st.d[STRIDE * i + VY]!
    const r = st.d[STRIDE * i + R]!
    let best = Number.POSITIVE_INFINITY
    let a = i
    let b = -1
    // Ties go to the partner first in the event order: balls, then walls, then the box.
    for (let w = 0; w < walls.count; w++) {
      const t = ti + walls.delay(x, y, vx, vy, r, w)
      if (t < best) {
        best = t
        b = segmentCode(n, w, walls.part)
      }
    }
    if (box !== null) {
      const t = ti + box.delay(x, y, vx, vy, r)
      if (t < best) {
        best = t
        b = boxCode(n, walls.count, box.side)
      }
    }
    for (let j = 0; j < n; j++) {
      if (j === i || j === skip) continue
      const t = pairTime(st, i, j)
      if (t < best || (t === best && b >= n)) {
        best = t
        b = j
      }
    }
    if (best === Number.POSITIVE_INFINITY) return
    if (b < n && b < i) {
      a = b
      b = i
    }
    this.queue.push(
      Math.max(best, this.now),
      a,
      b,
      st.d[STRIDE * a + HITS]!,
      b < n ? st.d[STRIDE * b + HITS]! : 0,
    )
  }
}
