import { describe, expect, it } from 'vitest'
import {
  segmentCrossing,
  segmentIntersection,
  segmentNormal,
  shadowWalls,
  sweptCircleSegment,
} from './segment'
import type { Vec2 } from './vec2'

const v = (x: number, y: number): Vec2 => ({ x, y })

describe('segmentNormal', () => {
  it('is the unit <−vy, vx>', () => {
    expect(segmentNormal(v(0, 0), v(2, 0))).toEqual(v(0, 1))
    expect(segmentNormal(v(1, 1), v(1, 3))).toEqual(v(-1, 0))
    const n = segmentNormal(v(0, 0), v(3, 4))
    expect(n.x).toBeCloseTo(-0.8, 15)
    expect(n.y).toBeCloseTo(0.6, 15)
  })

  it('throws for a zero-length segment', () => {
    expect(() => segmentNormal(v(1, 2), v(1, 2))).toThrow(/p2 must differ from p1/)
  })
})

describe('segmentIntersection', () => {
  it('finds t along p0 → p1 and s along p2 → p3', () => {
    expect(segmentIntersection(v(0, 0), v(4, 4), v(0, 4), v(4, 0))).toEqual({
      t: 0.5,
      s: 0.5,
      point: v(2, 2),
    })
    expect(segmentIntersection(v(0, 0), v(4, 0), v(1, -1), v(1, 3))).toEqual({
      t: 0.25,
      s: 0.25,
      point: v(1, 0),
    })
  })

  it('includes the ends', () => {
    expect(segmentIntersection(v(0, 0), v(2, 0), v(1, 0), v(1, 5))).toEqual({ t: 0.5, s: 0, point: v(1, 0) })
    expect(segmentIntersection(v(0, 0), v(2, 0), v(2, 0), v(3, 1))).toEqual({ t: 1, s: 0, point: v(2, 0) })
  })

  it('null when the lines cross outside either segment', () => {
    expect(segmentIntersection(v(0, 0), v(1, 0), v(2, -1), v(2, 1))).toBeNull()
    expect(segmentIntersection(v(0, 0), v(4, 0), v(1, 1), v(1, 3))).toBeNull()
  })

  it('null when parallel or collinear, even overlapping', () => {
    expect(segmentIntersection(v(0, 0), v(4, 0), v(0, 1), v(4, 1))).toBeNull()
    expect(segmentIntersection(v(0, 0), v(4, 0), v(2, 0), v(6, 0))).toBeNull()
    expect(segmentIntersection(v(0, 0), v(4, 0), v(3, 0), v(1, 0))).toBeNull()
  })

  it('guards the determinant relative to the lengths: the answer does not depend on units', () => {
    const base = segmentIntersection(v(0, 0), v(4, 4), v(0, 4), v(4, 0))!
    for (const k of [2 ** -40, 2 ** 40]) {
      const scaled = segmentIntersection(v(0, 0), v(4 * k, 4 * k), v(0, 4 * k), v(4 * k, 0))!
      expect([scaled.t, scaled.s]).toEqual([base.t, base.s])
    }
    // Nearly parallel yet crossing (an angle of about 1e-9 radians): still found.
    const shallow = segmentIntersection(v(-1, -1e-9), v(1, 1e-9), v(-1, 0), v(1, 0))!
    expect(shallow.t).toBeCloseTo(0.5, 12)
  })

  it('throws for a zero-length segment', () => {
    expect(() => segmentIntersection(v(0, 0), v(0, 0), v(1, 0), v(2, 0))).toThrow(/p1 must differ from p0/)
    expect(() => segmentIntersection(v(0, 0), v(1, 0), v(2, 2), v(2, 2))).toThrow(/p3 must differ from p2/)
    expect(() => segmentIntersection(v(0, 0), v(1, 0), v(2, Number.NaN), v(2, 2))).toThrow(/p2\.y/)
  })
})

