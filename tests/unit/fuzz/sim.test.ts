// Bad input against the simulation, createWorld and World.advance (the contract is in contract.ts).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createWorld, type Vec2, type WorldOptions } from '../../../src/core'
import {
  breach,
  escapeRegExp,
  hostileOf,
  hostileVec2,
  edgeNumber,
  junk,
  plainMass,
  plainNumber,
  plainUnit,
  plainVec2,
  someVec2,
  v2,
} from './contract'

/** What createWorld and advance may name: the option fields, and advance's dt. */
const WORLD_NAMES = [
  'options',
  'balls',
  'walls',
  'box',
  'restitution',
  'contactTime',
  'maxEventsPerAdvance',
  'dt',
]
const ball = (x: number, y: number, vx = 0, vy = 0, r = 1, m = 1) => ({ p: v2(x, y), v: v2(vx, vy), r, m })
const box10 = { min: v2(0, 0), max: v2(10, 10) }

describe('createWorld and World.advance', () => {
  const build = (opts: unknown) => () => createWorld(opts as WorldOptions)

  it.each<[string, unknown, string]>([
    ['options that are not an object', null, 'options'],
    ['balls that are not an array', { balls: 'three' }, 'balls'],
    ['a ball that is null', { balls: [null] }, 'balls[0]'],
    ['a NaN position', { balls: [ball(Number.NaN, 5)], box: box10 }, 'balls[0].p.x'],
    ['a NaN position in the second ball', { balls: [ball(2, 2), ball(7, Number.NaN)] }, 'balls[1].p.y'],
    ['an infinite velocity', { balls: [ball(5, 5, Number.POSITIVE_INFINITY)] }, 'balls[0].v.x'],
    ['a missing velocity', { balls: [{ p: v2(5, 5), r: 1, m: 1 }] }, 'balls[0].v'],
    ['a negative radius', { balls: [ball(5, 5, 0, 0, -1)] }, 'balls[0].r'],
    ['a NaN radius', { balls: [ball(5, 5, 0, 0, Number.NaN)] }, 'balls[0].r'],
    ['a zero mass', { balls: [ball(5, 5, 0, 0, 1, 0)] }, 'balls[0].m'],
    ['a negative mass', { balls: [ball(5, 5, 0, 0, 1, -1)] }, 'balls[0].m'],
    ['restitution above 1', { balls: [ball(5, 5)], restitution: 1.5 }, 'restitution'],
    ['restitution below 0', { balls: [ball(5, 5)], restitution: -0.1 }, 'restitution'],
    ['NaN restitution', { balls: [ball(5, 5)], restitution: Number.NaN }, 'restitution'],
    ['overlapping starts', { balls: [ball(5, 5), ball(6, 5)] }, 'balls[0]'],
    ['a ball outside the box', { balls: [ball(20, 5)], box: box10 }, 'balls[0]'],
    ['a ball poking out of the box', { balls: [ball(5, 5), ball(9.5, 5)], box: box10 }, 'balls[1]'],
    ['a zero-length wall', { balls: [ball(5, 5)], walls: [[v2(1, 1), v2(1, 1)]] }, 'walls[0]'],
    ['a NaN wall end', { balls: [ball(5, 5)], walls: [[v2(0, 0), v2(1, Number.NaN)]] }, 'walls[0][1].y'],
    [
      'an infinite box',
      { balls: [ball(5, 5)], box: { min: v2(0, 0), max: v2(Number.POSITIVE_INFINITY, 10) } },
      'box.max.x',
    ],
    ['an inverted box', { balls: [ball(5, 5)], box: { min: v2(10, 0), max: v2(0, 10) } }, 'box'],
  ])('rejects %s with a RangeError naming %s', (_, opts, name) => {
    expect(build(opts)).toThrow(RangeError)
    expect(build(opts)).toThrow(new RegExp(`^${escapeRegExp(name)}(?![\\w])`))
  })

  it.each([
    Number.NaN,
    -1,
    -Number.MIN_VALUE,
    Number.NEGATIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    null,
    '1',
    undefined,
  ])('advance(%s) throws a RangeError naming dt and leaves the world as it was', (dt) => {
    const world = createWorld({ balls: [ball(2, 5, 3, 1), ball(8, 5, -2, 0)], box: box10 })
    world.advance(0.5)
    const before = world.balls()
    const advance = () => world.advance(dt as number)
    expect(advance).toThrow(RangeError)
    expect(advance).toThrow(/^dt(?![\w])/)
    expect(world.time).toBe(0.5)
    expect(world.balls()).toEqual(before)
    expect(breach(() => world.advance(1), WORLD_NAMES, [])).toBeNull()
  })

  it('throws a RangeError naming dt when the time would pass the largest double', () => {
    // At rest: a moving ball without a box meets the horizon first (input.test.ts).
    const world = createWorld({ balls: [ball(0, 0)] })
    world.advance(Number.MAX_VALUE)
    expect(() => world.advance(Number.MAX_VALUE)).toThrow(/^dt(?![\w])/)
  })

  // Hostile fields are mixed into otherwise sensible worlds, so that many of them get built and run.
  const sometimes = <T>(plain: fc.Arbitrary<T>, hostile: fc.Arbitrary<unknown>) =>
    fc.oneof({ arbitrary: plain, weight: 6 }, { arbitrary: hostile, weight: 1 })
  const inBox = fc.record({
    x: fc.double({ min: 0, max: 10, noNaN: true }),
    y: fc.double({ min: 0, max: 10, noNaN: true }),
  })
  const ballArb = fc.record({
    p: sometimes(fc.oneof(inBox, plainVec2), hostileVec2),
    v: sometimes(
      fc.oneof(
        fc.record({ x: fc.integer({ min: -20, max: 20 }), y: fc.integer({ min: -20, max: 20 }) }),
        plainVec2,
      ),
      hostileVec2,
    ),
    r: sometimes(
      fc.oneof(fc.constantFrom(0, 0.5, 1), fc.double({ min: 0, max: 2, noNaN: true })),
      hostileOf.nonNegative,
    ),
    m: sometimes(plainMass, hostileOf.mass),
  })
  const wallArb = sometimes(
    fc.constantFrom<[Vec2, Vec2]>([v2(2, 2), v2(8, 3)], [v2(5, 6), v2(5, 9)]),
    fc.tuple(someVec2, someVec2),
  )
  const worldArb = fc.record(
    {
      balls: fc.array(ballArb, { minLength: 1, maxLength: 5 }),
      walls: fc.array(wallArb, { maxLength: 2 }),
      box: sometimes(fc.constant(box10), hostileOf.box),
      restitution: sometimes(plainUnit, hostileOf.unit),
    },
    { requiredKeys: ['balls'] },
  )
  const dtArb = fc.oneof(plainNumber.map(Math.abs), edgeNumber, junk)

  it('hostile worlds throw a RangeError naming a field, or run without NaN', () => {
    fc.assert(
      fc.property(worldArb, dtArb, (opts, dt) => {
        const run = () => {
          const world = createWorld(opts as WorldOptions)
          // Inside a box or between walls a ball bounces on for as long as it is given; cap the
          // distance the fastest one travels so each run stays a few dozen contacts long.
          const fastest = Math.max(...world.balls().map((b) => Math.hypot(b.v.x, b.v.y)))
          const enclosed = opts.box !== undefined || (opts.walls?.length ?? 0) > 0
          const step = enclosed && fastest > 0 && typeof dt === 'number' ? Math.min(dt, 50 / fastest) : dt
          const events = world.advance(step as number)
          return {
            events,
            // A fixed ball's mass is Infinity by design (docs/design.md), the one Infinity allowed here.
            balls: world.balls().map((b) => ({ ...b, m: b.m === Number.POSITIVE_INFINITY ? 'fixed' : b.m })),
            energy: world.kineticEnergy(),
            momentum: world.momentum(),
            time: world.time,
          }
        }
        const why = breach(run, WORLD_NAMES, [opts, dt])
        if (why !== null)
          throw new Error(`createWorld(${fc.stringify(opts)}).advance(${fc.stringify(dt)}) ${why}`)
      }),
      { numRuns: 300 },
    )
  })
})
