// The simulation's own contact code (src/core/sim/predict.ts, resolve.ts: typed arrays, tuned for
// the hot loop) against the core's one-pair answers, sweptCircles and resolveCircles, on random
// pairs: the same contact time, and the same velocities after the contact.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { resolveCircles, sweptCircles } from '../../../src/core'
import { contactDelay } from '../../../src/core/sim/predict'
import { Resolver } from '../../../src/core/sim/resolve'
import { BallState, STRIDE, VX, VY } from '../../../src/core/sim/state'
import { WallSet } from '../../../src/core/sim/walls'

const coord = fc.double({ min: -50, max: 50, noNaN: true })
const speed = fc.double({ min: -20, max: 20, noNaN: true })
const radius = fc.double({ min: 0.1, max: 5, noNaN: true })
const vec = (c: fc.Arbitrary<number>) => fc.record({ x: c, y: c })
const pair = fc.record({
  pA: vec(coord),
  vA: vec(speed),
  rA: radius,
  pB: vec(coord),
  vB: vec(speed),
  rB: radius,
})
/** The frame sweptCircles is asked about: long enough that most approaching pairs meet in it. */
const T = 10

describe('the simulation agrees with the core on one pair', () => {
  it('predicts the contact time sweptCircles finds, and no contact where it finds none', () => {
    fc.assert(
      fc.property(pair, ({ pA, vA, rA, pB, vB, rB }) => {
        const R = rA + rB
        const dp = { x: pB.x - pA.x, y: pB.y - pA.y }
        const w = { x: vB.x - vA.x, y: vB.y - vA.y }
        // Clear of the knife edges where two correct float answers may differ: a start within a
        // hair of touching, and a path within a hair of grazing.
        const gap = Math.hypot(dp.x, dp.y) - R
        fc.pre(gap > 1e-6 * R)
        const swept = sweptCircles(
          { p: pA, d: { x: vA.x * T, y: vA.y * T }, r: rA },
          {
            p: pB,
            d: { x: vB.x * T, y: vB.y * T },
            r: rB,
          },
        )
        fc.pre(swept.discriminant === 0 || Math.abs(swept.discriminant) > 1e-9 * swept.b * swept.b)
        const delay = contactDelay(dp.x, dp.y, w.x, w.y, R)
        if (swept.case === 'hit') expect(delay).toBeCloseTo(swept.t! * T, 9)
        else if (swept.case === 'after-frame') expect(delay).toBeGreaterThan(T * (1 - 1e-12))
        else expect(delay).toBe(Number.POSITIVE_INFINITY)
      }),
      { numRuns: 2000 },
    )
  })

  it('resolves a contact into the velocities resolveCircles gives', () => {
    const contact = fc.record({
      angle: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
      rA: radius,
      rB: radius,
      vA: vec(speed),
      vB: vec(speed),
      mA: fc.oneof(fc.double({ min: 0.1, max: 100, noNaN: true }), fc.constant(Number.POSITIVE_INFINITY)),
      mB: fc.double({ min: 0.1, max: 100, noNaN: true }),
      e: fc.oneof(fc.constantFrom(0, 1), fc.double({ min: 0, max: 1, noNaN: true })),
    })
    fc.assert(
      fc.property(contact, ({ angle, rA, rB, vA: va, vB, mA, mB, e }) => {
        // A fixed ball (infinite mass) stands still in the simulation.
        const vA = mA === Number.POSITIVE_INFINITY ? { x: 0, y: 0 } : va
        // Two balls just touching, centres R apart along `angle`.
        const R = rA + rB
        const pA = { x: 1, y: 2 }
        const pB = { x: pA.x + R * Math.cos(angle), y: pA.y + R * Math.sin(angle) }
        const st = new BallState([
          { p: pA, v: vA, r: rA, m: mA },
          { p: pB, v: vB, r: rB, m: mB },
        ])
        // No walls, no box; contact time 0, so the restitution e always applies.
        new Resolver(st, new WallSet([]), null, e, 0).balls(0, 1, 0)
        const want = resolveCircles({ p: pA, v: vA, m: mA }, { p: pB, v: vB, m: mB }, e)
        const scale = Math.max(1, Math.hypot(vA.x, vA.y), Math.hypot(vB.x, vB.y))
        const close = (got: number, x: number) => expect(Math.abs(got - x)).toBeLessThanOrEqual(1e-12 * scale)
        close(st.d[STRIDE * 0 + VX]!, want.vA.x)
        close(st.d[STRIDE * 0 + VY]!, want.vA.y)
        close(st.d[STRIDE * 1 + VX]!, want.vB.x)
        close(st.d[STRIDE * 1 + VY]!, want.vB.y)
      }),
      { numRuns: 2000 },
    )
  })
})
