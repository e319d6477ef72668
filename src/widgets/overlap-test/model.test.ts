import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultState } from '../../kit/hashState'
import { schema } from './meta'
import { type OverlapState, TOUCH_SNAP, clampState, moveCentre, overlap, setRadius } from './model'

const state = (A: [number, number], rA: number, B: [number, number], rB: number): OverlapState => ({
  A: { x: A[0], y: A[1] },
  rA,
  B: { x: B[0], y: B[1] },
  rB,
})
const defaults: OverlapState = defaultState(schema)

const finiteState = (s: OverlapState) => [s.A.x, s.A.y, s.B.x, s.B.y, s.rA, s.rB].every(Number.isFinite)
const withinBounds = (s: OverlapState) =>
  [s.A, s.B].every((p) => p.x >= -4 && p.x <= 4 && p.y >= -2.5 && p.y <= 2.5) &&
  [s.rA, s.rB].every((r) => r >= 0.2 && r <= 1.5)

describe('overlap', () => {
  it('measures a 3-4-5 triangle between the centres', () => {
    const o = overlap(state([1, 1], 2, [4, 5], 1))
    expect(o.dp).toEqual({ x: 3, y: 4 })
    expect(o.distance).toBe(5)
    expect(o.distanceSq).toBe(25)
    expect(o.sumRadii).toBe(3)
    expect(o.sumRadiiSq).toBe(9)
    expect(o.verdict).toBe('apart')
    expect(o.gap).toBe(2)
    expect(o.depth).toBe(0)
  })

  it('starts apart: the default figure has a gap between the rims', () => {
    const o = overlap(defaults)
    expect(o.verdict).toBe('apart')
    expect(o.distance).toBeCloseTo(Math.sqrt(2.3 ** 2 + 1.2 ** 2), 12)
    expect(o.gap).toBeCloseTo(o.distance - 2.1, 12)
  })

  it('reaches every verdict', () => {
    expect(overlap(state([0, 0], 1, [1.5, 0], 1)).verdict).toBe('overlapping')
    expect(overlap(state([0, 0], 1, [2, 0], 1)).verdict).toBe('touching')
    expect(overlap(state([0, 0], 1, [2.5, 0], 1)).verdict).toBe('apart')
  })

  it('gives the overlap depth, and the full sum of radii for coincident centres', () => {
    const o = overlap(state([0, 0], 1, [0, 1.5], 1))
    expect(o.depth).toBeCloseTo(0.5, 12)
    expect(o.gap).toBe(0)
    const same = overlap(state([2, 2], 1, [2, 2], 0.5))
    expect(same.verdict).toBe('overlapping')
    expect(same.depth).toBe(1.5)
  })

  it('calls a tie touching within a thousandth and not beyond it', () => {
    expect(overlap(state([0, 0], 1, [2.0009, 0], 1)).verdict).toBe('touching')
    expect(overlap(state([0, 0], 1, [1.9991, 0], 1)).verdict).toBe('touching')
    expect(overlap(state([0, 0], 1, [2.0011, 0], 1)).verdict).toBe('apart')
    expect(overlap(state([0, 0], 1, [1.9989, 0], 1)).verdict).toBe('overlapping')
  })

  it('decides on squares exactly as the plain distance comparison does, away from a tie', () => {
    const coord = fc.double({ min: -4, max: 4, noNaN: true })
    const radius = fc.double({ min: 0.2, max: 1.5, noNaN: true })
    fc.assert(
      fc.property(coord, coord, radius, coord, coord, radius, (ax, ay, rA, bx, by, rB) => {
        const s = state([ax, ay], rA, [bx, by], rB)
        const d = Math.hypot(bx - ax, by - ay)
        fc.pre(Math.abs(d - (rA + rB)) > 0.002)
        expect(overlap(s).verdict).toBe(d < rA + rB ? 'overlapping' : 'apart')
      }),
    )
  })
})

