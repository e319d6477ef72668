import { describe, expect, it } from 'vitest'
import { axisTicks } from './Stage'

describe('axisTicks', () => {
  it('puts both axes on one nice step, so the grid is square', () => {
    // The time-of-impact stage: 16 across, 10 up; a raw step of 1.6 rounds to 2 on both axes.
    expect(axisTicks([-5, 11], [-5, 5], 10, 40)).toEqual({
      x: [-4, -2, 0, 2, 4, 6, 8, 10],
      y: [-4, -2, 0, 2, 4],
    })
  })

  it('gives exact decimals, not 0.30000000000000004', () => {
    const { x } = axisTicks([0, 1], [0, 0.5], 10, 600)
    expect(x).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
  })

  it('asks for fewer ticks where their labels would run together, on both axes', () => {
    // wall-reflection un-normalised: a view ~260 units wide on a 638 px stage asked for 20 ticks
    // gave a step of 10 and "−160" every 25 px. Labels of up to 4 characters need 42 px.
    const { x, y } = axisTicks([-170, 90], [-30, 190], 20, 638 / 260)
    expect(x[1]! - x[0]!).toBe(20)
    expect(y[1]! - y[0]!).toBe(20)
    // On a phone's 333 px the same view steps by 50.
    expect(axisTicks([-170, 90], [-30, 190], 11, 333 / 260).x).toEqual([-150, -100, -50, 0, 50])
  })
})
