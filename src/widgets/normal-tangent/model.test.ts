import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dot, length } from '../../core'
import { defaultState } from '../../kit/hashState'
import { ARROW_SCALE, MAX_SPEED, type NormalTangentState, STAGE, schema } from './meta'
import { clampState, collide, contentOf, movesAt, picture, toView, toWorld, viewAxis } from './model'

const defaults = defaultState(schema)
const speed = fc.double({ min: -MAX_SPEED, max: MAX_SPEED, noNaN: true })
const vec = fc.record({ x: speed, y: speed })
const dir = fc.record({
  x: fc.double({ min: -1, max: 1, noNaN: true }),
  y: fc.double({ min: -1, max: 1, noNaN: true }),
})
const state = fc
  .record({ n: dir, vA: vec, vB: vec, after: fc.boolean(), turned: fc.boolean() })
  .map((s) => clampState(s as NormalTangentState))

describe('normal-tangent model', () => {
  it('gives chapter 5’s worked example for its defaults', () => {
    const c = collide(defaults)
    expect(c.n).toEqual({ x: 0.8, y: 0.6 })
    expect(c.t).toEqual({ x: -0.6, y: 0.8 })
    expect(c.before.A.normal).toBeCloseTo(2.2, 14)
    expect(c.before.A.tangent).toBeCloseTo(-0.4, 14)
    expect(c.before.B.normal).toBeCloseTo(-0.8, 14)
    expect(c.before.B.tangent).toBeCloseTo(0.6, 14)
    expect(c.approach).toBe('approaching')
    expect(c.v.A.x).toBeCloseTo(-0.4, 14)
    expect(c.v.A.y).toBeCloseTo(-0.8, 14)
    expect(c.v.B.x).toBeCloseTo(1.4, 14)
    expect(c.v.B.y).toBeCloseTo(1.8, 14)
    expect(c.energyBefore).toBeCloseTo(3, 14)
  })

  it('shows source 000 §6 as printed: the change of A’s normal part applied backwards, 2v_A − v_A′', () => {
    // Defaults: v_A = (2, 1), v_A′ = (−0.4, −0.8), so as printed (4.4, 2.8).
    const c = collide(defaults)
    expect(c.vAAfter000.x).toBeCloseTo(4.4, 14)
    expect(c.vAAfter000.y).toBeCloseTo(2.8, 14)
    fc.assert(
      fc.property(state, (s) => {
        const d = collide(s)
        expect(d.vAAfter000.x).toBeCloseTo(2 * s.vA.x - d.v.A.x, 9)
        expect(d.vAAfter000.y).toBeCloseTo(2 * s.vA.y - d.v.A.y, 9)
      }),
    )
  })

  it('swaps the normal parts of an approaching pair and keeps the tangent parts', () => {
    fc.assert(
      fc.property(state, (s) => {
        const c = collide(s)
        if (c.approach !== 'approaching') return
        expect(c.after.A.normal).toBeCloseTo(c.before.B.normal, 12)
        expect(c.after.B.normal).toBeCloseTo(c.before.A.normal, 12)
        expect(c.after.A.tangent).toBeCloseTo(c.before.A.tangent, 12)
        expect(c.after.B.tangent).toBeCloseTo(c.before.B.tangent, 12)
      }),
    )
  })

  it('conserves momentum and kinetic energy', () => {
    fc.assert(
      fc.property(state, (s) => {
        const c = collide(s)
        expect(c.momentumAfter.x).toBeCloseTo(c.momentumBefore.x, 12)
        expect(c.momentumAfter.y).toBeCloseTo(c.momentumBefore.y, 12)
        expect(c.energyAfter).toBeCloseTo(c.energyBefore, 12)
      }),
    )
  })

  it('leaves a separating or sliding pair untouched', () => {
    fc.assert(
      fc.property(state, (s) => {
        const c = collide(s)
        if (c.approach === 'approaching') expect(c.closing).toBeGreaterThan(0)
        else expect([c.v.A, c.v.B]).toEqual([s.vA, s.vB])
      }),
    )
    const apart = collide({ ...defaults, vA: { x: -2, y: 1 } })
    expect(apart.approach).toBe('separating')
    expect(apart.v.A).toEqual({ x: -2, y: 1 })
  })

  it('gives the same answer with the balls’ names swapped (the normal then points the other way)', () => {
    fc.assert(
      fc.property(state, (s) => {
        const c = collide(s)
        const m = collide(clampState({ ...s, n: { x: -s.n.x, y: -s.n.y }, vA: s.vB, vB: s.vA }))
        expect(m.approach).toBe(c.approach)
        for (const k of ['x', 'y'] as const) {
          expect(m.v.A[k]).toBeCloseTo(c.v.B[k], 12)
          expect(m.v.B[k]).toBeCloseTo(c.v.A[k], 12)
        }
      }),
    )
  })

  it('turns the picture so n̂ points along +x, keeping lengths, and maps drags back', () => {
    fc.assert(
      fc.property(state, fc.double({ min: 0, max: 1, noNaN: true }), (s, p) => {
        const c = collide(s)
        const turned = picture(s, c, 1)
        expect(turned.nHead.x).toBeCloseTo(1, 12)
        expect(turned.nHead.y).toBeCloseTo(0, 12)
        // Fully turned, a velocity's head seen from its centre is (normal part, tangent part), drawn
        // ARROW_SCALE times as long.
        expect(turned.heads.A.x - turned.centres.A.x).toBeCloseTo(ARROW_SCALE * c.before.A.normal, 12)
        expect(turned.heads.A.y - turned.centres.A.y).toBeCloseTo(ARROW_SCALE * c.before.A.tangent, 12)
        const axis = viewAxis(c.n, p)
        const q = toWorld(toView(s.vB, axis), axis)
        expect(q.x).toBeCloseTo(s.vB.x, 12)
        expect(q.y).toBeCloseTo(s.vB.y, 12)
        expect(length(toView(s.vB, axis))).toBeCloseTo(length(s.vB), 12)
      }),
    )
    expect(picture(defaults, collide(defaults), 0).nHead).toEqual({ x: 0.8, y: 0.6 })
  })

  it('keeps the longest velocities after the collision on the stage, at every normal', () => {
    // A slides along the tangent at full speed and B comes straight at it at full speed: afterwards
    // A keeps its tangent part and takes B's normal part, heading away from the contact.
    for (let deg = 0; deg < 360; deg += 3) {
      const n = { x: Math.cos((deg * Math.PI) / 180), y: Math.sin((deg * Math.PI) / 180) }
      const vA = { x: -n.y * MAX_SPEED, y: n.x * MAX_SPEED }
      const vB = { x: -n.x * MAX_SPEED, y: -n.y * MAX_SPEED }
      const s = clampState({ ...defaults, n, vA, vB, after: true })
      const box = contentOf(picture(s, collide(s), 0))
      expect(Math.max(-box.min.x, box.max.x)).toBeLessThanOrEqual(STAGE.x[1])
      expect(Math.max(-box.min.y, box.max.y)).toBeLessThanOrEqual(STAGE.y[1])
    }
  })

  it('keeps every drag finite and in bounds, turned or not', () => {
    const any = fc.record({ x: fc.double(), y: fc.double() })
    const which = fc.constantFrom('headA' as const, 'headB' as const, 'normal' as const)
    fc.assert(
      fc.property(
        state,
        fc.constantFrom(0, 0.5, 1),
        fc.array(fc.tuple(which, any), { maxLength: 6 }),
        (s0, p, drags) => {
          const moves = movesAt(p)
          let s = s0
          for (const [k, to] of drags) {
            s = moves[k](s, to)
            expect(length(s.vA)).toBeLessThanOrEqual(MAX_SPEED + 1e-3)
            expect(length(s.vB)).toBeLessThanOrEqual(MAX_SPEED + 1e-3)
            expect(Math.abs(length(s.n) - 1)).toBeLessThan(2e-3)
            const box = contentOf(picture(s, collide(s), p))
            // Speeds and the normal are put on the 1/1000 grid after capping, which may push a head
            // out by a few thousandths: well under a pixel, so the test allows a hundredth.
            expect(Math.max(-box.min.x, box.max.x)).toBeLessThanOrEqual(STAGE.x[1] + 1e-2)
            expect(Math.max(-box.min.y, box.max.y)).toBeLessThanOrEqual(STAGE.y[1] + 1e-2)
          }
        },
      ),
    )
  })

  it('puts a dragged head where the pointer is, in the turned view too', () => {
    // A's centre is at (−1, 0) in the turned view; its arrow is ARROW_SCALE times the velocity.
    const turned = movesAt(1).headA(defaults, { x: -1 + ARROW_SCALE * 1.5, y: ARROW_SCALE * 0.5 })
    const c = collide(turned)
    expect(c.before.A.normal).toBeCloseTo(1.5, 2)
    expect(c.before.A.tangent).toBeCloseTo(0.5, 2)
    expect(dot(movesAt(0).normal(defaults, { x: 0, y: 2 }).n, { x: 0, y: 1 })).toBe(1)
    expect(clampState({ ...defaults, n: { x: 0, y: 0 }, vA: { x: 30, y: 40 } })).toMatchObject({
      n: { x: 0.8, y: 0.6 },
      vA: { x: 1.5, y: 2 },
    })
  })
})