describe('moves', () => {
  it('brings NaN, Infinity and huge values back to defaults or bounds', () => {
    const s = clampState(state([Number.NaN, 1e300], Number.POSITIVE_INFINITY, [-1e9, 2.5], -2))
    expect(s).toEqual(state([schema.A.default.x, 2.5], schema.rA.default, [-4, 2.5], 0.2))
  })

  it('keeps a radius from shrinking below its minimum', () => {
    expect(setRadius(defaults, 'A', 0).rA).toBe(0.2)
    expect(setRadius(defaults, 'B', 99).rB).toBe(1.5)
  })

  it('ignores a drag to a non-finite point', () => {
    expect(moveCentre(defaults, 'B', { x: Number.NaN, y: 0 }).B).toEqual({ x: defaults.B.x, y: 0 })
    expect(setRadius(defaults, 'A', Number.NaN)).toEqual(defaults)
  })

  it('snaps a centre dropped just short of touching onto the touch', () => {
    const s = state([0, 0], 1, [5, 0], 1)
    const near = moveCentre(s, 'B', { x: 2 + TOUCH_SNAP / 2, y: 0.01 })
    expect(overlap(near).verdict).toBe('touching')
    expect(Math.hypot(near.B.x, near.B.y)).toBeCloseTo(2, 12)
    const far = moveCentre(s, 'B', { x: 2 + 2 * TOUCH_SNAP, y: 0 })
    expect(far.B).toEqual({ x: 2 + 2 * TOUCH_SNAP, y: 0 })
    expect(overlap(far).verdict).toBe('apart')
  })

  it('stays touching after a snapped centre is stored to a thousandth, as links store it', () => {
    const thousandth = (x: number) => Math.round(x * 1000) / 1000
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: -0.99 * TOUCH_SNAP, max: 0.99 * TOUCH_SNAP, noNaN: true }),
        fc.integer({ min: 4, max: 30 }).map((k) => k / 20),
        (angle, miss, rB) => {
          const s = state([0.5, -0.25], 1, [3.5, 2], rB)
          const R = 1 + rB
          const drop = { x: 0.5 + (R + miss) * Math.cos(angle), y: -0.25 + (R + miss) * Math.sin(angle) }
          const { B } = moveCentre(s, 'B', drop)
          expect(overlap({ ...s, B: { x: thousandth(B.x), y: thousandth(B.y) } }).verdict).toBe('touching')
        },
      ),
    )
  })

  it('does not snap a centre out of bounds', () => {
    // Touching would need A at x = 4.02, past the right edge: A stays at the edge, overlapping.
    const moved = moveCentre(state([0, 0], 1.5, [1.52, 0], 1), 'A', { x: 9, y: 0 })
    expect(moved.A).toEqual({ x: 4, y: 0 })
    expect(overlap(moved).verdict).toBe('overlapping')
  })

  it('stays finite and in bounds, with finite outputs, whatever the reader does', () => {
    const any = fc.double()
    const move = fc.oneof(
      fc.record({ kind: fc.constant('centre' as const), ball: fc.constantFrom('A', 'B'), x: any, y: any }),
      fc.record({ kind: fc.constant('radius' as const), ball: fc.constantFrom('A', 'B'), x: any, y: any }),
    )
    fc.assert(
      fc.property(fc.array(move, { maxLength: 8 }), (moves) => {
        let s = defaults
        for (const m of moves) {
          const ball = m.ball as 'A' | 'B'
          if (m.kind === 'centre') s = moveCentre(s, ball, { x: m.x, y: m.y })
          else s = setRadius(s, ball, m.x)
          expect(finiteState(s) && withinBounds(s)).toBe(true)
          const o = overlap(s)
          expect(
            [o.distance, o.distanceSq, o.sumRadii, o.sumRadiiSq, o.depth, o.gap].every(Number.isFinite),
          ).toBe(true)
        }
      }),
    )
  })
})
