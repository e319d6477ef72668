import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Q } from '../../tests/unit/rational'
import { circlesOverlap } from './overlap'

const p = (x: number, y: number) => ({ x, y })

/** The exact sign of |Δp|² − R² for the doubles given, by rational arithmetic. */
function exactSign(pA: { x: number; y: number }, rA: number, pB: { x: number; y: number }, rB: number) {
  const dx = Q.of(pB.x).sub(Q.of(pA.x))
  const dy = Q.of(pB.y).sub(Q.of(pA.y))
  const R = Q.of(rA).add(Q.of(rB))
  return dx.mul(dx).add(dy.mul(dy)).sub(R.mul(R)).sign()
}
const VERDICT = { [-1]: 'overlapping', 0: 'touching', 1: 'apart' } as const

describe('circlesOverlap: the distance test of Chapter 1', () => {
  it('measures a 3-4-5 triangle and decides on squares', () => {
    const o = circlesOverlap(p(1, 1), 2, p(4, 5), 2)
    expect(o).toEqual({
      dp: p(3, 4),
      distanceSq: 25,
      sumRadiiSq: 16,
      distance: 5,
      sumRadii: 4,
      verdict: 'apart',
      depth: 0,
      gap: 1,
    })
    expect(circlesOverlap(p(1, 1), 3, p(4, 5), 2).verdict).toBe('touching')
    const deep = circlesOverlap(p(1, 1), 4, p(4, 5), 2)
    expect([deep.verdict, deep.depth, deep.gap]).toEqual(['overlapping', 1, 0])
  })

  it('gives coincident centres the full sum of radii as depth, and two points touching', () => {
    expect(circlesOverlap(p(2, 2), 1, p(2, 2), 0.5).depth).toBe(1.5)
    expect(circlesOverlap(p(2, 2), 0, p(2, 2), 0).verdict).toBe('touching')
  })

  it('counts a tie within the tolerance as touching, and not beyond it', () => {
    // |Δp| = 5, R = 5 ± 0.0009 (inside) and 5 ± 0.0011 (outside a tolerance of 0.001).
    expect(circlesOverlap(p(0, 0), 2.5009, p(3, 4), 2.5, 0.001).verdict).toBe('touching')
    expect(circlesOverlap(p(0, 0), 2.4991, p(3, 4), 2.5, 0.001).verdict).toBe('touching')
    expect(circlesOverlap(p(0, 0), 2.5011, p(3, 4), 2.5, 0.001).verdict).toBe('overlapping')
    expect(circlesOverlap(p(0, 0), 2.4989, p(3, 4), 2.5, 0.001).verdict).toBe('apart')
  })

  it('agrees with the exact rational verdict on a dyadic grid, where every step is exact', () => {
    // Multiples of 1/1024 below 2^10: differences, squares and sums all fit in 53 bits.
    const g = fc.integer({ min: -(2 ** 20), max: 2 ** 20 }).map((k) => k / 1024)
    const r = fc.integer({ min: 0, max: 2 ** 19 }).map((k) => k / 1024)
    fc.assert(
      fc.property(g, g, r, g, g, r, (ax, ay, rA, bx, by, rB) => {
        const o = circlesOverlap(p(ax, ay), rA, p(bx, by), rB)
        expect(o.verdict).toBe(VERDICT[exactSign(p(ax, ay), rA, p(bx, by), rB)])
      }),
    )
    // Ties do occur on the grid: Pythagorean triples scaled.
    expect(circlesOverlap(p(0, 0), 3 / 1024, p(6 / 1024, 8 / 1024), 7 / 1024).verdict).toBe('touching')
  })

  it('agrees with the exact verdict on any doubles not within a relative 1e-12 of a tie', () => {
    const d = fc.double({ min: -1e6, max: 1e6, noNaN: true })
    const r = fc.double({ min: 0, max: 1e6, noNaN: true })
    fc.assert(
      fc.property(d, d, r, d, d, r, (ax, ay, rA, bx, by, rB) => {
        const o = circlesOverlap(p(ax, ay), rA, p(bx, by), rB)
        const margin = Math.abs(o.distanceSq - o.sumRadiiSq) / Math.max(o.distanceSq, o.sumRadiiSq, 1e-300)
        fc.pre(margin > 1e-12)
        expect(o.verdict).toBe(VERDICT[exactSign(p(ax, ay), rA, p(bx, by), rB)])
      }),
    )
  })

  it('decides huge and tiny input as it decides the same figure at ordinary size', () => {
    for (const k of [2 ** 600, 2 ** -600]) {
      const big = circlesOverlap(p(k, k), 2 * k, p(4 * k, 5 * k), 3 * k)
      expect(big.verdict).toBe('touching')
      expect(big.distance).toBe(5 * k)
      expect(circlesOverlap(p(k, k), 2 * k, p(4 * k, 5 * k), 2 * k).verdict).toBe('apart')
    }
  })

  it('throws a RangeError naming a bad argument', () => {
    expect(() => circlesOverlap(p(Number.NaN, 0), 1, p(0, 0), 1)).toThrow(/^pA\.x/)
    expect(() => circlesOverlap(p(0, 0), -1, p(0, 0), 1)).toThrow(/^rA/)
    expect(() => circlesOverlap(p(0, 0), 1, p(0, 0), 1, -0.1)).toThrow(/^tolerance/)
  })
})
