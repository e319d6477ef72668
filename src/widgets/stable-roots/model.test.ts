import { describe, expect, it } from 'vitest'
import { defaultState } from '../../kit/hashState'
import { schema } from './meta'
import { caseOf, clampState, exactDiscriminantSign, moveCentre, routes } from './model'

const graze = defaultState(schema)

describe('stable-roots model', () => {
  it('opens on an exact graze that floats cannot see as one', () => {
    const r = routes(graze)
    expect(r.exact).toBe('zero')
    // The exact discriminant is 0: a graze, a hit at its double root. Both float routes miss it here.
    expect(r.stable.discriminant).not.toBe(0)
    expect(r.textbook.discriminant).not.toBe(0)
    expect(r.spread).toBeCloseTo(Math.hypot(4.411, -2.242) / 4.874, 12)
  })

  it('shows the textbook route losing a graze the cross-product form keeps', () => {
    const s = {
      ...graze,
      A: { x: 0, y: 0 },
      dA: { x: 4, y: 0 },
      rA: 1,
      B: { x: 2.6, y: 2 },
      dB: { x: 0, y: 0 },
      rB: 1,
    }
    const r = routes(s)
    expect(r.exact).toBe('zero')
    expect(r.stable.discriminant).toBe(0)
    expect(r.stable.case).toBe('hit')
    expect(r.textbook.discriminant).toBeLessThan(0)
    expect(r.textbook.case).toBe('miss')
  })

  it('decides the exact sign with integers, on both sides of the graze', () => {
    expect(exactDiscriminantSign({ ...graze, rA: 2.438 })).toBe('positive')
    expect(exactDiscriminantSign({ ...graze, rA: 2.436 })).toBe('negative')
  })

  it('orders the cases as the core does', () => {
    expect(caseOf(-1, 0, null)).toBe('overlapping')
    expect(caseOf(1, 0, null)).toBe('same-motion')
    expect(caseOf(1, 1, null)).toBe('miss')
    expect(caseOf(1, 1, [-2, 0])).toBe('receding')
    expect(caseOf(1, 1, [1.5, 2])).toBe('after-frame')
    expect(caseOf(1, 1, [1, 2])).toBe('hit')
  })

  it('keeps moves inside the world and on the thousandth grid', () => {
    const s = moveCentre(graze, 'B', { x: 2.34567, y: 99 })
    expect(s.B).toEqual({ x: 2.346, y: 5 })
    expect(clampState({ ...graze, rA: Number.NaN }).rA).toBe(2.437)
  })
})
