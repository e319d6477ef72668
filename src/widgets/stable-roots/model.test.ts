import { describe, expect, it } from 'vitest'
import { commonIntegers, signOf } from '../../core/exact'
import { defaultState } from '../../kit/hashState'
import { schema } from './meta'
import { type StableRootsState, caseOf, clampState, exactDiscriminantSign, moveCentre, routes } from './model'

const opening = defaultState(schema)
// The chapter's link to the limit: an exact graze of decimals that the doubles do not hold exactly.
const limit: StableRootsState = {
  A: { x: 0, y: 0 },
  dA: { x: 1.125, y: 1.5 },
  rA: 2.437,
  B: { x: 4.411, y: -2.242 },
  dB: { x: 0, y: 0 },
  rB: 2.437,
}

/** The sign of a·R² − (Δp×w)² for the doubles themselves (not the decimals), in BigInt integers. */
function doublesSign(s: StableRootsState): -1 | 0 | 1 {
  const { ints } = commonIntegers([
    s.A.x,
    s.A.y,
    s.dA.x,
    s.dA.y,
    s.rA,
    s.B.x,
    s.B.y,
    s.dB.x,
    s.dB.y,
    s.rB,
  ] as const)
  const [ax, ay, dax, day, rA, bx, by, dbx, dby, rB] = ints
  const [dx, dy, wx, wy, R] = [bx - ax, by - ay, dbx - dax, dby - day, rA + rB]
  const crossed = dx * wy - dy * wx
  return signOf((wx * wx + wy * wy) * R * R - crossed * crossed)
}

describe('stable-roots model', () => {
  it('opens on a graze the stable form finds and the textbook formula misses', () => {
    const r = routes(opening)
    // Exactly a graze, both for the decimals as written and for the doubles the figure computes with…
    expect(r.exact).toBe('zero')
    expect(doublesSign(opening)).toBe(0)
    // …which the cross-product form gets exactly, and b² − 4ac loses to rounding.
    expect(r.stable.discriminant).toBe(0)
    expect(r.stable.case).toBe('hit')
    expect(r.stable.roots).toEqual([0.65, 0.65])
    expect(r.textbook.discriminant).toBeLessThan(0)
    expect(r.textbook.case).toBe('miss')
    expect(r.spread).toBeCloseTo(Math.hypot(2.6, 2) / 2, 12)
  })

  it('shows at the linked pair what no formula fixes: floats miss an exact graze of decimals', () => {
    const r = routes(limit)
    expect(r.exact).toBe('zero')
    expect(r.stable.discriminant).not.toBe(0)
    expect(r.textbook.discriminant).not.toBe(0)
    expect(r.stable.case).toBe('miss')
    expect(r.textbook.case).toBe('miss')
    expect(r.spread).toBeCloseTo(Math.hypot(4.411, -2.242) / 4.874, 12)
  })

  it('decides the exact sign with integers, on both sides of the graze', () => {
    expect(exactDiscriminantSign({ ...limit, rA: 2.438 })).toBe('positive')
    expect(exactDiscriminantSign({ ...limit, rA: 2.436 })).toBe('negative')
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
    const s = moveCentre(opening, 'B', { x: 2.34567, y: 99 })
    expect(s.B).toEqual({ x: 2.346, y: 5 })
    expect(clampState({ ...opening, rA: Number.NaN }).rA).toBe(1)
  })
})
