import { describe, expect, it } from 'vitest'
import { collisionAngle, collisionTriangle, lawOfCosinesAngle, normalSpeed } from './angle'

describe('lawOfCosinesAngle', () => {
  it('solves known triangles', () => {
    expect(lawOfCosinesAngle(1, 1, 1)).toBeCloseTo(Math.PI / 3, 15)
    expect(lawOfCosinesAngle(5, 3, 4)).toBeCloseTo(Math.PI / 2, 15)
    expect(lawOfCosinesAngle(3, 5, 4)).toBeCloseTo(Math.asin(3 / 5), 15)
  })

  it('clamps the cosine: degenerate and impossible triangles give 0 or π, not NaN', () => {
    expect(lawOfCosinesAngle(0, 2, 2)).toBe(0)
    expect(lawOfCosinesAngle(4, 1, 3)).toBe(Math.PI)
    expect(lawOfCosinesAngle(10, 1, 3)).toBe(Math.PI) // a > b + c: the cosine is −15
    expect(lawOfCosinesAngle(1e300, 1e300, 1e300)).toBeCloseTo(Math.PI / 3, 15)
  })

  it('throws for a zero b or c and for bad sides', () => {
    expect(() => lawOfCosinesAngle(1, 0, 1)).toThrow(/b must be > 0/)
    expect(() => lawOfCosinesAngle(1, 1, 0)).toThrow(/c must be > 0/)
    expect(() => lawOfCosinesAngle(-1, 1, 1)).toThrow(/a must be >= 0/)
    expect(() => lawOfCosinesAngle(1, Number.NaN, 1)).toThrow(RangeError)
  })
})

describe('the collision angle both ways (Chapter 4)', () => {
  it('law of cosines on the collision triangle agrees with atan2', () => {
    const p1 = { x: 1, y: 2 }
    const v = { x: 3, y: 1 }
    const p2 = { x: 3, y: 4 }
    const { a, b, c } = collisionTriangle(p1, v, p2)
    expect(b).toBeCloseTo(Math.sqrt(10), 15)
    expect(c).toBeCloseTo(Math.sqrt(8), 15)
    expect(a).toBeCloseTo(Math.SQRT2, 15)
    const byCosines = lawOfCosinesAngle(a, b, c)
    const byAtan2 = collisionAngle(v, { x: p2.x - p1.x, y: p2.y - p1.y })
    expect(byCosines).toBeCloseTo(byAtan2, 12)
    expect(byAtan2).toBeCloseTo(Math.acos(8 / Math.sqrt(80)), 15)
  })

  it('atan2 stays accurate for a nearly head-on hit, where acos of the cosine does not', () => {
    const tiny = 1e-9
    const v = { x: 1, y: tiny }
    expect(collisionAngle(v, { x: 1, y: 0 })).toBeCloseTo(tiny, 20)
    // The cosine 1/√(1 + 1e-18) rounds to 1, and acos(1) = 0: all of the angle is lost.
    expect(Math.acos(1 / Math.hypot(1, tiny))).toBe(0)
  })

  it('covers [0, π] and ignores the length of either vector', () => {
    expect(collisionAngle({ x: 2, y: 0 }, { x: 0, y: 5 })).toBeCloseTo(Math.PI / 2, 15)
    expect(collisionAngle({ x: -1, y: 0 }, { x: 3, y: 0 })).toBe(Math.PI)
    expect(collisionAngle({ x: 1, y: -1 }, { x: 1, y: 1 })).toBeCloseTo(Math.PI / 2, 15)
  })

  it('normalSpeed is cos(A)·|v| = v·n̂, signed', () => {
    const v = { x: 3, y: 4 }
    const n = { x: 1, y: 1 }
    expect(normalSpeed(v, n)).toBeCloseTo(7 / Math.SQRT2, 14)
    expect(normalSpeed(v, n)).toBeCloseTo(Math.cos(collisionAngle(v, n)) * 5, 14)
    expect(normalSpeed(v, { x: 0, y: -2 })).toBe(-4)
    expect(normalSpeed({ x: 0, y: 0 }, n)).toBe(0)
  })

  it('a zero vector has no direction and throws', () => {
    expect(() => collisionAngle({ x: 0, y: 0 }, { x: 1, y: 0 })).toThrow(/^v/)
    expect(() => collisionAngle({ x: 1, y: 0 }, { x: 0, y: 0 })).toThrow(/^n/)
    expect(() => normalSpeed({ x: 1, y: 0 }, { x: 0, y: 0 })).toThrow(RangeError)
  })
})