describe('segmentCrossing', () => {
  it("names the case and gives Det(A), s, t and the point: the source's example", () => {
    const c = segmentCrossing(v(4, 7), v(16, 3), v(1, 1), v(17, 10))
    expect(c.case).toBe('intersect')
    expect(c.det).toBe(172)
    expect(c.s).toBe(21 / 43)
    expect(c.t).toBe(69 / 172)
  })

  it("'outside' still gives where the lines cross", () => {
    expect(segmentCrossing(v(0, 0), v(1, 0), v(2, -1), v(2, 1))).toEqual({
      case: 'outside',
      det: 2,
      s: 0.5,
      t: 2,
      point: v(2, 0),
    })
  })

  it("'parallel' and 'collinear': Det(A) = 0 and no single point", () => {
    const none = { s: null, t: null, point: null }
    expect(segmentCrossing(v(0, 0), v(4, 0), v(0, 1), v(4, 1))).toEqual({ case: 'parallel', det: 0, ...none })
    expect(segmentCrossing(v(0, 0), v(4, 0), v(2, 0), v(6, 0))).toEqual({
      case: 'collinear',
      det: 0,
      ...none,
    })
    // One line, segments apart or reversed: still collinear; p0 on p2 too.
    expect(segmentCrossing(v(0, 0), v(1, 1), v(5, 5), v(3, 3)).case).toBe('collinear')
    expect(segmentCrossing(v(1, 1), v(2, 2), v(1, 1), v(0, 0)).case).toBe('collinear')
    expect(segmentCrossing(v(0, 0), v(1, 1), v(0, 0.5), v(1, 1.5)).case).toBe('parallel')
    // Decided exactly (Chapter 11): the doubles 1 + 1e-9 and 1e-9 are not exactly 1 apart
    // (the float subtraction rounds that away), so these lines do cross, far outside; a sine
    // threshold used to call them parallel.
    expect(segmentCrossing(v(0, 0), v(1, 1), v(0, 1e-9), v(1, 1 + 1e-9)).case).toBe('outside')
  })

  it('Det(A) is in the input units squared, whatever the rescale inside', () => {
    for (const k of [2 ** -300, 2 ** 300]) {
      const c = segmentCrossing(v(4 * k, 7 * k), v(16 * k, 3 * k), v(k, k), v(17 * k, 10 * k))
      expect(c.det).toBe(172 * k * k)
      expect([c.s, c.t]).toEqual([21 / 43, 69 / 172])
    }
  })

  it('lines meeting beyond the largest double count as parallel, never Infinity', () => {
    // Det(A) = −1e-310 clears the parallel guard (a sine of 1e-10), yet t = 1e310.
    expect(segmentCrossing(v(0, 0), v(1e-300, 1e-310), v(0, 1), v(1, 1)).case).toBe('parallel')
  })
})

describe('shadowWalls', () => {
  it('moves the wall r to each side along its normal', () => {
    expect(shadowWalls(v(0, 0), v(4, 0), 1)).toEqual({
      left: [v(0, 1), v(4, 1)],
      right: [v(0, -1), v(4, -1)],
    })
  })

  it('names its own arguments, w0, w1 and r, in its errors', () => {
    expect(() => shadowWalls(v(Number.NaN, 0), v(4, 0), 1)).toThrow(/^w0\.x must be a finite number/)
    expect(() => shadowWalls(v(0, 0), v(4, Number.POSITIVE_INFINITY), 1)).toThrow(/^w1\.y must be/)
    expect(() => shadowWalls(v(3, 4), v(3, 4), 1)).toThrow(/^w1 must differ from w0/)
    expect(() => shadowWalls(v(0, 0), v(4, 0), -1)).toThrow(/^r must be >= 0/)
  })
})

