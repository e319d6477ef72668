import { describe, expect, it } from 'vitest'
import { distance, sweptCircles } from '../../core'
import { defaultState } from '../../kit/hashState'
import { balls, schema } from './meta'
import { clampState, firstContact, moveArrowHead, moveBall } from './model'

const defaults = defaultState(schema)

describe('first-contact model', () => {
  it('finds the earliest hit of the default frame, touching at the contact point', () => {
    const f = firstContact(defaults)
    expect(f.first?.pair).toBe('AB')
    const t = f.first!.t!
    expect(t).toBeGreaterThan(0)
    expect(t).toBeLessThan(1)
    for (const p of f.pairs) if (p.t !== null) expect(p.t).toBeGreaterThanOrEqual(t)
    // At the contact time the two centres are rA + rB apart and the contact point lies on both rims.
    expect(distance(f.at!.A, f.at!.B)).toBeCloseTo(1.8, 9)
    expect(distance(f.at!.A, f.contact!)).toBeCloseTo(1, 9)
    expect(distance(f.at!.B, f.contact!)).toBeCloseTo(0.8, 9)
  })

  it('agrees with sweptCircles pair by pair', () => {
    const f = firstContact(defaults)
    const r = sweptCircles(
      { p: defaults.B, d: defaults.dB, r: 0.8 },
      { p: defaults.C, d: defaults.dC, r: 0.6 },
    )
    expect(f.pairs[2]).toMatchObject({ pair: 'BC', case: r.case, t: r.t })
  })

  it('measures each pair’s closest gap over the frame', () => {
    const f = firstContact(defaults)
    // A and B touch, so at their closest they overlap; a still pair keeps its starting gap.
    expect(f.pairs[0]!.closest).toBeLessThan(0)
    const still = { ...defaults, dA: { x: 0, y: 0 }, dB: { x: 0, y: 0 } }
    expect(firstContact(still).pairs[0]!.closest).toBeCloseTo(Math.hypot(6.5, 4) - 1.8, 12)
    // Head-on along x, closest at the frame's end: they would meet only later.
    const s = { ...defaults, A: { x: -5, y: 0 }, dA: { x: 1, y: 0 }, B: { x: 5, y: 0 }, dB: { x: 0, y: 0 } }
    expect(firstContact(s).pairs[0]!.closest).toBeCloseTo(9 - 1.8, 12)
  })

  it('reports no first contact when every pair keeps apart', () => {
    const still = { ...defaults, dA: { x: 0, y: 0 }, dB: { x: 0, y: 0 }, dC: { x: 0, y: 0 } }
    expect(firstContact(still)).toMatchObject({ first: null, at: null, contact: null })
  })

  it('keeps balls and arrow heads in the world', () => {
    const s = moveBall(defaults, 'A', { x: 100, y: 0 })
    expect(s.A.x + s.dA.x).toBeLessThanOrEqual(6)
    expect(moveArrowHead(defaults, 'C', { x: -100, y: Number.NaN }).dC).toEqual({ x: -10.5, y: 1 })
    expect(clampState({ ...defaults, B: { x: Number.NaN, y: 9 } }).B).toEqual({ x: 2, y: 4 })
    expect(balls.map((b) => b.name)).toEqual(['A', 'B', 'C'])
  })
})
