import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Q } from './rational'

describe('Q, the exact reference', () => {
  it('keeps lowest terms and a positive denominator', () => {
    const q = Q.ratio(6, -4)
    expect([q.num, q.den]).toEqual([-3n, 2n])
    expect(Q.ratio(1, 3).add(Q.ratio(1, 6)).toString()).toBe('1/2')
  })

  it('reads every double exactly: 0.1 is not 1/10', () => {
    expect(Q.of(0.1).equals(Q.ratio(1, 10))).toBe(false)
    expect(Q.of(0.1).den).toBe(2n ** 55n)
    expect(Q.of(0.375).toString()).toBe('3/8')
  })

  it('round-trips any finite double through toNumber', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(Q.of(x).toNumber()).toBe(x === 0 ? 0 : x)
      }),
      { numRuns: 300 },
    )
  })

  it('does field arithmetic exactly', () => {
    const a = Q.ratio(2, 3)
    const b = Q.ratio(-5, 7)
    expect(a.mul(b).div(b).equals(a)).toBe(true)
    expect(a.sub(b).add(b).equals(a)).toBe(true)
    expect(a.cmp(b)).toBe(1)
    expect(b.neg().sign()).toBe(1)
  })
})
