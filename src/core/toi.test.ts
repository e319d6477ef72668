import { describe, expect, it } from 'vitest'
import type { MovingCircle } from './movingCircle'
import { centerAt, contactPoint, separationAt, sweptCircles } from './toi'

const circle = (px: number, py: number, dx: number, dy: number, r: number): MovingCircle => ({
  p: { x: px, y: py },
  d: { x: dx, y: dy },
  r,
})
const still = (px: number, py: number, r: number) => circle(px, py, 0, 0, r)

describe('sweptCircles: the six cases of Chapter 3', () => {
  it('hit: the time-of-impact widget defaults', () => {
    const res = sweptCircles(circle(0, 0, 4, 0, 1), still(5, 1.5, 1))
    // d = (5, 1.5), w = (−4, 0), R = 2.
    expect(res.a).toBe(16)
    expect(res.b).toBe(-40)
    expect(res.c).toBe(23.25)
    expect(res.discriminant).toBe(112) // 4(16·4 − 6²)
    expect(res.case).toBe('hit')
    expect(res.t).toBe(res.roots![0])
    expect(res.roots![0]).toBeCloseTo((40 - Math.sqrt(112)) / 32, 15)
    expect(res.roots![1]).toBeCloseTo((40 + Math.sqrt(112)) / 32, 15)
  })

  it('overlapping at t = 0 comes first, with its roots but no t', () => {
    const res = sweptCircles(circle(0, 0, 4, 0, 1), still(1, 0, 1))
    expect(res.case).toBe('overlapping')
    expect(res.c).toBe(-3)
    expect(res.roots).toEqual([-0.25, 0.75])
    expect(res.t).toBeNull()
    // Overlapping and moving together: still overlapping, not same-motion.
    expect(sweptCircles(circle(0, 0, 1, 1, 1), circle(1, 0, 1, 1, 1)).case).toBe('overlapping')
  })

  it('same-motion when a = 0', () => {
    const res = sweptCircles(circle(0, 0, 3, 2, 1), circle(5, 0, 3, 2, 1))
    expect(res).toMatchObject({ a: 0, b: 0, case: 'same-motion', roots: null, t: null })
  })

  it('miss when the discriminant is negative', () => {
    const res = sweptCircles(circle(0, 0, 10, 0, 1), still(5, 3, 1))
    expect(res.discriminant).toBe(4 * (100 * 4 - 30 ** 2))
    expect(res).toMatchObject({ case: 'miss', roots: null, t: null })
  })

  it('receding when both roots are <= 0', () => {
    const res = sweptCircles(circle(0, 0, -4, 0, 1), still(5, 0, 1))
    expect(res.case).toBe('receding')
    expect(res.roots).toEqual([-1.75, -0.75])
  })

  it('after-frame when the first root is > 1', () => {
    const res = sweptCircles(circle(0, 0, 1, 0, 1), still(5, 0, 1))
    expect(res.case).toBe('after-frame')
    expect(res.roots).toEqual([3, 7])
  })

  it('a contact exactly at t = 1 is still this frame', () => {
    const res = sweptCircles(circle(0, 0, 3, 0, 1), still(5, 0, 1))
    expect(res).toMatchObject({ case: 'hit', t: 1 })
  })
})

