import { describe, expect, it } from 'vitest'
import { ballHitsSphere, type SphereHit } from './sphere'
import type { Vec3 } from './vec3'

const p = (x: number, y: number, z: number): Vec3 => ({ x, y, z })
const dist = (a: Vec3, b: Vec3) => Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z)

describe('ballHitsSphere', () => {
  it('a hit, checked against the geometry it claims', () => {
    const res = ballHitsSphere(p(0, 0, 0), p(4, 4, 4), 1, 3, p(4, 4, 0), 3) as SphereHit
    expect(res.hit).toBe(true)
    // Closest approach 8/√3 along the path at distance √(32 − 64/3) from the centre; R = 4.
    expect(res.distance).toBeCloseTo(4 / Math.sqrt(3), 14)
    expect(res.frames).toBeCloseTo(4 / Math.sqrt(3) / 3, 14)
    expect(dist(res.center, p(4, 4, 0))).toBeCloseTo(4, 14)
    expect(dist(res.contact, p(4, 4, 0))).toBeCloseTo(3, 14)
    expect(dist(res.contact, res.center)).toBeCloseTo(1, 14)
    expect(res.ricochetAngle).toBeCloseTo(Math.asin(1 / Math.sqrt(3)), 14)
    expect(Math.hypot(res.velocity.x, res.velocity.y, res.velocity.z)).toBeCloseTo(3, 14)
    expect(res.velocity.z).toBeCloseTo(5 / Math.sqrt(3), 14)
  })

  it('head-on: ricochet angle π/2 and the velocity reversed', () => {
    const res = ballHitsSphere(p(0, 0, 0), p(1, 0, 0), 1, 2, p(10, 0, 0), 1) as SphereHit
    expect(res).toMatchObject({ hit: true, distance: 8, frames: 4, center: p(8, 0, 0), contact: p(9, 0, 0) })
    expect(res.ricochetAngle).toBe(Math.PI / 2)
    expect(res.velocity).toEqual(p(-2, 0, 0))
  })

  it('`toward` gives only the direction: the path goes on past it', () => {
    const near = ballHitsSphere(p(0, 0, 0), p(0.001, 0, 0), 1, 2, p(10, 0, 0), 1)
    expect(near).toMatchObject({ hit: true, distance: 8 })
  })

  it('a grazing path is a hit at angle 0 that keeps its velocity', () => {
    const res = ballHitsSphere(p(0, 2, 0), p(1, 2, 0), 1, 3, p(5, 0, 0), 1) as SphereHit
    expect(res).toMatchObject({ hit: true, distance: 5, ricochetAngle: 0, velocity: p(3, 0, 0) })
  })

  it('the misses, with their reasons', () => {
    expect(ballHitsSphere(p(0, 0, 0), p(-1, 0, 0), 1, 1, p(10, 0, 0), 1)).toEqual({
      hit: false,
      reason: 'moving-away',
    })
    expect(ballHitsSphere(p(0, 3, 0), p(1, 3, 0), 1, 1, p(10, 0, 0), 1)).toEqual({
      hit: false,
      reason: 'misses',
    })
    expect(ballHitsSphere(p(9, 0.5, 0), p(10, 0, 0), 1, 1, p(10, 0, 0), 1)).toEqual({
      hit: false,
      reason: 'starts-inside',
    })
  })

  it('touching at the start: moving in is a hit at 0, moving tangentially is not', () => {
    expect(ballHitsSphere(p(8, 0, 0), p(9, 0, 0), 1, 1, p(10, 0, 0), 1)).toMatchObject({
      hit: true,
      distance: 0,
    })
    expect(ballHitsSphere(p(8, 0, 0), p(8, 1, 0), 1, 1, p(10, 0, 0), 1)).toEqual({
      hit: false,
      reason: 'moving-away',
    })
  })

  it('degenerate finite input is invalid-input', () => {
    const bad = { hit: false, reason: 'invalid-input' }
    expect(ballHitsSphere(p(0, 0, 0), p(1, 0, 0), 1, 0, p(5, 0, 0), 1)).toEqual(bad)
    expect(ballHitsSphere(p(0, 0, 0), p(1, 0, 0), 1, -2, p(5, 0, 0), 1)).toEqual(bad)
    expect(ballHitsSphere(p(1, 2, 3), p(1, 2, 3), 1, 1, p(5, 0, 0), 1)).toEqual(bad)
    expect(ballHitsSphere(p(0, 0, 0), p(1, 0, 0), 0, 1, p(5, 0, 0), 0)).toEqual(bad)
  })

  it('NaN, Infinity and negative radii throw, naming the argument', () => {
    expect(() => ballHitsSphere(p(Number.NaN, 0, 0), p(1, 0, 0), 1, 1, p(5, 0, 0), 1)).toThrow(/start\.x/)
    expect(() => ballHitsSphere(p(0, 0, 0), p(1, 0, 0), 1, Infinity, p(5, 0, 0), 1)).toThrow(/speed/)
    expect(() => ballHitsSphere(p(0, 0, 0), p(1, 0, 0), -1, 1, p(5, 0, 0), 1)).toThrow(/ballRadius/)
    expect(() => ballHitsSphere(p(0, 0, 0), p(1, 0, 0), 1, 1, p(5, 0, 0), -1)).toThrow(/sphereRadius/)
    expect(() => ballHitsSphere(p(0, 0, 0), p(1, 0, 0), 1, 1, p(5, 0, Infinity), 1)).toThrow(
      /sphereCenter\.z/,
    )
  })

  it('works at coordinates near 1e8', () => {
    const o = 1e8
    const res = ballHitsSphere(p(o, o, o), p(o + 1, o, o), 1, 2, p(o + 10, o, o), 1)
    expect(res).toMatchObject({ hit: true, distance: 8, center: p(o + 8, o, o) })
  })

  it('a hit near the subnormal range still reflects at full speed (normal found by rescaling)', () => {
    // Found by fast-check: the sphere's centre and radius are a few multiples of 2^-1074, so the
    // normal's components are subnormal and their length rounded on the subnormal grid.
    const res = ballHitsSphere(
      p(5.319903279463972e-197, -8.776310164434684e-203, 7.196888709700664e-22),
      p(0, 0, 0),
      0,
      0.1,
      p(0, 5e-324, -5e-324),
      5e-324,
    )
    if (!res.hit) throw new Error('expected a hit')
    expect(Math.hypot(res.velocity.x, res.velocity.y, res.velocity.z)).toBeCloseTo(0.1, 14)
  })
})
