// d3-scale is a devDependency for this test only: the kit's scale must give its numbers exactly.
import { scaleLinear } from 'd3-scale'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { linearScale } from './scale'

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
