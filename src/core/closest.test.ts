import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Q } from '../../tests/unit/rational'
import { closestOnSegment, distanceToSegment } from './closest'
import type { Vec2 } from './vec2'

const v = (x: number, y: number): Vec2 => ({ x, y })

/** The exact squared distance from p to segment a → b of the doubles given, by rational arithmetic. */
function exactDistanceSq(p: Vec2, a: Vec2, b: Vec2): Q {
  const [ux, uy, wx, wy] = [
    Q.of(b.x).sub(Q.of(a.x)),
    Q.of(b.y).sub(Q.of(a.y)),
    Q.of(p.x).sub(Q.of(a.x)),
    Q.of(p.y).sub(Q.of(a.y)),
  ]
  const sq = (x: Q, y: Q) => x.mul(x).add(y.mul(y))
  const along = wx.mul(ux).add(wy.mul(uy))
  const len2 = sq(ux, uy)
  if (len2.sign() === 0 || along.sign() <= 0) return sq(wx, wy)
  if (along.cmp(len2) >= 0) return sq(Q.of(p.x).sub(Q.of(b.x)), Q.of(p.y).sub(Q.of(b.y)))
  const cross = wx.mul(uy).sub(wy.mul(ux))
  return cross.mul(cross).div(len2)
}

/** 2^e exactly, for any integer e (2 ** e alone is 0 or Infinity beyond the doubles). */
const pow2 = (e: number) => (e >= 0 ? Q.ratio(1n << BigInt(e)) : Q.ratio(1n, 1n << BigInt(-e)))

/**
 * Within a few rounding errors of the exact distance, measured against the sizes involved, plus
 * one step of the subnormal grid: a distance below 2^-1022 is rounded to a multiple of
 * Number.MIN_VALUE, however exact the arithmetic before it.
 */
function agrees(p: Vec2, a: Vec2, b: Vec2) {
  const d = distanceToSegment(p, a, b)
  const size = Math.hypot(p.x - a.x, p.y - a.y) + Math.hypot(b.x - a.x, b.y - a.y)
  // Not `return expect(...)`: fast-check fails a property that returns anything but a boolean or nothing.
  if (size === 0) {
    expect(d).toBe(0)
    return
  }
  // The exact square brought near 1 before it is rounded, so that it neither overflows nor underflows.
  const e = Math.floor(Math.log2(size))
  const exact = Math.sqrt(
    exactDistanceSq(p, a, b)
      .mul(pow2(-2 * e))
      .toNumber(),
  )
  const half = Math.trunc(e / 2)
  const err = Math.abs(d / 2 ** half / 2 ** (e - half) - exact)
  const tolerance = 8 * Number.EPSILON * (size / 2 ** e) + Number.MIN_VALUE / 2 ** e
  expect(err, `${JSON.stringify([p, a, b])}`).toBeLessThanOrEqual(tolerance)
}

describe('closestOnSegment: how far a point is from a segment', () => {
  it('measures the height over the segment, and the nearer end beyond it', () => {
    expect(closestOnSegment(v(3, 4), v(0, 0), v(10, 0))).toEqual({ t: 0.3, point: v(3, 0), distance: 4 })
    expect(closestOnSegment(v(13, 4), v(0, 0), v(10, 0))).toEqual({ t: 1, point: v(10, 0), distance: 5 })
    expect(closestOnSegment(v(-3, -4), v(0, 0), v(10, 0))).toEqual({ t: 0, point: v(0, 0), distance: 5 })
    expect(distanceToSegment(v(5, 0), v(0, 0), v(10, 0))).toBe(0)
  })

  it('takes a zero-length segment as its one point, with no division by zero', () => {
    expect(closestOnSegment(v(3, 4), v(1, 1), v(1, 1))).toEqual({
      t: 0,
      point: v(1, 1),
      distance: Math.hypot(2, 3),
    })
    expect(distanceToSegment(v(1, 1), v(1, 1), v(1, 1))).toBe(0)
  })

  it('agrees with exact rational arithmetic on random doubles, and on lattice points', () => {
    const any = fc.double({ min: -1e3, max: 1e3, noNaN: true })
    const point = fc.record({ x: any, y: any })
    fc.assert(fc.property(point, point, point, agrees), { numRuns: 200 })
    const small = fc.integer({ min: -6, max: 6 })
    const lattice = fc.record({ x: small, y: small })
    fc.assert(fc.property(lattice, lattice, lattice, agrees), { numRuns: 200 })
  })

  it('stays finite and right for coordinates whose squares overflow or underflow', () => {
    for (const s of [2 ** 1000, 2 ** -1000, 1e-310]) {
      const d = closestOnSegment(v(0, 3 * s), v(-4 * s, 0), v(4 * s, 0))
      expect(d.distance).toBe(3 * s)
      expect(d.point).toEqual(v(0, 0))
      agrees(v(s, 3 * s), v(-4 * s, s), v(4 * s, -s))
    }
    expect(distanceToSegment(v(0, 1e308), v(-1.7e308, 0), v(1.7e308, 0))).toBe(1e308)
  })

  it('keeps the digits of a segment far shorter than the distance to the point', () => {
    // Found by the property above: the products of a subnormal direction lost 15 % of the height.
    agrees(v(0, 0.01724137931034483), v(-2.722312378772631e-162, 7e-323), v(0, -7.4e-323))
    agrees(v(1, 1), v(0, 0), v(1e-300, 3e-300))
  })

  it('rounds a distance below the normal doubles to the nearest subnormal', () => {
    // Found by the property above: the exact distance 5e-324/√2 lies between subnormals 0 and
    // 5e-324, and the nearer one is the answer; no relative tolerance can hold at that size.
    const d = closestOnSegment(v(0, 0), v(0, -5e-324), v(-5e-324, 0))
    expect(d).toEqual({ t: 0.5, point: v(-0, -0), distance: 5e-324 })
    agrees(v(0, 0), v(0, -5e-324), v(-5e-324, 0))
  })

  it('holds for three equal points as a property', () => {
    // Found by the property with subnormals drawn: a case the property ends early on must still pass.
    const p = v(5e-324, 0)
    fc.assert(fc.property(fc.constant(p), fc.constant(p), fc.constant(p), agrees), { numRuns: 1 })
  })

  it('rejects input that is not a finite point, naming it', () => {
    expect(() => distanceToSegment(v(Number.NaN, 0), v(0, 0), v(1, 0))).toThrow(/p\.x/)
    expect(() => distanceToSegment(v(0, 0), v(0, Infinity), v(1, 0))).toThrow(/a\.y/)
    expect(() => distanceToSegment(v(0, 0), v(0, 0), null as unknown as Vec2)).toThrow(RangeError)
  })
})
