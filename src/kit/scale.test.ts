// d3-scale is a devDependency for this test only: the kit's scale must give its numbers exactly.
import { scaleLinear, scaleLog } from 'd3-scale'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decadeTicks, linearScale, logScale } from './scale'

const finite = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
const interval = fc
  .tuple(finite(-1e6, 1e6), finite(1e-9, 1e6))
  .map(([lo, span]) => [lo, lo + span] as [number, number])
  .filter(([lo, hi]) => lo < hi)

describe('linearScale', () => {
  it("maps and inverts as d3's scaleLinear", () => {
    fc.assert(
      fc.property(interval, interval, finite(-1e7, 1e7), (domain, range, v) => {
        const ours = linearScale(domain, [range[1], range[0]])
        const d3 = scaleLinear().domain(domain).range([range[1], range[0]])
        expect(ours(v)).toBe(d3(v))
        expect(ours.invert(v)).toBe(d3.invert(v))
      }),
    )
  })
})

const positive = fc
  .tuple(
    fc.integer({ min: -300, max: 290 }),
    fc.double({ min: 1, max: 10, noNaN: true }),
    fc.double({ min: 1e-3, max: 40, noNaN: true }),
  )
  .map(([e, m, decades]) => {
    const lo = m * 10 ** e
    return [lo, lo * 10 ** decades] as [number, number]
  })
  .filter(([lo, hi]) => lo > 0 && Number.isFinite(hi) && lo < hi)

describe('logScale and decadeTicks', () => {
  it("map, invert and pick the powers of ten as d3's scaleLog", () => {
    fc.assert(
      fc.property(
        positive,
        interval,
        fc.boolean(),
        fc.integer({ min: 2, max: 12 }),
        (domain, range, reversed, count) => {
          const d: [number, number] = reversed ? [domain[1], domain[0]] : domain
          const d3 = scaleLog().domain(d).range(range)
          const ours = logScale(d, range)
          const v = Math.sqrt(domain[0]) * Math.sqrt(domain[1])
          expect(ours(v)).toBe(d3(v))
          expect(ours.invert(range[0])).toBe(d3.invert(range[0]))
          expect(decadeTicks(d)).toEqual(d3.ticks().filter((t) => Number.isInteger(Math.log10(t))))
          expect(decadeTicks(d, count)).toEqual(
            d3.ticks(count).filter((t) => Number.isInteger(Math.log10(t))),
          )
        },
      ),
    )
  })
  it('a log axis over nine decades shows each; over fifteen, every second; over 300, every 20th', () => {
    expect(decadeTicks([1e-8, 10])).toEqual([1e-8, 1e-7, 1e-6, 1e-5, 1e-4, 1e-3, 0.01, 0.1, 1, 10])
    expect(decadeTicks([1e-14, 10])).toEqual([1e-14, 1e-12, 1e-10, 1e-8, 1e-6, 1e-4, 0.01, 1])
    expect(decadeTicks([1e-300, 1])).toEqual(Array.from({ length: 16 }, (_, k) => +`1e${20 * k - 300}`))
  })
})
