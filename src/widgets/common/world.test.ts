import { describe, expect, it } from 'vitest'
import { arrowInWorld, arrowToHead, clamp, clampPoint, stageAround, startWithArrow } from './world'

const world = { min: { x: -4, y: -2 }, max: { x: 10, y: 2 } }

describe('the world box of the figures', () => {
  it('draws the stage around the world with a margin on every side', () => {
    expect(stageAround(world, 1.5)).toEqual({ x: [-5.5, 11.5], y: [-3.5, 3.5] })
  })

  it('clamps numbers, and puts the fallback, clamped too, in place of one that is not a number', () => {
    expect(clamp(12, -4, 10, 0)).toBe(10)
    expect(clamp(-1e300, -4, 10, 0)).toBe(-4)
    expect(clamp(Number.NaN, -4, 10, 3)).toBe(3)
    expect(clamp(Number.POSITIVE_INFINITY, -4, 10, 3)).toBe(3)
    expect(clamp(Number.NaN, -4, 10, 14)).toBe(10)
    expect(clampPoint({ x: Number.NaN, y: 5 }, world, { x: 1, y: 0 })).toEqual({ x: 1, y: 2 })
  })

  it('shortens an arrow whose head leaves the world, even when the head comes from the fallback', () => {
    expect(arrowInWorld({ x: 8, y: 0 }, { x: 4, y: 1 }, world, { x: 0, y: 0 })).toEqual({ x: 2, y: 1 })
    // A bad arrow falls back to the default (4, 0), whose head at x = 12 is outside too.
    expect(arrowInWorld({ x: 8, y: 0 }, { x: Number.NaN, y: 0 }, world, { x: 4, y: 0 })).toEqual({
      x: 2,
      y: 0,
    })
  })

  it('stops a dragged start where its rigid arrow would leave the world', () => {
    expect(startWithArrow({ x: 9, y: 0 }, { x: 4, y: -1 }, world, { x: 0, y: 0 })).toEqual({ x: 6, y: 0 })
    expect(startWithArrow({ x: -9, y: -2 }, { x: 4, y: -1 }, world, { x: 0, y: 0 })).toEqual({ x: -4, y: -1 })
  })

  it('sets the arrow from a dragged head, kept in the world', () => {
    expect(arrowToHead({ x: 1, y: 1 }, { x: 20, y: -0.5 }, world, { x: 0, y: 0 })).toEqual({ x: 9, y: -1.5 })
    expect(arrowToHead({ x: 1, y: 1 }, { x: Number.NaN, y: 0 }, world, { x: 2, y: 0 })).toEqual({
      x: 2,
      y: -1,
    })
  })
})
