import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { add, dot, length } from '../../core'
import { defaultState } from '../../kit/hashState'
import { MAX_SPEED, schema } from './meta'
import { clampState, contentOf, moveHead, moveNormal, project } from './model'

const defaults = defaultState(schema)
const coord = fc.double({ min: -MAX_SPEED, max: MAX_SPEED, noNaN: true })
const state = fc
  .record({ n: fc.record({ x: coord, y: coord }), v: fc.record({ x: coord, y: coord }) })
  .map(clampState)

describe('projection model', () => {
  it('opens on source 004’s example: parts 10 and 5, length √125, not 14', () => {
    const p = project(defaults)
    expect(p.normal).toBeCloseTo(10, 13)
    expect(p.tangent).toBeCloseTo(5, 13)
    expect(p.speed).toBe(Math.sqrt(125))
    expect(p.fromParts).toBeCloseTo(Math.sqrt(125), 13)
    expect(p.fromParts).not.toBeCloseTo(14, 1)
  })

  it('splits v into perpendicular shadows that add back up to it, with |v|² = normal² + tangent²', () => {
    fc.assert(
      fc.property(state, (s) => {
        const p = project(s)
        const sum = add(p.normalPart, p.tangentPart)
        expect(sum.x).toBeCloseTo(s.v.x, 12)
        expect(sum.y).toBeCloseTo(s.v.y, 12)
        expect(dot(p.normalPart, p.tangentPart)).toBeCloseTo(0, 10)
        expect(dot(p.n, p.t) + 0).toBe(0)
        expect(p.fromParts).toBeCloseTo(p.speed, 12)
      }),
    )
  })

  it('keeps every drag finite and in bounds, and the content on the stage', () => {
    const any = fc.record({ x: fc.double(), y: fc.double() })
    fc.assert(
      fc.property(state, fc.array(fc.tuple(fc.boolean(), any), { maxLength: 6 }), (s0, drags) => {
        let s = s0
        for (const [head, to] of drags) {
          s = head ? moveHead(s, to) : moveNormal(s, to)
          expect(length(s.v)).toBeLessThanOrEqual(MAX_SPEED + 1e-3)
          expect(Math.abs(length(s.n) - 1)).toBeLessThan(2e-3)
          const box = contentOf(s, project(s))
          expect([box.min.x, box.min.y, box.max.x, box.max.y].every((v) => Math.abs(v) <= 13)).toBe(true)
        }
      }),
    )
    expect(moveNormal(defaults, { x: 0, y: 0 }).n).toEqual(defaults.n)
    // Ball A's rim is the lowest thing in the default picture; B touches A along n̂ = (0.8, 0.6).
    expect(contentOf(defaults, project(defaults)).min.y).toBe(-1)
    expect(project(defaults).other).toEqual({ x: 1.6, y: 1.2 })
    expect(moveHead(defaults, { x: Number.NaN, y: 0 }).v).toEqual(defaults.v)
  })
})
