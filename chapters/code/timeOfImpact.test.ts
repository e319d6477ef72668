// The teaching version chapter 3 shows under "The code" says what the library does: on pairs that are
// not within rounding distance of a boundary between cases, it reaches the same case and the same
// first contact as sweptCircles (to the last bit: the same formulas in the same order), which decides
// the case exactly.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sweptCircles } from '../../src/core'
import { timeOfImpact } from './timeOfImpact'

type Circle = Parameters<typeof sweptCircles>[0]

const coordinate = fc.integer({ min: -5000, max: 5000 }).map((k) => k / 1000)
const point = fc.record({ x: coordinate, y: coordinate })
const ball = fc.record({ p: point, d: point, r: fc.integer({ min: 200, max: 2500 }).map((k) => k / 1000) })

/** Far enough from every boundary between cases that rounding cannot move a pair across one. */
function clearOfBoundaries(A: Circle, B: Circle) {
  const s = sweptCircles(A, B)
  const R = A.r + B.r
  const margin = 1e-9 * Math.max(1, s.a * R * R, s.c * s.c)
  const roots = s.roots ?? [Number.NaN, Number.NaN]
  return (
    Math.abs(s.c) > margin &&
    (s.a === 0 || Math.abs(s.discriminant) > margin) &&
    !(Math.abs(roots[1]) < 1e-9) &&
    !(Math.abs(roots[0] - 1) < 1e-9)
  )
}

describe('the teaching version of the time of impact', () => {
  it('works the chapter’s example: a hit at t ≈ 0.919', () => {
    const r = timeOfImpact(
      { p: { x: 0, y: 0 }, d: { x: 4, y: 0 }, r: 1 },
      { p: { x: 5, y: 1.5 }, d: { x: 0, y: 0 }, r: 1 },
    )
    expect(r.case).toBe('hit')
    expect(r.t).toBeCloseTo((40 - Math.sqrt(112)) / 32, 14)
  })

  it('finds the graze the stable-roots figure opens on, as the cross-product form does', () => {
    const r = timeOfImpact(
      { p: { x: 0, y: 0 }, d: { x: 4, y: 0 }, r: 1 },
      { p: { x: 2.6, y: 2 }, d: { x: 0, y: 0 }, r: 1 },
    )
    expect(r).toEqual({ case: 'hit', t: 0.65 })
  })

  it('agrees with sweptCircles on every pair clear of a boundary', () => {
    fc.assert(
      fc.property(ball, ball, (A, B) => {
        fc.pre(clearOfBoundaries(A, B))
        const core = sweptCircles(A, B)
        const taught = timeOfImpact(A, B)
        expect(taught.case).toBe(core.case)
        if (core.t !== null) expect(taught.t).toBe(core.t)
      }),
      { numRuns: 2000 },
    )
  })
})
