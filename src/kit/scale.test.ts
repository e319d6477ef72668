// d3-scale is a devDependency for this test only: the kit's scale must give its numbers exactly.
import { scaleLinear } from 'd3-scale'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { linearScale, niceTicks } from './scale'

const finite = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
const interval = fc
  .tuple(finite(-1e6, 1e6), finite(1e-9, 1e6))
  .map(([lo, span]) => [lo, lo + span] as [number, number])
  .filter(([lo, hi]) => lo < hi)

describe('niceTicks', () => {
  it("gives d3's ticks for any interval and count", () => {
    fc.assert(
      fc.property(interval, finite(0, 40), ([lo, hi], count) => {
        expect(niceTicks(lo, hi, count)).toEqual(scaleLinear().domain([lo, hi]).ticks(count))
      }),
      { numRuns: 2000 },
    )
  })

  it("gives d3's ticks where it retries with twice the count, and none for no room", () => {
    for (const [lo, hi, count] of [
      [0.1, 0.9, 0.5],
      [0.1, 0.9, 0.6],
      [1.01, 1.09, 1],
      [-3, 3, 0],
      [2, 2, 5],
    ] as const)
      expect(niceTicks(lo, hi, count)).toEqual(lo < hi ? scaleLinear().domain([lo, hi]).ticks(count) : [])
  })
})

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
