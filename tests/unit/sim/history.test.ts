// A timeline that scrubs through a run must land on the forward run's state bit for bit: how the
// time is cut into advance calls must not matter, and a restored snapshot must go on exactly as
// the world it was taken from. Checked with toEqual, which tells −0 from 0: bit for bit.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type Ball,
  type CollisionEvent,
  createWorld,
  restoreWorld,
  type World,
  type WorldOptions,
  type WorldSnapshot,
} from '../../../src/core/sim'
import type { Vec2 } from '../../../src/core/vec2'
import { placeBalls } from './check'

const box = { min: { x: 0, y: 0 }, max: { x: 12, y: 12 } }
const wall: [Vec2, Vec2] = [
  { x: 3, y: 4 },
  { x: 9, y: 7 },
]
/** Times are multiples of 1/64 up to 4, so every difference and sum of them is exact. */
const TICKS = 256
const tick = (k: number) => k / 64

function nearWall(b: Ball): boolean {
  const [p, q] = wall
  const ux = q.x - p.x
  const uy = q.y - p.y
  const s = Math.min(1, Math.max(0, ((b.p.x - p.x) * ux + (b.p.y - p.y) * uy) / (ux * ux + uy * uy)))
  return Math.hypot(b.p.x - p.x - s * ux, b.p.y - p.y - s * uy) < b.r * 1.01
}

/** Up to 30 balls, some fixed, one segment wall, any restitution (so the TC model's clocks count). */
const scene: fc.Arbitrary<WorldOptions> = fc
  .record({
    seed: fc.integer({ min: 1, max: 2 ** 31 - 2 }),
    count: fc.integer({ min: 2, max: 30 }),
    fixed: fc.boolean(),
    withWall: fc.boolean(),
    restitution: fc.oneof(
      fc.constant(1),
      fc.integer({ min: 0, max: 100 }).map((k) => k / 100),
    ),
  })
  .map(({ seed, count, fixed, withWall, restitution }) => {
    let balls = placeBalls(count, box, (rnd) => 0.3 + 0.5 * rnd(), 4, seed)
    if (withWall) balls = balls.filter((b) => !nearWall(b))
    if (fixed && balls.length > 2) balls[0] = { ...balls[0]!, v: { x: 0, y: 0 }, m: Number.POSITIVE_INFINITY }
    return { balls, box, walls: withWall ? [wall] : [], restitution }
  })

/** Sorted distinct cut points strictly inside (0, TICKS), in ticks. */
const cuts = fc
  .uniqueArray(fc.integer({ min: 1, max: TICKS - 1 }), { maxLength: 12 })
  .map((c) => c.sort((a, b) => a - b))

/** Runs to each cut in turn, then to the end, by advance(dt) or advanceTo(t) as `useTo` says. */
function runThrough(world: World, ticks: number[], useTo: boolean[]): CollisionEvent[] {
  const events: CollisionEvent[] = []
  ticks.forEach((k, i) => {
    const t = tick(k)
    events.push(...(useTo[i % useTo.length] ? world.advanceTo(t) : world.advance(t - world.time)))
  })
  return events
}

function state(world: World) {
  return { time: world.time, balls: world.balls(), energy: world.kineticEnergy(), momentum: world.momentum() }
}

describe('advance is split-invariant', () => {
  it('any cutting of [0, 4] into advance and advanceTo calls gives the same events and the same balls', () => {
    fc.assert(
      fc.property(scene, cuts, fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }), (opts, cut, useTo) => {
        const whole = createWorld(opts)
        const once = whole.advance(tick(TICKS))
        const split = createWorld(opts)
        const pieces = runThrough(split, [...cut, TICKS], useTo)
        expect(pieces).toEqual(once)
        expect(state(split)).toEqual(state(whole))
      }),
      { numRuns: 60 },
    )
  })

  it('any budgets: advanceTowards slice by slice until done gives the same events and the same balls', () => {
    fc.assert(
      fc.property(
        scene,
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 6 }),
        (opts, budgets) => {
          const whole = createWorld(opts)
          const once = whole.advance(tick(TICKS))
          const sliced = createWorld(opts)
          const events: CollisionEvent[] = []
          let calls = 0
          for (;;) {
            const step = sliced.advanceTowards(tick(TICKS), budgets[calls++ % budgets.length]!)
            expect(step.time).toBe(sliced.time)
            events.push(...step.events)
            if (step.done) break
          }
          expect(events).toEqual(once)
          expect(state(sliced)).toEqual(state(whole))
        },
      ),
      { numRuns: 40 },
    )
  })

  it('the scenes are busy enough to mean something: contacts of every kind', () => {
    const opts = fc.sample(scene, { numRuns: 40, seed: 7 })
    const events = opts.flatMap((o) => createWorld(o).advance(tick(TICKS)))
    const kinds = new Set(
      events.map((e) => (e.kind === 'ball-wall' ? (e.b === 0 ? 'segment' : 'box') : 'ball')),
    )
    expect(events.length).toBeGreaterThan(40 * 20)
    expect([...kinds].sort()).toEqual(['ball', 'box', 'segment'])
  })
})

