import { describe, expect, it } from 'vitest'
import { axisRange } from './TimePlot'

describe('a time plot’s axis range', () => {
  it('widens to round ticks', () => {
    expect(axisRange([0, 3.7], 5)).toEqual([0, 4])
    expect(axisRange([-0.83, 0.83], 4)).toEqual([-1, 1])
    expect(axisRange([0, 1234.5], 4)).toEqual([0, 1500])
  })

  it('gives a flat line room around it: its own size either way, or ±1 at zero', () => {
    expect(axisRange([0, 0], 4)).toEqual([-1, 1])
    expect(axisRange([-2, -2], 4)).toEqual([-4, 0])
    expect(axisRange([3, 3], 4)).toEqual([0, 6])
  })
})
