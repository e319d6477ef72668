import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { length } from '../../core'
import { defaultState } from '../../kit/hashState'
import { FRAMES, RADIUS, TABLE, schema } from './meta'
import { REGULARS, arrowHead, clampState, moment, moves, onTable, run, track } from './model'

const defaults = defaultState(schema)
const coord = (lo: number, hi: number) => fc.double({ min: lo, max: hi, noNaN: true })
// Inside by more than rounding: a ball whose rim touches a cushion is the printed rule's other
// trap, and one a few ulps inside can come back from its bounce exactly touching (y + v − v ≠ y).
const MARGIN = 1e-9
const within = (lo: number, hi: number) => fc.double({ min: lo + MARGIN, max: hi - MARGIN, noNaN: true })
const inside = fc.record({
  x: within(TABLE.min.x + RADIUS, TABLE.max.x - RADIUS),
  y: within(TABLE.min.y + RADIUS, TABLE.max.y - RADIUS),
})
const velocity = fc.record({ x: coord(-1, 1), y: coord(-1, 1) })

describe('pool-table model', () => {
  it('opens on the stuck ball: as printed, S never gets back on the table', () => {
    const r = run(defaults)
    expect(r.fate).toBe('stuck')
    expect(r.stray.positions.some(onTable)).toBe(false)
    // Every frame flips it: in, then out again.
    expect(r.stray.flips).toBe(FRAMES)
  })

  it('brings the same ball back when only outward velocities are turned', () => {
    const r = run({ ...defaults, rule: 'corrected' })
    expect(r.fate).toBe('came-back')
    // The first test sees it moving in and leaves it; its rim is on the table once
    // 10.9 − 0.5k + 0.35 ≤ 10, i.e. from frame k = 3 (2.5 rounded up).
    expect(r.stray.positions.findIndex(onTable)).toBe(3)
    expect(r.stray.flippedX.slice(0, 3)).toEqual([false, false, false])
  })

  it('keeps every ball on the table for ever when it starts there, under both rules alike', () => {
    fc.assert(
      fc.property(inside, velocity, (p, v) => {
        const a = track('printed', p, v, 80)
        const b = track('corrected', p, v, 80)
        expect(a.positions).toEqual(b.positions)
        // Never more than one move (at most 1 long) past a cushion.
        for (const q of a.positions) {
          expect(q.x).toBeGreaterThanOrEqual(TABLE.min.x + RADIUS - 1)
          expect(q.x).toBeLessThanOrEqual(TABLE.max.x - RADIUS + 1)
          expect(q.y).toBeGreaterThanOrEqual(TABLE.min.y + RADIUS - 1)
          expect(q.y).toBeLessThanOrEqual(TABLE.max.y - RADIUS + 1)
        }
        expect(run({ ...defaults, P: p, V: v }).fate).toBe('stayed-on')
      }),
      { numRuns: 40 },
    )
    for (const b of REGULARS) expect(run({ ...defaults, P: b.p, V: b.v }).fate).toBe('stayed-on')
  })

  it('never changes a speed: the axis bounce only flips signs', () => {
    fc.assert(
      fc.property(
        fc.record({ x: coord(-2, 12), y: coord(-1, 6) }),
        velocity,
        fc.constantFrom('printed', 'corrected' as const),
        (p, v, rule) => {
          for (const w of track(rule as 'printed', p, v, 60).velocities) expect(length(w)).toBe(length(v))
        },
      ),
      { numRuns: 40 },
    )
  })

  it('sticks even a ball on the table whose rim touches a cushion while it moves in, as printed', () => {
    const touching = { ...defaults, P: { x: RADIUS, y: 2.5 }, V: { x: 0.5, y: 0 } }
    expect(run(touching).fate).toBe('stuck')
    expect(run({ ...touching, rule: 'corrected' }).fate).toBe('stayed-on')
  })

  it('places every moment between two frames, and keeps drags in bounds', () => {
    const r = run(defaults)
    expect(moment(r, 0).stray).toEqual(defaults.P)
    expect(moment(r, 1).frame).toBe(FRAMES)
    expect(moment(r, 1).stray).toEqual(r.stray.positions[FRAMES])
    const any = fc.record({ x: fc.double(), y: fc.double() })
    fc.assert(
      fc.property(any, any, (a, b) => {
        const s = moves.move(moves.start(defaults, a), b)
        expect(Number.isFinite(s.P.x + s.P.y + s.V.x + s.V.y)).toBe(true)
        expect(length(s.V)).toBeLessThanOrEqual(1 + 1e-3) // on the 1/1000 grid
        expect(clampState(s)).toEqual(s)
        expect(Number.isFinite(arrowHead(s).x)).toBe(true)
      }),
    )
  })
})