describe('snapshot and restoreWorld', () => {
  it('a restored world (through structuredClone) goes on bit for bit as the original', () => {
    fc.assert(
      fc.property(scene, fc.integer({ min: 0, max: TICKS }), cuts, (opts, at, cut) => {
        const world = createWorld(opts)
        world.advanceTo(tick(at))
        const snap = world.snapshot()
        const copy = restoreWorld(structuredClone(snap))
        expect(state(copy)).toEqual(state(world))
        // Both go on over another [t, t + 4], cut the same way.
        const later = [...cut, TICKS].map((k) => k + at)
        expect(runThrough(copy, later, [true])).toEqual(runThrough(world, later, [true]))
        expect(state(copy)).toEqual(state(world))
        // The engine inside is the same too, stale predictions and all.
        expect(copy.snapshot()).toEqual(world.snapshot())
      }),
      { numRuns: 60 },
    )
  })

  it('a snapshot is a copy: the world going on does not change it, and it restores any number of times', () => {
    const opts = fc.sample(scene, { numRuns: 1, seed: 3 })[0]!
    const world = createWorld({ ...opts, restitution: 0.5 })
    world.advance(1)
    const snap = world.snapshot()
    const before = structuredClone(snap)
    const first = restoreWorld(snap)
    const events = first.advance(2)
    world.advance(2)
    expect(snap).toEqual(before)
    expect(events.length).toBeGreaterThan(10)
    expect(restoreWorld(snap).advance(2)).toEqual(events)
  })

  it('holds plain data only: no functions, no class instances but typed arrays', () => {
    const snap = createWorld(fc.sample(scene, { numRuns: 1, seed: 5 })[0]!).snapshot()
    const plain = (x: unknown): boolean =>
      x === null ||
      ['number', 'string', 'boolean'].includes(typeof x) ||
      ArrayBuffer.isView(x) ||
      (Array.isArray(x) && x.every(plain)) ||
      (typeof x === 'object' &&
        Object.getPrototypeOf(x) === Object.prototype &&
        Object.values(x).every(plain))
    expect(plain(snap)).toBe(true)
  })
})

describe('restoreWorld on a damaged snapshot', () => {
  const good = (): WorldSnapshot => {
    const world = createWorld({
      balls: [
        { p: { x: 2, y: 2 }, v: { x: 1, y: 0.5 }, r: 1, m: 1 },
        { p: { x: 6, y: 3 }, v: { x: -1, y: 0 }, r: 1, m: 2 },
      ],
      box,
      walls: [wall],
    })
    world.advance(1)
    return world.snapshot()
  }
  type Damage = (s: WorldSnapshot) => unknown
  it.each<[string, string, Damage]>([
    ['not an object', 'snapshot', () => null],
    ['another version', 'snapshot.version', (s) => ({ ...s, version: 2 })],
    ['a NaN time', 'snapshot.time', (s) => ({ ...s, time: Number.NaN })],
    ['bad options', 'restitution', (s) => ({ ...s, restitution: 2 })],
    [
      'a JSON round trip (arrays instead of typed arrays)',
      'snapshot.balls.px',
      (s) => JSON.parse(JSON.stringify(s)),
    ],
    ['a short array', 'snapshot.balls.vy', (s) => ({ ...s, balls: { ...s.balls, vy: s.balls.vy.slice(1) } })],
    [
      'an Infinity position',
      'snapshot.balls.px[0]',
      (s) => ({ ...s, balls: { ...s.balls, px: Float64Array.of(Infinity, 1) } }),
    ],
    [
      'a zero radius',
      'snapshot.balls.r[1]',
      (s) => ({ ...s, balls: { ...s.balls, r: Float64Array.of(1, 0) } }),
    ],
    [
      'a zero mass',
      'snapshot.balls.m[0]',
      (s) => ({ ...s, balls: { ...s.balls, m: Float64Array.of(0, 1) } }),
    ],
    [
      'a subnormal mass',
      'snapshot.balls.m[0]',
      (s) => ({ ...s, balls: { ...s.balls, m: Float64Array.of(1e-310, 1) } }),
    ],
    [
      'a speed out of range',
      'snapshot.balls.vx[1]',
      (s) => ({ ...s, balls: { ...s.balls, vx: Float64Array.of(0, 1e300) } }),
    ],
    [
      'a ball outside the grid',
      'snapshot.grid.cx[1]',
      (s) => ({ ...s, grid: { ...s.grid, cx: Int32Array.of(0, 99) } }),
    ],
    [
      'a link to no ball',
      'snapshot.grid.next[0]',
      (s) => ({ ...s, grid: { ...s.grid, next: Int32Array.of(5, -1) } }),
    ],
    ['a zero cell size', 'snapshot.grid.sx', (s) => ({ ...s, grid: { ...s.grid, sx: 0 } })],
    [
      'a NaN exit time',
      'snapshot.grid.exitT[0]',
      (s) => ({ ...s, grid: { ...s.grid, exitT: Float64Array.of(Number.NaN, 1) } }),
    ],
    [
      'an event of no ball',
      'snapshot.queue.a[0]',
      (s) => ({ ...s, queue: { ...s.queue, a: s.queue.a.map((a, i) => (i === 0 ? 7 : a)) } }),
    ],
    [
      'an event with no partner',
      'snapshot.queue.b[0]',
      (s) => ({ ...s, queue: { ...s.queue, b: s.queue.b.map((b, i) => (i === 0 ? 99 : b)) } }),
    ],
  ])('%s: a RangeError naming %s', (_, name, damage) => {
    const bad = damage(good()) as WorldSnapshot
    expect(() => restoreWorld(bad)).toThrow(RangeError)
    expect(() => restoreWorld(bad)).toThrow(new RegExp(`^${name.replace(/[.[\]]/g, '\\$&')} `))
  })
})
