import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { length } from '../../core'
import { defaultState } from '../../kit/hashState'
import { schema } from './meta'
import { clampState, grazes, moveEnd, moveStart, relative } from './model'

const defaults = defaultState(schema)

describe('relative-motion model', () => {
  it('gives chapter 3’s worked example for its defaults', () => {
    const r = relative(defaults)
    expect([r.result.a, r.result.b, r.result.c, r.result.discriminant]).toEqual([16, -40, 23.25, 112])
    expect(r.beta).toBe(-20)
    expect(r.cross).toBe(6)
    expect(r.h).toBe(1.5)
    expect(r.tClosest).toBe(1.25)
    expect(r.result.roots![0]).toBeCloseTo((40 - Math.sqrt(112)) / 32, 14)
    expect(r.result.roots![1]).toBeCloseTo((40 + Math.sqrt(112)) / 32, 14)
    expect(r.result.case).toBe('hit')
    expect(r.chord).toBeCloseTo(2 * Math.sqrt(4 - 1.5 ** 2), 12)
    expect(r.foot).toEqual({ x: 0, y: 1.5 })
  })

  it('puts the entry and exit points on the circle, and the chord where h < R', () => {
    const vec = fc.record({
      x: fc.double({ min: -6, max: 6, noNaN: true }),
      y: fc.double({ min: -4, max: 4, noNaN: true }),
    })
    fc.assert(
      fc.property(vec, vec, fc.double({ min: 0.2, max: 4, noNaN: true }), (dp, head, R) => {
        const s = clampState({ dp, w: { x: head.x - dp.x, y: head.y - dp.y }, R })
        const r = relative(s)
        if (r.h === null) {
          expect(r.result.a).toBe(0)
          return
        }
        // Well inside or outside the circle, the roots exist exactly when h <= R.
        if (Math.abs(r.h - s.R) > 1e-9) expect(r.entry !== null).toBe(r.h < s.R)
        if (r.entry && r.exit) {
          expect(length(r.entry)).toBeCloseTo(s.R, 9)
          expect(length(r.exit)).toBeCloseTo(s.R, 9)
          expect(r.chord).toBeCloseTo(2 * Math.sqrt(Math.max(0, s.R ** 2 - r.h ** 2)), 6)
        }
      }),
    )
  })

  it('keeps every move inside the world, the arrow rigid while the start moves', () => {
    const far = moveStart(defaults, { x: 100, y: -100 })
    expect(far.w).toEqual(defaults.w)
    expect(far.dp.x + far.w.x).toBeLessThanOrEqual(6)
    expect(far.dp.y).toBe(-4)
    expect(moveEnd(defaults, { x: Number.NaN, y: 2 }).w).toEqual({ x: -4, y: 0.5 })
    expect(clampState({ dp: { x: Number.POSITIVE_INFINITY, y: 0 }, w: { x: 0, y: 0 }, R: -1 })).toEqual({
      dp: { x: 5, y: 0 },
      w: { x: 0, y: 0 },
      R: 0.2,
    })
  })

  it('calls a path a graze only when h is R to within the tolerance', () => {
    expect(grazes(2.005, 2)).toBe(true)
    expect(grazes(2.02, 2)).toBe(false)
    expect(grazes(null, 2)).toBe(false)
  })
})