describe('sweptCircleSegment', () => {
  const w0 = v(-5, 0)
  const w1 = v(5, 0)
  const ball = (px: number, py: number, dx: number, dy: number, r: number) => ({
    p: v(px, py),
    d: v(dx, dy),
    r,
  })

  it('face hit from either side, the normal pointing at the ball', () => {
    expect(sweptCircleSegment(ball(0, 3, 0, -4, 1), w0, w1)).toEqual({
      t: 0.5,
      kind: 'face',
      point: v(0, 1),
      normal: v(0, 1),
    })
    expect(sweptCircleSegment(ball(2, -3, 0, 4, 1), w0, w1)).toEqual({
      t: 0.5,
      kind: 'face',
      point: v(2, -1),
      normal: v(0, -1),
    })
  })

  it('an endpoint hit that the shadow wall misses', () => {
    // The centre passes x = 5.5, beyond the shadow wall's end, but the ball clips (5, 0).
    const hit = sweptCircleSegment(ball(5.5, 3, 0, -6, 1), w0, w1)!
    const y = Math.sqrt(0.75)
    expect(hit.kind).toBe('endpoint')
    expect(hit.t).toBeCloseTo((3 - y) / 6, 15)
    expect(hit.point.x).toBe(5.5)
    expect(hit.point.y).toBeCloseTo(y, 14)
    expect(hit.normal.x).toBeCloseTo(0.5, 14)
    expect(hit.normal.y).toBeCloseTo(y, 14)
  })

  it('an end-on hit along the wall line', () => {
    const hit = sweptCircleSegment(ball(-10, 0, 10, 0, 1), w0, w1)!
    expect(hit).toEqual({ t: 0.4, kind: 'endpoint', point: v(-6, 0), normal: v(-1, 0) })
    // A point ball (radius 0) has no normal from the geometry: it gets one straight back.
    expect(sweptCircleSegment(ball(-10, 0, 20, 0, 0), w0, w1)).toEqual({
      t: 0.25,
      kind: 'endpoint',
      point: v(-5, 0),
      normal: v(-1, 0),
    })
  })

  it('starting touching or overlapping: a hit at 0 when moving in, else null', () => {
    expect(sweptCircleSegment(ball(0, 1, 0, -1, 1), w0, w1)).toEqual({
      t: 0,
      kind: 'face',
      point: v(0, 1),
      normal: v(0, 1),
    })
    expect(sweptCircleSegment(ball(0, 1, 0, 1, 1), w0, w1)).toBeNull()
    expect(sweptCircleSegment(ball(0, 1, 3, 0, 1), w0, w1)).toBeNull() // sliding along
    expect(sweptCircleSegment(ball(0, 0.5, 0, 2, 1), w0, w1)).toBeNull()
    expect(sweptCircleSegment(ball(0, 0.5, 0, -2, 1), w0, w1)?.t).toBe(0)
    const corner = sweptCircleSegment(ball(5.6, 0.8, -1, 0, 1), w0, w1)!
    expect(corner.kind).toBe('endpoint')
    expect(corner.normal.x).toBeCloseTo(0.6, 15)
  })

  it('a centre on the wall: crossing it is a hit at 0 facing the mover, moving along it is not', () => {
    expect(sweptCircleSegment(ball(1, 0, 0, 2, 0), w0, w1)).toEqual({
      t: 0,
      kind: 'face',
      point: v(1, 0),
      normal: v(0, -1),
    })
    expect(sweptCircleSegment(ball(1, 0, 2, 0, 0), w0, w1)).toBeNull()
  })

  it('null when missing, moving away, still, or arriving after the frame', () => {
    expect(sweptCircleSegment(ball(0, 3, 4, 0, 1), w0, w1)).toBeNull()
    expect(sweptCircleSegment(ball(0, 3, 0, 4, 1), w0, w1)).toBeNull()
    expect(sweptCircleSegment(ball(0, 3, 0, 0, 1), w0, w1)).toBeNull()
    expect(sweptCircleSegment(ball(0, 3, 0, -1, 1), w0, w1)).toBeNull()
    expect(sweptCircleSegment(ball(8, 3, 0, -6, 1), w0, w1)).toBeNull()
  })

  it('works at coordinates near 1e8', () => {
    const o = 1e8
    const hit = sweptCircleSegment(ball(o, o + 3, 0, -4, 1), v(o - 5, o), v(o + 5, o))
    expect(hit).toEqual({ t: 0.5, kind: 'face', point: v(o, o + 1), normal: v(0, 1) })
  })

  it('throws for a zero-length wall or a bad ball', () => {
    expect(() => sweptCircleSegment(ball(0, 3, 0, -4, 1), w0, w0)).toThrow(/w1 must differ from w0/)
    expect(() => sweptCircleSegment(ball(0, 3, 0, -4, -1), w0, w1)).toThrow(/c\.r/)
  })
})
