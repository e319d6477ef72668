import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultState, mergeState, readLink } from '../../kit/hashState'
import { meta, schema } from './meta'
import {
  ARROW_SCALE,
  ROWS,
  type ExchangeState,
  barOf,
  clampState,
  exchange,
  moveVelocity,
  rowOf,
  scaleOf,
  setMass,
} from './model'

const defaults = defaultState(schema)
const stateArb = (masses: fc.Arbitrary<number> = fc.double({ min: 0.1, max: 10, noNaN: true })) =>
  fc
    .record({
      m1: masses,
      m2: fc.double({ min: 0.1, max: 10, noNaN: true }),
      u1: fc.double({ min: -10, max: 10, noNaN: true }),
      u2: fc.double({ min: -10, max: 10, noNaN: true }),
      e: fc.double({ min: 0, max: 1, noNaN: true }),
      swap: fc.boolean(),
    })
    .map(({ swap, ...s }): ExchangeState => (swap ? { ...s, m1: s.m2, m2: s.m1 } : s))
const withWalls = stateArb(fc.oneof(fc.double({ min: 0.1, max: 10, noNaN: true }), fc.constant(Infinity)))
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(a), Math.abs(b))

describe('the exchange', () => {
  it('opens on the erratum’s example: −1.75 and 1.25, momentum 2 before and after', () => {
    const x = exchange(defaults)
    expect([x.v1, x.v2]).toEqual([-1.75, 1.25])
    expect([x.before.momentum, x.after.momentum]).toEqual([2, 2])
    expect([x.before.kineticEnergy, x.after.kineticEnergy]).toEqual([14, 3.875])
    expect(x.impulse).toBe(6.75)
    expect(x.vcmBefore).toBe(0.5)
  })

  it('keeps momentum for every e and every pair of finite masses', () => {
    fc.assert(
      fc.property(stateArb(), (s) => {
        const x = exchange(s)
        expect(close(x.after.momentum, x.before.momentum)).toBe(true)
      }),
    )
  })

  it('with a wall too: the centre of mass keeps its velocity, and the wall keeps its own', () => {
    fc.assert(
      fc.property(withWalls, (s) => {
        const x = exchange(s)
        expect(close(x.vcmAfter, x.vcmBefore)).toBe(true)
        // + 0 on both sides: a wall resting at −0 or +0 rests all the same.
        if (s.m1 === Infinity) expect(x.v1 + 0).toBe(s.u1 + 0)
        if (s.m2 === Infinity) expect(x.v2 + 0).toBe(s.u2 + 0)
      }),
    )
    // A wall is the limit of a very heavy ball: the light ball's momentum change agrees.
    const wall = exchange({ ...defaults, m2: Infinity })
    const heavy = exchange({ ...defaults, m2: 1e12 })
    expect(wall.after[1].momentum! - wall.before[1].momentum!).toBeCloseTo(
      heavy.after[1].momentum! - heavy.before[1].momentum!,
      9,
    )
    expect(wall.after[2].momentum).toBeNull()
    expect(wall.impulse).toBeCloseTo(heavy.impulse, 9)
  })

  it('keeps kinetic energy at e = 1, and loses it for e < 1 when they collide', () => {
    fc.assert(
      fc.property(stateArb(), (s) => {
        const x = exchange({ ...s, e: 1 })
        expect(close(x.after.kineticEnergy, x.before.kineticEnergy)).toBe(true)
        const y = exchange({ ...s, e: 0.5 })
        if (s.u1 - s.u2 > 1e-3) expect(y.after.kineticEnergy).toBeLessThan(y.before.kineticEnergy)
      }),
    )
  })

  it('leaves a separating or resting pair untouched', () => {
    fc.assert(
      fc.property(withWalls, (s) => {
        const apart = { ...s, u2: Math.max(s.u1, s.u2), u1: Math.min(s.u1, s.u2) }
        const x = exchange(apart)
        expect(x.approaching).toBe(false)
        // + 0: a signed zero is the same speed (Math.min(0, −0) is −0).
        expect([x.v1 + 0, x.v2 + 0, x.impulse + 0]).toEqual([apart.u1 + 0, apart.u2 + 0, 0])
      }),
    )
  })

  it('is the same collision seen in a mirror: swapping the balls swaps and negates the answers', () => {
    fc.assert(
      fc.property(withWalls, (s) => {
        const x = exchange(s)
        const m = exchange({ m1: s.m2, m2: s.m1, u1: -s.u2, u2: -s.u1, e: s.e })
        expect(close(m.v1, -x.v2) && close(m.v2, -x.v1)).toBe(true)
        expect(close(m.impulse, x.impulse)).toBe(true)
      }),
    )
  })

  it('agrees with source 002’s P at e = 1: J = P·m1·m2', () => {
    fc.assert(
      fc.property(stateArb(), (s) => {
        const x = exchange({ ...s, e: 1 })
        if (x.approaching) expect(close(x.impulse, x.P002! * s.m1 * s.m2)).toBe(true)
      }),
    )
    expect(exchange({ ...defaults, m1: Infinity }).P002).toBeNull()
  })

  it('with source 002’s code’s n (circle1 − circle2) P changes sign and the velocities do not', () => {
    // Defaults: u1 = 5, u2 = −1, m 1 and 3: P = 2·6/4 = 3 with n from ball 1 to 2, −3 as coded;
    // v1 = u1 − P·m2 = 5 − 9 = −4 either way.
    expect(exchange(defaults).code002).toEqual({ P: -3, v1: -4, v1BookN: -4 })
    fc.assert(
      fc.property(stateArb(), (s) => {
        const x = exchange(s)
        if (!x.code002) return
        expect(x.code002.P + 0).toBe(-x.P002! + 0) // a resting pair's P is 0, and −0 is 0
        expect(close(x.code002.v1, x.code002.v1BookN)).toBe(true)
      }),
    )
    expect(exchange({ ...defaults, m2: Infinity }).code002).toBeNull()
  })
})

