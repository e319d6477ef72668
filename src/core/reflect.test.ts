import { describe, expect, it } from 'vitest'
import { axisBounce, reflect, reflectParts } from './reflect'

describe('reflect', () => {
  it('F = 2N + I with N = (−I·n̂)n̂', () => {
    const { unitNormal, N, F } = reflectParts({ x: 3, y: -4 }, { x: 0, y: 2 })
    expect(unitNormal).toEqual({ x: 0, y: 1 })
    expect(N).toEqual({ x: 0, y: 4 })
    expect(F).toEqual({ x: 3, y: 4 })
  })

  it('the normal may point either way and need not be unit', () => {
    expect(reflect({ x: 3, y: -4 }, { x: 0, y: -7 })).toEqual({ x: 3, y: 4 })
    const F = reflect({ x: 1, y: 0 }, { x: -1, y: 1 }) // off the line y = x
    expect(F.x).toBeCloseTo(0, 15)
    expect(F.y).toBeCloseTo(1, 15)
  })

  it('a velocity along the wall is unchanged; one along the normal reverses', () => {
    expect(reflect({ x: 2, y: 0 }, { x: 0, y: 1 })).toEqual({ x: 2, y: 0 })
    expect(reflect({ x: 0, y: 2 }, { x: 0, y: 1 })).toEqual({ x: 0, y: -2 })
  })

  it('keeps huge vectors finite', () => {
    const F = reflect({ x: 1.5e308, y: 1.5e308 }, { x: 1, y: 1 })
    expect(F.x).toBeCloseTo(-1.5e308, -294)
    expect(F.y).toBeCloseTo(-1.5e308, -294)
  })

  it('throws for a zero normal or bad input', () => {
    expect(() => reflect({ x: 1, y: 0 }, { x: 0, y: 0 })).toThrow(/^n/)
    expect(() => reflect({ x: Number.NaN, y: 0 }, { x: 0, y: 1 })).toThrow(/I\.x/)
  })
})

describe('axisBounce', () => {
  const box = { min: { x: 0, y: 0 }, max: { x: 10, y: 5 } }

  it('turns the velocity component that points out through a touched side', () => {
    expect(axisBounce({ x: 9.5, y: 2 }, { x: 3, y: 1 }, 0.5, box)).toEqual({
      v: { x: -3, y: 1 },
      bouncedX: true,
      bouncedY: false,
    })
    expect(axisBounce({ x: 0.5, y: 4.5 }, { x: -1, y: 2 }, 0.5, box).v).toEqual({ x: 1, y: -2 })
  })

  it('leaves a ball alone away from the sides, or already moving back in', () => {
    expect(axisBounce({ x: 5, y: 2 }, { x: 3, y: 1 }, 0.5, box).v).toEqual({ x: 3, y: 1 })
    // Past the right side but heading left: source 003's unconditional flip would send it
    // back out; this one leaves it.
    expect(axisBounce({ x: 10.2, y: 2 }, { x: -3, y: 0 }, 0.5, box).bouncedX).toBe(false)
  })

  it('rejects a bad box or radius', () => {
    expect(() => axisBounce({ x: 1, y: 1 }, { x: 0, y: 0 }, -1, box)).toThrow(/r must be >= 0/)
    expect(() => axisBounce({ x: 1, y: 1 }, { x: 0, y: 0 }, 1, { min: box.max, max: box.min })).toThrow(/box/)
  })
})
