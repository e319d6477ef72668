import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Q } from '../../tests/unit/rational'
import { chordLength, firstCatchingSubsteps, firstSampleInside, pathOffset, sureSubsteps } from './substeps'

const p = (x: number, y: number) => ({ x, y })

/** Whole k in [0, n] with t1 ≤ k/n ≤ t2, by exact rationals: the first, or null. */
function exactFirstSample(t1: number, t2: number, n: number): number | null {
  const [a, b] = [Q.of(t1), Q.of(t2)]
  for (let k = 0; k <= n; k++) {
    const t = Q.ratio(k, n)
    if (t.cmp(a) >= 0 && t.cmp(b) <= 0) return k
  }
  return null
}

describe('pathOffset: how close a moving ball passes a still one', () => {
  it('is |(q − p) × d| / |d|, on either side, and null for a ball that does not move', () => {
    expect(pathOffset(p(-5, 0), p(10, 0), p(0.85, 0.9))).toBeCloseTo(0.9, 15)
    expect(pathOffset(p(0, 0), p(3, 4), p(4, -3))).toBe(5)
    expect(pathOffset(p(0, 0), p(3, 4), p(-4, 3))).toBe(5)
    expect(pathOffset(p(1, 1), p(0, 0), p(5, 5))).toBeNull()
  })

  it('does not overflow on huge coordinates', () => {
    expect(pathOffset(p(0, 0), p(3e300, 4e300), p(4e300, -3e300))).toBeCloseTo(5e300, -285)
  })
})

describe('chordLength: the stretch of a line within R of a centre', () => {
  it('is 2√(R² − h²): 8 for R = 5, h = 3; 0 at a graze; null outside', () => {
    expect(chordLength(5, 3)).toBe(8)
    expect(chordLength(5, 0)).toBe(10)
    expect(chordLength(5, 5)).toBe(0)
    expect(chordLength(5, 5.000001)).toBeNull()
  })

  it('matches the exact chord to a few ulps, graze or not', () => {
    const r = fc.double({ min: 1e-3, max: 1e3, noNaN: true })
    fc.assert(
      fc.property(r, fc.double({ min: 0, max: 1, noNaN: true }), (R, f) => {
        const h = R * f
        const L = chordLength(R, h)!
        // (L/2)² against R² − h², both exact rationals of the doubles involved.
        const half = Q.of(L / 2)
        const want = Q.of(R)
          .mul(Q.of(R))
          .sub(Q.of(h).mul(Q.of(h)))
        const got = half.mul(half)
        const err = Math.abs(got.sub(want).toNumber())
        expect(err).toBeLessThanOrEqual(8 * Number.EPSILON * R * R)
      }),
    )
  })
})

describe('sureSubsteps: the fewest sub-steps that cannot miss', () => {
  it('is ⌈travel / chord⌉, at least 1; no n is sure for a graze', () => {
    expect(sureSubsteps(10, 1.4)).toBe(8)
    expect(sureSubsteps(10, 2)).toBe(5)
    expect(sureSubsteps(0, 2)).toBe(1)
    expect(sureSubsteps(10, 0)).toBeNull()
    expect(sureSubsteps(1e300, 1e-300)).toBeNull()
  })

  it('never misses: with that many steps, some sample lands on any chord placed on the path', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 1024 }),
        (travel, chord, where) => {
          fc.pre(chord <= travel)
          const n = sureSubsteps(travel, chord)!
          // The chord starts `where`/1024 of the way along the free part of the path; in exact
          // rationals, sample k sits at k·travel/n along the path.
          const start = Q.ratio(where * (travel - chord), 1024)
          const end = start.add(Q.ratio(chord))
          const hit = Array.from({ length: n + 1 }, (_, k) => Q.ratio(k * travel, n)).some(
            (at) => at.cmp(start) >= 0 && at.cmp(end) <= 0,
          )
          expect(hit).toBe(true)
        },
      ),
    )
  })
})

describe('firstSampleInside: some k/n in [t1, t2]', () => {
  it('finds the default figure of Chapter 1: missed by 1 to 4 sub-steps, caught by 5 at k = 3', () => {
    const [t1, t2] = [0.5434, 0.6266]
    expect([1, 2, 3, 4].map((n) => firstSampleInside(t1, t2, n))).toEqual([null, null, null, null])
    expect(firstSampleInside(t1, t2, 5)).toBe(3)
    expect(firstCatchingSubsteps(t1, t2, 100)).toBe(5)
  })

  it('is exactly the rational answer for any interval and n', () => {
    const t = fc.double({ min: -2, max: 3, noNaN: true })
    fc.assert(
      fc.property(t, t, fc.integer({ min: 1, max: 64 }), (a, b, n) => {
        const [t1, t2] = a <= b ? [a, b] : [b, a]
        expect(firstSampleInside(t1, t2, n)).toBe(exactFirstSample(t1, t2, n))
      }),
    )
  })

  it('catches a touch exactly on a sample (t1 = t2 = k/n)', () => {
    expect(firstSampleInside(0.75, 0.75, 4)).toBe(3)
    expect(firstSampleInside(0.7, 0.7, 4)).toBeNull()
    expect(firstCatchingSubsteps(0.7, 0.7, 100)).toBe(10)
    expect(firstCatchingSubsteps(0.7, 0.7, 9)).toBeNull()
  })

  it('throws a RangeError naming a bad argument', () => {
    expect(() => firstSampleInside(0.6, 0.5, 4)).toThrow(/^t1/)
    expect(() => firstSampleInside(0.5, Number.NaN, 4)).toThrow(/^t2/)
    expect(() => firstSampleInside(0.5, 0.6, 2.5)).toThrow(/^n/)
    expect(() => firstCatchingSubsteps(0.5, 0.6, 1e7)).toThrow(/^limit/)
    expect(() => chordLength(-1, 0)).toThrow(/^R/)
    expect(() => sureSubsteps(1, Number.POSITIVE_INFINITY)).toThrow(/^chord/)
    expect(() => pathOffset(p(0, 0), p(1, 0), p(Number.NaN, 0))).toThrow(/^q\.x/)
  })
})