describe('the erratum beside it', () => {
  it('loses momentum 3/2 on the example: 2 before, 1/2 after', () => {
    const p = exchange(defaults).printed!
    expect([p.v1, p.v2, p.momentumAfter, p.momentumChange]).toEqual([-3.625, 1.375, 0.5, -1.5])
  })

  it('changes momentum by −(1 − e)·m1·m2·(u1 + u2)/(m1 + m2), and has no answer with a wall', () => {
    fc.assert(
      fc.property(stateArb(), (s) => {
        const p = exchange(s).printed!
        const loss = (-(1 - s.e) * s.m1 * s.m2 * (s.u1 + s.u2)) / (s.m1 + s.m2)
        expect(Math.abs(p.momentumChange - loss)).toBeLessThan(1e-9)
      }),
    )
    expect(exchange({ ...defaults, m1: Infinity }).printed).toBeNull()
  })
})

describe('the state', () => {
  it('refuses two infinitely heavy balls, from a link and from the controls', () => {
    const { state, issues } = readLink(schema, 'm1=inf&m2=inf', clampState, meta.rule)
    expect([state.m1, state.m2]).toEqual([Infinity, 3])
    expect(issues).toEqual([{ field: 'm2', raw: 'inf', shown: '3', reason: 'constrained', why: meta.rule }])
    const wall = { ...defaults, m1: Infinity }
    expect(setMass(wall, 2, Infinity)).toBeNull()
    expect(setMass(wall, 2, 5)).toEqual({ ...wall, m2: 5 })
    expect(setMass(defaults, 1, Infinity)).toEqual(wall)
  })

  it('drags a velocity by its arrow head: x only, within the bounds', () => {
    const tail = rowOf(defaults, ROWS.before, 5, -1).arrows[1].tail
    expect(moveVelocity(defaults, 1, { x: tail.x + 2 * ARROW_SCALE, y: 99 }).u1).toBeCloseTo(2, 12)
    expect(moveVelocity(defaults, 2, { x: 1e6, y: 0 }).u2).toBe(10)
    expect(moveVelocity(defaults, 2, { x: -1e6, y: 0 }).u2).toBe(-10)
    const merged = mergeState(schema, defaults, moveVelocity(defaults, 1, { x: tail.x + 0.123, y: 0 }))
    expect(merged.u1 * 20).toBeCloseTo(Math.round(merged.u1 * 20), 9)
  })

  it('draws the centre of mass where the masses balance, and the arrows from the ball centres', () => {
    const row = rowOf(defaults, 0, 5, -1)
    const { 1: b1, 2: b2 } = row.balls
    expect(row.cm.at.x).toBeCloseTo((1 * b1.center.x + 3 * b2.center.x) / 4, 12)
    expect(row.arrows[2].tip.x - row.arrows[2].tail.x).toBeCloseTo(-ARROW_SCALE, 12)
    expect(rowOf({ ...defaults, m1: Infinity }, 0, 5, -1).cm.at.x).toBe(
      rowOf({ ...defaults, m1: Infinity }, 0, 5, -1).balls[1].center.x,
    )
  })
})

describe('the bars', () => {
  it('fill the track at the largest magnitude; momentum grows from the middle', () => {
    expect(scaleOf([2, -8, null, 3])).toBe(8)
    expect(barOf(-8, 8, true)).toEqual({ from: 0, width: 0.5 })
    expect(barOf(4, 8, true)).toEqual({ from: 0.5, width: 0.25 })
    expect(barOf(4, 8, false)).toEqual({ from: 0, width: 0.5 })
    expect(barOf(1, 0, false)).toEqual({ from: 0, width: 0 })
  })
})
