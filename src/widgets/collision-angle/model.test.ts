import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { length } from '../../core'
import { defaultState } from '../../kit/hashState'
import { schema } from './meta'
import { clampState, contact, moveB, moveVelocity } from './model'

const defaults = defaultState(schema)
const point = fc.record({
  x: fc.double({ min: -6, max: 6, noNaN: true }),
  y: fc.double({ min: -4, max: 4, noNaN: true }),
})
const state = fc
  .record({
    v: point,
    theta: fc.double({ min: -180, max: 180, noNaN: true }),
    rA: fc.double({ min: 0.2, max: 2, noNaN: true }),
    rB: fc.double({ min: 0.2, max: 2, noNaN: true }),
  })
  .map(clampState)

describe('collision-angle model', () => {
  it('solves a worked triangle: B at 60°, R = 2, v = (2, 0) is equilateral, α = 60°, v_n = 1', () => {
    const k = contact(clampState({ ...defaults, v: { x: 2, y: 0 }, theta: 60 }))
    expect(k.a).toBeCloseTo(2, 14)
    expect([k.b, k.c]).toEqual([2, 2])
    expect(k.cosAlpha).toBeCloseTo(0.5, 14)
    expect(k.alphaCosines).toBeCloseTo(60, 12)
    expect(k.alphaAtan2).toBeCloseTo(60, 12)
    expect(k.vn).toBeCloseTo(1, 14)
    expect(k.motion).toBe('approaching')
  })

  it('keeps B touching A, and the law of cosines and atan2 agree away from flat triangles', () => {
    fc.assert(
      fc.property(state, (s) => {
        const k = contact(s)
        expect(length(k.B)).toBeCloseTo(s.rA + s.rB, 12)
        expect(k.c).toBeCloseTo(s.rA + s.rB, 12)
        if (k.alphaAtan2 === null || k.alphaCosines === null) return
        // Near 0° and 180° acos loses digits (the flat-triangle figure); elsewhere both agree.
        if (k.alphaAtan2 > 1 && k.alphaAtan2 < 179) expect(k.alphaCosines).toBeCloseTo(k.alphaAtan2, 8)
        else expect(Math.abs(k.alphaCosines - k.alphaAtan2)).toBeLessThan(1e-4)
      }),
    )
  })

  it('sends cos(α)·|v| into the collision: never more than |v|, all of it head-on, none along the tangent', () => {
    fc.assert(
      fc.property(state, (s) => {
        const k = contact(s)
        expect(Math.abs(k.vn)).toBeLessThanOrEqual(k.b * (1 + 1e-15))
        if (k.alphaAtan2 !== null)
          expect(k.vn).toBeCloseTo(Math.cos((k.alphaAtan2 * Math.PI) / 180) * k.b, 12)
        if (k.b > 0)
          expect(k.motion).toBe(k.vn > 1e-9 ? 'approaching' : k.vn < -1e-9 ? 'separating' : 'sliding past')
      }),
    )
    const headOn = contact(clampState({ ...defaults, v: { x: 0, y: 3 }, theta: 90 }))
    expect(headOn.vn).toBeCloseTo(3, 14)
    expect(headOn.alphaAtan2).toBeCloseTo(0, 12)
    const tangent = contact(clampState({ ...defaults, v: { x: 0, y: 3 }, theta: 0 }))
    expect(tangent.vn).toBe(0)
    expect(tangent.motion).toBe('sliding past')
    expect(contact(clampState({ ...defaults, v: { x: -2, y: 0 }, theta: 0 })).motion).toBe('separating')
  })

  it('has no angle for a resting ball, where −2bc = 0 (erratum 000 §3), but v_n = 0', () => {
    const k = contact(clampState({ ...defaults, v: { x: 0, y: 0 } }))
    expect([k.cosAlpha, k.alphaCosines, k.alphaAtan2]).toEqual([null, null, null])
    expect(k.vn).toBe(0)
    expect(k.motion).toBe('at rest')
  })

  it('moves B around the contact circle and keeps v’s head in the world', () => {
    expect(moveB(defaults, { x: 0, y: -5 }).theta).toBe(-90)
    expect(moveB(defaults, { x: 0, y: 0 })).toBe(defaults)
    expect(moveB(defaults, { x: Number.NaN, y: 1 })).toBe(defaults)
    expect(moveVelocity(defaults, { x: 100, y: -100 }).v).toEqual({ x: 5, y: -3.5 })
    expect(moveVelocity(defaults, { x: 0.06, y: -0.05 }).v).toEqual({ x: 0, y: 0 })
    expect(moveVelocity(defaults, { x: 0.1, y: 0 }).v).toEqual({ x: 0.1, y: 0 })
    expect(clampState({ v: { x: Number.NaN, y: 0 }, theta: 999, rA: 0, rB: 5 })).toEqual({
      v: { x: 3.5, y: 0 },
      theta: 180,
      rA: 0.2,
      rB: 1.5,
    })
  })
})
