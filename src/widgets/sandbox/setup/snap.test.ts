import { describe, expect, it } from 'vitest'
import { snapPoint, snapStep } from './snap'

describe('snapping to the grid', () => {
  it('takes a round step near a 48th of the table’s width', () => {
    expect(snapStep({ min: { x: 0, y: 0 }, max: { x: 24, y: 10 } })).toBe(0.5)
    expect(snapStep({ min: { x: 0, y: 0 }, max: { x: 107.5, y: 72.5 } })).toBe(2)
  })
  it('puts a point on the grid, and leaves it without a step', () => {
    expect(snapPoint({ x: 3.26, y: -1.74 }, 0.5)).toEqual({ x: 3.5, y: -1.5 })
    expect(snapPoint({ x: 3.26, y: -1.74 }, null)).toEqual({ x: 3.26, y: -1.74 })
  })
})
