import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Q } from '../../tests/unit/rational'
import { centreOfMass1D, impulse1D, motion1D, totals1D } from './momentum'
import { exchange1D } from './response'

// Small dyadic numbers (k/8): exact in doubles, so the rational reference is the true answer.
const eighths = fc.integer({ min: -80, max: 80 }).map((k) => k / 8)
const masses = fc.integer({ min: 1, max: 80 }).map((k) => k / 8)
const within = (x: number, exact: Q, rel = 4e-16) =>
  Math.abs(x - exact.toNumber()) <= rel * Math.max(1, Math.abs(exact.toNumber()))

describe('motion1D and totals1D', () => {
  it('m·v and ½·m·v², exactly for the chapter’s example', () => {
    expect(motion1D(5, 1)).toEqual({ momentum: 5, kineticEnergy: 12.5 })
    expect(motion1D(-1, 3)).toEqual({ momentum: -3, kineticEnergy: 1.5 })
    expect(totals1D(5, -1, 1, 3)).toEqual({ momentum: 2, kineticEnergy: 14 })
    expect(totals1D(-1.75, 1.25, 1, 3)).toEqual({ momentum: 2, kineticEnergy: 3.875 })
  })

  it('leaves an infinitely heavy body out', () => {
    expect(motion1D(2, Infinity)).toBeNull()
    expect(totals1D(2, -1, Infinity, 3)).toEqual({ momentum: -3, kineticEnergy: 1.5 })
    expect(totals1D(2, -1, 4, Infinity)).toEqual({ momentum: 8, kineticEnergy: 8 })
  })

  it('agrees with exact rationals', () => {
    fc.assert(
      fc.property(eighths, eighths, masses, masses, (v1, v2, m1, m2) => {
        const t = totals1D(v1, v2, m1, m2)
        const [V1, V2, M1, M2] = [Q.of(v1), Q.of(v2), Q.of(m1), Q.of(m2)]
        const half = Q.ratio(1, 2)
        expect(t.momentum).toBe(M1.mul(V1).add(M2.mul(V2)).toNumber())
        expect(t.kineticEnergy).toBe(half.mul(M1.mul(V1).mul(V1).add(M2.mul(V2).mul(V2))).toNumber())
      }),
    )
  })
})

describe('centreOfMass1D', () => {
  it('the weighted mean; one infinite mass gives its own x; two throw', () => {
    expect(centreOfMass1D(5, -1, 1, 3)).toBe(0.5)
    expect(centreOfMass1D(-1, 2, Infinity, 3)).toBe(-1)
    expect(centreOfMass1D(-1, 2, 3, Infinity)).toBe(2)
    expect(() => centreOfMass1D(0, 1, Infinity, Infinity)).toThrow(/both be Infinity/)
  })

  it('agrees with exact rationals to a rounding or two, and never overflows', () => {
    fc.assert(
      fc.property(eighths, eighths, masses, masses, (x1, x2, m1, m2) => {
        const exact = Q.of(m1)
          .mul(Q.of(x1))
          .add(Q.of(m2).mul(Q.of(x2)))
          .div(Q.of(m1).add(Q.of(m2)))
        // x1 + w·(x2 − x1) rounds relative to the positions, not to the result (which may be near 0).
        const err = Math.abs(centreOfMass1D(x1, x2, m1, m2) - exact.toNumber())
        expect(err).toBeLessThanOrEqual(4 * Number.EPSILON * Math.max(1, Math.abs(x1), Math.abs(x2)))
      }),
    )
    expect(centreOfMass1D(1.5e308, -1.5e308, 1, 1)).toBe(0)
  })

  it('no collision changes it: the velocity of the centre of mass is the same after exchange1D', () => {
    fc.assert(
      fc.property(
        eighths,
        eighths,
        fc.oneof(masses, fc.constant(Infinity)),
        masses,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        (u1, u2, ma, mb, e, swap) => {
          const [m1, m2] = swap ? [mb, ma] : [ma, mb]
          const [v1, v2] = exchange1D(u1, u2, m1, m2, e)
          const before = centreOfMass1D(u1, u2, m1, m2)
          expect(centreOfMass1D(v1, v2, m1, m2)).toBeCloseTo(before, 12)
        },
      ),
    )
  })
})

describe('impulse1D', () => {
  it('is what exchange1D hands over: v1 = u1 − J/m1, v2 = u2 + J/m2', () => {
    expect(impulse1D(5, -1, 1, 3, 0.5)).toBe(6.75) // 1.5·6·(3/4)
    fc.assert(
      fc.property(
        eighths,
        eighths,
        masses,
        masses,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (u1, u2, m1, m2, e) => {
          const J = impulse1D(u1, u2, m1, m2, e)
          const [v1, v2] = exchange1D(u1, u2, m1, m2, e)
          expect(m2 * (v2 - u2)).toBeCloseTo(J, 10)
          expect(m1 * (u1 - v1)).toBeCloseTo(J, 10)
        },
      ),
    )
  })

  it('is exact against rationals: (1 + e)(u1 − u2)·m1m2/(m1 + m2)', () => {
    fc.assert(
      fc.property(eighths, eighths, masses, masses, fc.integer({ min: 0, max: 8 }), (u1, u2, m1, m2, k) => {
        const e = k / 8
        const [M1, M2] = [Q.of(m1), Q.of(m2)]
        const exact = Q.of(1 + e)
          .mul(Q.of(u1).sub(Q.of(u2)))
          .mul(M1.mul(M2))
          .div(M1.add(M2))
        expect(within(impulse1D(u1, u2, m1, m2, e), exact, 1e-15)).toBe(true)
      }),
    )
  })

  it('stays finite against a wall: (1 + e)·m·(u1 − u2) for the finite mass m', () => {
    expect(impulse1D(4, 0, 2, Infinity, 1)).toBe(16)
    expect(impulse1D(0, -4, Infinity, 2, 0.5)).toBe(12)
    expect(() => impulse1D(1, 0, Infinity, Infinity, 1)).toThrow(/both be Infinity/)
    expect(() => impulse1D(1, 0, 1, 1, 1.5)).toThrow(/e must be in/)
  })
})
