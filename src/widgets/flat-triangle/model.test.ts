import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultState } from '../../kit/hashState'
import { schema } from './meta'
import { ALL_DIGITS, clampState, correctDigits, flat, layOnLine, moveV, nudge } from './model'

const defaults = defaultState(schema)
const point = fc.record({
  x: fc.double({ min: -1, max: 10, noNaN: true }),
  y: fc.double({ min: -1, max: 6, noNaN: true }),
})

describe('flat-triangle model', () => {
  it('gives the exact angle of the decimals: cross and dot in integers', () => {
    const f = flat(defaults)
    // v × p_B = 3.51·5.11 − 1.9·9.49 = 17.9361 − 18.031, v · p_B = 33.3099 + 9.709.
    expect(f.exact.cross).toBe(-0.0949)
    expect(f.exact.dot).toBe(43.0189)
    // atan(949/430189) to 300 bits (mpmath) is 0.0022060035486231087898…, nearest double
    // 0.002206003548623109: the reference is within one ulp (4.3e-19 here) of it, atan2's own rounding.
    expect(Math.abs(f.exact.alpha - 0.002206003548623109)).toBeLessThanOrEqual(2 ** -61)
    expect(f.exact.alpha).toBe(Math.atan2(949, 430189))
  })

  it('on a flat triangle of decimals the printed quotient rounds past 1 and has no angle; atan2 is off by an ulp at most', () => {
    // 0.351·0.511 = 0.189·0.949: collinear. Scaled by 10 it stays collinear.
    const f = flat(clampState({ v: { x: 3.51, y: 1.89 }, B: { x: 9.49, y: 5.11 } }))
    expect(f.exact.cross).toBe(0)
    expect(f.exact.alpha).toBe(0)
    expect(f.printed.alpha).not.toBeNull()
    expect(f.printed.error!).toBeGreaterThan(1e-9) // acos(1 − ε) ≈ √(2ε) ≈ 1.5e-8
    const past = flat(clampState({ v: { x: 0.351, y: 0.189 }, B: { x: 0.949, y: 0.511 } }))
    expect(past.cosPrinted).toBe(1.0000000000000002)
    expect(past.printed).toEqual({ alpha: null, error: null, digits: null })
    expect(past.core.alpha).toBe(0)
    expect(past.atan2.error!).toBeLessThan(1e-15)
  })

  it('atan2 is never worse than acos of the printed quotient by more than rounding, and far better near flat', () => {
    fc.assert(
      fc.property(point, point, (v, B) => {
        const f = flat(clampState({ v, B }))
        if (!f.triangle) return
        expect(f.atan2.error!).toBeLessThan(1e-13)
        if (f.printed.error !== null) expect(f.atan2.error!).toBeLessThanOrEqual(f.printed.error + 1e-14)
      }),
    )
    const near = flat(clampState({ v: { x: 3.511, y: 1.89 }, B: { x: 9.49, y: 5.11 } }))
    expect(near.printed.digits!).toBeLessThanOrEqual(8)
    expect(near.atan2.digits!).toBeGreaterThanOrEqual(near.printed.digits! + 3)
  })

  it('has no triangle when v or p_B is at A’s centre', () => {
    const f = flat(clampState({ v: { x: 0, y: 0 }, B: { x: 3, y: 1 } }))
    expect(f.triangle).toBe(false)
    expect([f.printed.alpha, f.core.alpha, f.atan2.alpha, f.cosPrinted]).toEqual([null, null, null, null])
  })

  it('counts correct digits against the reference', () => {
    expect(correctDigits(1.0002, 1)).toBe(3)
    expect(correctDigits(1, 1)).toBe(ALL_DIGITS)
    expect(correctDigits(1e-8, 0)).toBe(0)
    expect(correctDigits(null, 1)).toBeNull()
  })

  it('keeps the corners in the world, on the grid', () => {
    expect(moveV(defaults, { x: 100, y: 2.71234 }).v).toEqual({ x: 10, y: 2.712 })
    expect(clampState({ v: { x: Number.NaN, y: 0 }, B: { x: -5, y: 9 } })).toEqual({
      v: { x: 3.51, y: 0 },
      B: { x: -1, y: 6 },
    })
  })

  it('lays v’s head exactly on the line to B, on the grid and in the world', () => {
    fc.assert(
      fc.property(point, point, (v, B) => {
        const s = clampState({ v, B })
        const on = layOnLine(s)
        if (s.B.x === 0 && s.B.y === 0) {
          expect(on).toBe(s)
          return
        }
        const f = flat(on)
        expect(f.exact.cross).toBe(0)
        expect(on).toEqual(clampState(on))
        expect(on.v).not.toEqual({ x: 0, y: 0 })
      }),
    )
    expect(layOnLine(defaults).v).toEqual({ x: 3.51, y: 1.89 }) // 270 steps of (0.013, 0.007)
    expect(nudge(defaults, -0.001).v).toEqual({ x: 3.51, y: 1.899 })
  })
})
