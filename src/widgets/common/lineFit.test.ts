import { describe, expect, it } from 'vitest'
import { lineFit } from './lineFit'

describe('lineFit', () => {
  it('the least-squares line: exact through points on a line, the middle way through noise', () => {
    expect(lineFit([1, 2, 4], [5, 7, 11])).toEqual({ slope: 2, intercept: 3 })
    // (0,0), (1,1), (2,1), (3,3): slope 4.5/5 = 0.9, intercept 1.25 − 0.9·1.5 = −0.1
    const fit = lineFit([0, 1, 2, 3], [0, 1, 1, 3])
    expect(fit.slope).toBeCloseTo(0.9, 14)
    expect(fit.intercept).toBeCloseTo(-0.1, 14)
  })

  it('rejects too few points, mismatched lengths and a single x', () => {
    expect(() => lineFit([1], [1])).toThrow(RangeError)
    expect(() => lineFit([1, 2], [1])).toThrow(RangeError)
    expect(() => lineFit([2, 2, 2], [1, 2, 3])).toThrow(/one x/)
  })
})
