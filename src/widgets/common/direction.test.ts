import { describe, expect, it } from 'vitest'
import { length } from '../../core'
import { capLength, lineAcross, snapDirection } from './direction'

describe('directions and capped velocities', () => {
  it('turns any usable vector into a unit one on the grid, and a useless one into the fallback', () => {
    expect(snapDirection({ x: 3, y: 4 }, { x: 1, y: 0 })).toEqual({ x: 0.6, y: 0.8 })
    expect(snapDirection({ x: 0.01, y: 0 }, { x: 0, y: 1 })).toEqual({ x: 0, y: 1 })
    expect(snapDirection({ x: Number.NaN, y: 1 }, { x: 0, y: 1 })).toEqual({ x: 0, y: 1 })
    expect(Math.abs(length(snapDirection({ x: 1, y: 2 }, { x: 1, y: 0 })) - 1)).toBeLessThan(1e-3)
  })

  it('caps a velocity’s length, keeps a short one, and replaces one that is not finite', () => {
    expect(capLength({ x: 6, y: 8 }, 3, { x: 0, y: 0 })).toEqual({ x: 1.8, y: 2.4 })
    expect(capLength({ x: 1.23456, y: -0.0001 }, 3, { x: 0, y: 0 })).toEqual({ x: 1.235, y: 0 })
    expect(capLength({ x: Number.POSITIVE_INFINITY, y: 0 }, 3, { x: 2, y: 1 })).toEqual({ x: 2, y: 1 })
  })

  it('draws a line through the origin from edge to edge of a box, never past it', () => {
    expect(lineAcross({ x: 0.8, y: 0.6 }, 4, 3)).toEqual([
      { x: -4, y: -3 },
      { x: 4, y: 3 },
    ])
    expect(lineAcross({ x: 0, y: 1 }, 4, 3)).toEqual([
      { x: -0, y: -3 },
      { x: 0, y: 3 },
    ])
    expect(lineAcross({ x: 0.6, y: 0.8 }, 5, 3)[1]).toEqual({ x: 2.25, y: 3 })
  })
})
