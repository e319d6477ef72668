import { describe, expect, it } from 'vitest'
import { type Body2, exchange1D, impulseFromSource002, normalTangent, resolveCircles } from './response'

const body = (px: number, py: number, vx: number, vy: number, m: number): Body2 => ({
  p: { x: px, y: py },
  v: { x: vx, y: vy },
  m,
})

describe('exchange1D', () => {
  it('equal masses, e = 1: the velocities swap', () => {
    expect(exchange1D(3, -1, 2, 2, 1)).toEqual([-1, 3])
  })

  it('e = 0: both leave with the centre-of-mass velocity (they stick)', () => {
    expect(exchange1D(5, -1, 1, 3, 0)).toEqual([0.5, 0.5])
  })

  it('restitution scales the relative velocity, momentum is kept', () => {
    const [v1, v2] = exchange1D(5, -1, 1, 3, 0.5)
    expect([v1, v2]).toEqual([-1.75, 1.25])
    expect(v1 + 3 * v2).toBe(5 - 3)
    expect(v2 - v1).toBe(0.5 * 6)
  })

  it('an infinite mass is a wall: it does not move, the other bounces with e', () => {
    expect(exchange1D(4, 0, 1, Infinity, 1)).toEqual([-4, 0])
    expect(exchange1D(4, 1, 1, Infinity, 0.5)).toEqual([-0.5, 1])
    expect(exchange1D(0, -4, Infinity, 2, 1)).toEqual([0, 4])
    expect(exchange1D(4, 0, 1, Infinity, 0)).toEqual([0, 0])
  })

  it('throws for two walls, bad masses, bad e, non-finite velocities', () => {
    expect(() => exchange1D(1, 0, Infinity, Infinity, 1)).toThrow(/both be Infinity/)
    expect(() => exchange1D(1, 0, 0, 1, 1)).toThrow(/m1 must be a positive/)
    expect(() => exchange1D(1, 0, 1, -2, 1)).toThrow(/m2/)
    expect(() => exchange1D(1, 0, 1, 1, 1.5)).toThrow(/e must be in \[0, 1\]/)
    expect(() => exchange1D(Number.NaN, 0, 1, 1, 1)).toThrow(/u1/)
    expect(() => exchange1D(0, Infinity, 1, 1, 1)).toThrow(/u2/)
  })

  it('huge velocities do not overflow into NaN', () => {
    const [v1, v2] = exchange1D(1e308, -1e308, 1, 1, 1)
    expect([v1, v2]).toEqual([-1e308, 1e308])
  })
})

describe('resolveCircles', () => {
  it('head-on, equal masses: the normal parts swap', () => {
    const res = resolveCircles(body(0, 0, 2, 0, 1), body(2, 0, -1, 0, 1))
    expect(res.vA).toEqual({ x: -1, y: 0 })
    expect(res.vB).toEqual({ x: 2, y: 0 })
    expect(res.n).toEqual({ x: 1, y: 0 })
    expect(res.impulse).toBe(3) // A's momentum along n went from 2 to −1
  })

  it('only the normal components change (Chapter 5)', () => {
    const A = body(0, 0, 3, 2, 1)
    const B = body(0, 2, 0, -1, 1)
    const res = resolveCircles(A, B)
    expect(res.n).toEqual({ x: 0, y: 1 })
    expect(res.vA).toEqual({ x: 3, y: -1 })
    expect(res.vB).toEqual({ x: 0, y: 2 })
  })

  it('separating or sliding bodies come back unchanged with impulse 0', () => {
    const A = body(0, 0, -1, 0, 1)
    const B = body(2, 0, 1, 0, 1)
    expect(resolveCircles(A, B)).toEqual({ vA: A.v, vB: B.v, n: { x: 1, y: 0 }, impulse: 0 })
    const sliding = resolveCircles(body(0, 0, 0, 1, 1), body(2, 0, 0, -1, 1))
    expect(sliding.impulse).toBe(0)
  })

  it('a fixed ball (infinite mass) reflects the other, with restitution', () => {
    const res = resolveCircles(body(0, 0, 2, 1, 1), body(2, 0, 0, 0, Infinity), 0.5)
    expect(res.vA).toEqual({ x: -1, y: 1 })
    expect(res.vB).toEqual({ x: 0, y: 0 })
    expect(res.impulse).toBe(3) // (1 + e)·μ·closing = 1.5·1·2
  })

  it('throws for coincident centres, two fixed balls, bad e', () => {
    expect(() => resolveCircles(body(1, 1, 1, 0, 1), body(1, 1, 0, 0, 1))).toThrow(/coincide/)
    expect(() => resolveCircles(body(0, 0, 1, 0, Infinity), body(1, 0, 0, 0, Infinity))).toThrow(/Infinity/)
    expect(() => resolveCircles(body(0, 0, 1, 0, 1), body(1, 0, 0, 0, 1), -0.1)).toThrow(/e must be/)
    expect(() => resolveCircles(body(0, 0, 1, 0, 0), body(1, 0, 0, 0, 1))).toThrow(/A\.m/)
  })
})

describe('impulseFromSource002', () => {
  it('equals resolveCircles at e = 1 for approaching bodies, with impulse = |P|·m1·m2', () => {
    const A = body(0, 0, 1, 1, 2)
    const B = body(2, 1, -1, 0, 3)
    const src = impulseFromSource002(A, B)
    const res = resolveCircles(A, B, 1)
    expect(src.vA.x).toBeCloseTo(res.vA.x, 14)
    expect(src.vA.y).toBeCloseTo(res.vA.y, 14)
    expect(src.vB.x).toBeCloseTo(res.vB.x, 14)
    expect(src.vB.y).toBeCloseTo(res.vB.y, 14)
    expect(Math.abs(src.P) * A.m * B.m).toBeCloseTo(res.impulse, 13)
  })

  it('unlike resolveCircles, bounces separating bodies too', () => {
    const A = body(0, 0, -1, 0, 1)
    const B = body(2, 0, 1, 0, 1)
    expect(impulseFromSource002(A, B).vA).toEqual({ x: 1, y: 0 })
    expect(resolveCircles(A, B).vA).toEqual({ x: -1, y: 0 })
  })

  it('needs finite masses', () => {
    expect(() => impulseFromSource002(body(0, 0, 1, 0, 1), body(1, 0, 0, 0, Infinity))).toThrow(/B\.m/)
  })
})

describe('normalTangent', () => {
  it('splits v into normal and tangent parts that add back up', () => {
    const s = normalTangent({ x: 3, y: 1 }, { x: 2, y: 0 })
    expect(s.unitNormal).toEqual({ x: 1, y: 0 })
    expect(s.unitTangent).toEqual({ x: 0, y: 1 })
    expect([s.normal, s.tangent]).toEqual([3, 1])
    expect(s.normalPart).toEqual({ x: 3, y: 0 })
    expect(s.tangentPart).toEqual({ x: 0, y: 1 })
  })

  it('the unit tangent is (−n.y, n.x), a quarter turn counter-clockwise', () => {
    const s = normalTangent({ x: 1, y: 2 }, { x: 3, y: 4 })
    expect(s.unitTangent.x).toBeCloseTo(-0.8, 15)
    expect(s.unitTangent.y).toBeCloseTo(0.6, 15)
    expect(s.normalPart.x + s.tangentPart.x).toBeCloseTo(1, 15)
    expect(s.normalPart.y + s.tangentPart.y).toBeCloseTo(2, 15)
  })

  it('throws for a zero normal', () => {
    expect(() => normalTangent({ x: 1, y: 0 }, { x: 0, y: 0 })).toThrow(/^n/)
  })
})