describe('sweptCircles: adversarial', () => {
  it('a grazing contact has discriminant exactly 0 and is a hit at its double root', () => {
    // B sits exactly R = 2 above A's path; they touch at t = 0.5 and only there.
    const res = sweptCircles(circle(0, 0, 4, 0, 1), still(2, 2, 1))
    expect(res.discriminant).toBe(0)
    expect(res.roots).toEqual([0.5, 0.5])
    expect(res).toMatchObject({ case: 'hit', t: 0.5 })
  })

  it('a graze after the frame or before it is not a hit', () => {
    expect(sweptCircles(circle(0, 0, 1, 0, 1), still(2, 2, 1)).case).toBe('after-frame')
    expect(sweptCircles(circle(4, 0, 4, 0, 1), still(2, 2, 1)).case).toBe('receding')
  })

  it('touching and separating is receding, not a hit', () => {
    const res = sweptCircles(still(0, 0, 1), circle(2, 0, 1, 0, 1))
    expect(res.c).toBe(0)
    expect(res.case).toBe('receding')
    expect(res.roots).toEqual([-4, 0])
  })

  it('touching and sliding past is receding: a double root at 0', () => {
    const res = sweptCircles(still(0, 0, 1), circle(2, 0, 0, 3, 1))
    expect(res.discriminant).toBe(0)
    expect(res.roots).toEqual([0, 0])
    expect(res.case).toBe('receding')
  })

  it('touching and approaching is a hit at 0', () => {
    const res = sweptCircles(still(0, 0, 1), circle(2, 0, -1, 0, 1))
    expect(res).toMatchObject({ case: 'hit', t: 0 })
    expect(Object.is(res.t, 0)).toBe(true)
  })

  it('two points (radii 0) meet when their paths cross at the same time', () => {
    const res = sweptCircles(circle(0, 0, 2, 0, 0), still(1, 0, 0))
    expect(res).toMatchObject({ discriminant: 0, case: 'hit', t: 0.5 })
  })

  it('works relative to A: coordinates near 1e8 give the same answer as near 0', () => {
    const near = sweptCircles(circle(0, 0, 4, 0, 1), still(5, 1.5, 1))
    const far = sweptCircles(circle(1e8, -1e8, 4, 0, 1), still(1e8 + 5, -1e8 + 1.5, 1))
    expect(far).toEqual(near)
    // The expanded c = |pB|² + |pA|² − 2 pA·pB − R² loses it entirely at this size.
    const [pA, pB] = [
      { x: 1e8, y: -1e8 },
      { x: 1e8 + 5, y: -1e8 + 1.5 },
    ]
    const expanded = pB.x ** 2 + pB.y ** 2 + pA.x ** 2 + pA.y ** 2 - 2 * (pA.x * pB.x + pA.y * pB.y) - 4
    expect(expanded).not.toBe(near.c)
    expect(Math.abs(expanded - near.c)).toBeGreaterThan(1)
  })

  it('huge and tiny inputs give no NaN and the same t as ordinary ones', () => {
    const base = sweptCircles(circle(0, 0, 4, 0, 1), still(5, 1.5, 1))
    for (const s of [2 ** 900, 2 ** -900]) {
      const res = sweptCircles(circle(0, 0, 4 * s, 0, s), still(5 * s, 1.5 * s, s))
      expect(res.t).toBe(base.t)
      expect(res.case).toBe('hit')
      // a, b, c are squares of lengths: at 2^900 they overflow to ±Infinity, but never NaN.
      for (const v of [res.a, res.b, res.c, res.discriminant]) expect(v).not.toBeNaN()
    }
  })

  it('throws RangeError naming the bad field', () => {
    expect(() => sweptCircles(circle(Number.NaN, 0, 0, 0, 1), still(0, 0, 1))).toThrow(/A\.p\.x/)
    expect(() => sweptCircles(still(0, 0, 1), circle(0, 0, Infinity, 0, 1))).toThrow(/B\.d\.x/)
    expect(() => sweptCircles(still(0, 0, 1), still(3, 0, -1))).toThrow(/B\.r must be >= 0/)
    expect(() => sweptCircles(still(0, 0, 1), null as unknown as MovingCircle)).toThrow(RangeError)
  })
})

describe('helpers for the Chapter 3 figure', () => {
  const A = circle(0, 0, 4, 0, 1)
  const B = still(5, 1.5, 1)

  it('centerAt moves along p + t·d', () => {
    expect(centerAt(A, 0.25)).toEqual({ x: 1, y: 0 })
    expect(centerAt(B, 0.7)).toEqual({ x: 5, y: 1.5 })
  })

  it('separationAt is the quadratic f(t) = a t² + b t + c', () => {
    const { a, b, c } = sweptCircles(A, B)
    for (const t of [0, 0.3, 0.5, 1, 1.7])
      expect(separationAt(A, B, t)).toBeCloseTo(a * t * t + b * t + c, 12)
    const { t } = sweptCircles(A, B)
    expect(separationAt(A, B, t!)).toBeCloseTo(0, 12)
  })

  it('contactPoint divides the line of centres in the ratio of the radii', () => {
    expect(contactPoint({ x: 0, y: 0 }, 1, { x: 4, y: 0 }, 3)).toEqual({ x: 1, y: 0 })
    expect(contactPoint({ x: 0, y: 0 }, 0, { x: 4, y: 2 }, 3)).toEqual({ x: 0, y: 0 })
    expect(() => contactPoint({ x: 0, y: 0 }, 0, { x: 1, y: 0 }, 0)).toThrow(RangeError)
  })

  it('helpers reject bad input', () => {
    expect(() => centerAt(A, Number.NaN)).toThrow(/t must be/)
    expect(() => separationAt(A, B, Infinity)).toThrow(RangeError)
  })
})
