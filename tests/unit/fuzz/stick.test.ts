// Bad input against the sticky world, createStickWorld and StickWorld.advanceTowards (the
// contract is in contract.ts): a RangeError naming a field, or a run without NaN.
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { type StickOptions, type Vec2, createStickWorld } from '../../../src/core'
import {
  breach,
  edgeNumber,
  hostileOf,
  hostileVec2,
  junk,
  plainNumber,
  plainUnit,
  someVec2,
  v2,
} from './contract'

/** What createStickWorld and advanceTowards may name: the option fields, the time and the budget. */
const STICK_NAMES = ['options', 'balls', 'walls', 'box', 'restitution', 'time', 'budget']
const box10 = { min: v2(0, 0), max: v2(10, 10) }

const sometimes = <T>(plain: fc.Arbitrary<T>, hostile: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: plain, weight: 6 }, { arbitrary: hostile, weight: 1 })
const inBox = fc.record({
  x: fc.double({ min: 0, max: 10, noNaN: true }),
  y: fc.double({ min: 0, max: 10, noNaN: true }),
})
const ballArb = fc.record({
  p: sometimes(inBox, hostileVec2),
  v: sometimes(
    fc.record({ x: fc.integer({ min: -20, max: 20 }), y: fc.integer({ min: -20, max: 20 }) }),
    hostileVec2,
  ),
  r: sometimes(fc.double({ min: 0, max: 2, noNaN: true }), hostileOf.nonNegative),
  m: sometimes(fc.double({ min: 0.01, max: 100, noNaN: true }), hostileOf.mass),
})
const worldArb = fc.record(
  {
    balls: fc.array(ballArb, { minLength: 1, maxLength: 4 }),
    walls: fc.array(
      sometimes(fc.constant<[Vec2, Vec2]>([v2(2, 2), v2(8, 3)]), fc.tuple(someVec2, someVec2)),
      {
        maxLength: 2,
      },
    ),
    box: sometimes(fc.constant(box10), fc.oneof(hostileOf.box, fc.constant(null))),
    restitution: sometimes(plainUnit, hostileOf.unit),
  },
  { requiredKeys: ['balls'] },
)
const timeArb = fc.oneof(
  plainNumber.map((x) => Math.min(Math.abs(x), 20)),
  edgeNumber,
  junk,
)
const budgetArb = fc.oneof(fc.integer({ min: 1, max: 5000 }), edgeNumber, junk)

it('hostile sticky worlds throw a RangeError naming a field, or run without NaN', () => {
  fc.assert(
    fc.property(worldArb, timeArb, budgetArb, (opts, time, budget) => {
      const run = () => {
        const world = createStickWorld(opts as StickOptions)
        const p = world.advanceTowards(time as number, budget as number)
        return { p, balls: world.balls(), bonds: world.bonds(), time: world.time }
      }
      const why = breach(run, STICK_NAMES, [opts, time, budget])
      if (why !== null)
        throw new Error(
          `createStickWorld(${fc.stringify(opts)}).advanceTowards(${fc.stringify(time)}) ${why}`,
        )
    }),
    { numRuns: 300 },
  )
  const ball = { p: v2(5, 5), v: v2(0, 0), r: 1, m: 1 }
  for (const [opts, name] of [
    [null, /^options/],
    [{ balls: [ball], box: null }, /^box/],
    [{ balls: [ball], walls: 'x' }, /^walls/],
  ] as const)
    expect(() => createStickWorld(opts as unknown as StickOptions)).toThrow(name)
})
