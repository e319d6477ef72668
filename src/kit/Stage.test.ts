import { describe, expect, it } from 'vitest'
import { axisTicks } from './Stage'

describe('axisTicks', () => {
  it('puts both axes on one nice step, so the grid is square', () => {
    // The time-of-impact stage: 16 across, 10 up; a raw step of 1.6 rounds to 2 on both axes.
    expect(axisTicks([-5, 11], [-5, 5], 10)).toEqual({
      x: [-4, -2, 0, 2, 4, 6, 8, 10],
      y: [-4, -2, 0, 2, 4],
    })
  })

  it('gives exact decimals, not 0.30000000000000004', () => {
    const { x } = axisTicks([0, 1], [0, 0.5], 10)
    expect(x).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
  })
})
