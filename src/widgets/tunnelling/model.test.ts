import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { firstSampleInside } from '../../core'
import { defaultState } from '../../kit/hashState'
import { schema, world } from './meta'
import {
  type TunnellingState,
  clampState,
  derive,
  moveArrowHead,
  moveCentre,
  samplesOf,
  setRadius,
  setSubsteps,
} from './model'

const defaults: TunnellingState = defaultState(schema)
const withN = (n: number) => ({ ...defaults, n })

// The default figure worked by hand: A runs along y = 0 from x = −5 to x = 5, B sits at (0.85, 0.9),
// R = 0.5 + 0.7 = 1.2. A is within R of B while |x − 0.85| ≤ √(1.2² − 0.9²) = √0.63, that is for
// t from (5.85 − √0.63)/10 ≈ 0.506 to (5.85 + √0.63)/10 ≈ 0.664.
const half = Math.sqrt(0.63)
const t1 = (5.85 - half) / 10
const t2 = (5.85 + half) / 10

describe('the default figure', () => {
  it('tunnels: both ends apart, yet the swept test finds a hit at t1', () => {
    const d = derive(defaults)
    expect(d.R).toBeCloseTo(1.2, 15)
    expect(d.startDistance).toBeCloseTo(Math.hypot(5.85, 0.9), 12)
    expect(d.endDistance).toBeCloseTo(Math.hypot(4.15, 0.9), 12)
    expect(d.startOverlaps || d.endOverlaps).toBe(false)
    expect(d.swept.case).toBe('hit')
    expect(d.swept.t).toBeCloseTo(t1, 12)
    expect(d.swept.roots![1]).toBeCloseTo(t2, 12)
    expect(d.verdict).toBe('tunnelled')
    expect(d.contactAt!.x).toBeCloseTo(0.85 - half, 12)
    expect(d.contactAt!.y).toBe(0)
  })

  it('measures the stretch of path inside R both ways: from the roots and by Pythagoras', () => {
    const d = derive(defaults)
    expect(d.offset).toBeCloseTo(0.9, 12)
    expect(d.chord).toBeCloseTo(2 * half, 12)
    expect(d.chord).toBeCloseTo(2 * Math.sqrt(d.R ** 2 - d.offset! ** 2), 12)
  })

  it('is missed by 1 to 4 sub-steps, caught by 5 at t = 0.6, missed again by 6, surely caught from 7', () => {
    for (const n of [1, 2, 3, 4, 6]) expect(derive(withN(n)).firstCaught, `n = ${n}`).toBeNull()
    const five = derive(withN(5))
    expect(five.firstCaught!.t).toBeCloseTo(0.6, 15)
    expect(five.stepLength).toBeCloseTo(2, 15)
    expect(five.firstCatchingN).toBe(5)
    expect(five.sureFrom).toBe(Math.ceil(10 / (2 * half)))
    expect(five.sureFrom).toBe(7)
    for (const n of [7, 8, 9, 10, 16]) expect(derive(withN(n)).firstCaught, `n = ${n}`).not.toBeNull()
  })
})

describe('verdicts', () => {
  it('reaches every verdict', () => {
    expect(derive({ ...defaults, B: { x: 5, y: 0.5 } }).verdict).toBe('caught')
    expect(derive({ ...defaults, B: { x: 0, y: 3 } }).verdict).toBe('clear')
    // Rims touching at t = 0 (1 = 0.5 + 0.5 exactly) while A moves away: no hit to respond to.
    const parting = derive({
      A: { x: 0, y: 0 },
      dA: { x: -2, y: 0 },
      rA: 0.5,
      B: { x: 1, y: 0 },
      rB: 0.5,
      n: 1,
    })
    expect(parting.swept.case).toBe('receding')
    expect(parting.verdict).toBe('touch-only')
    expect(derive(defaults).verdict).toBe('tunnelled')
  })

  it('counts balls overlapping from the start as caught by the first sample', () => {
    const d = derive({ ...defaults, B: { x: -4.5, y: 0 } })
    expect(d.swept.case).toBe('overlapping')
    expect(d.verdict).toBe('caught')
    expect(d.firstCatchingN).toBe(1)
    expect(d.sureFrom).toBe(1)
  })

  it('has nothing to catch when there is no contact', () => {
    const d = derive({ ...defaults, B: { x: 0, y: 3 } })
    expect(d.chord).toBeNull()
    expect(d.sureFrom).toBeNull()
    expect(d.firstCatchingN).toBeNull()
  })

  it('gives no chord, offset or NaN for a ball standing still', () => {
    const d = derive({ ...defaults, dA: { x: 0, y: 0 } })
    expect(d.offset).toBeNull()
    expect(d.chord).toBeNull()
    expect(d.stepLength).toBe(0)
    expect(d.swept.case).toBe('same-motion')
    expect(d.verdict).toBe('clear')
  })
})

describe('the sub-step condition', () => {
  // Figures as links store them, to a thousandth. B is placed within R of a point on A's path,
  // so most draws touch during the frame.
  const coord = (lo: number, hi: number) =>
    fc.integer({ min: lo * 1000, max: hi * 1000 }).map((k) => k / 1000)
  const figure = fc
    .record({
      A: fc.record({ x: coord(-6, 6), y: coord(-3, 3) }),
      dA: fc.record({ x: coord(-12, 12), y: coord(-6, 6) }),
      rA: coord(0.2, 1.5),
      rB: coord(0.2, 1.5),
      n: fc.integer({ min: 1, max: 16 }),
      along: coord(-0.2, 1.2),
      aside: coord(-1, 1),
    })
    .map(({ along, aside, ...s }): TunnellingState => {
      const len = Math.hypot(s.dA.x, s.dA.y) || 1
      const R = s.rA + s.rB
      const B = {
        x: s.A.x + along * s.dA.x - (aside * R * s.dA.y) / len,
        y: s.A.y + along * s.dA.y + (aside * R * s.dA.x) / len,
      }
      return { ...s, B }
    })
  // Away from a sample landing on the rim, where rounding may tip either test.
  const clearOfRims = (s: TunnellingState) =>
    samplesOf(s, s.n).every((p) => Math.abs(Math.hypot(s.B.x - p.p.x, s.B.y - p.p.y) - (s.rA + s.rB)) > 1e-9)

  it('predicts from the roots exactly which sample the direct test catches first', () => {
    fc.assert(
      fc.property(figure, (s) => {
        const d = derive(s)
        fc.pre(d.swept.case === 'hit' && clearOfRims(s))
        const k = firstSampleInside(d.swept.roots![0], d.swept.roots![1], s.n)
        expect(k === null ? null : k / s.n).toBe(d.firstCaught === null ? null : d.firstCaught.t)
      }),
    )
  })

  it('never misses once a step is no longer than the chord', () => {
    fc.assert(
      fc.property(figure, (s) => {
        const d = derive(s)
        fc.pre(d.swept.case === 'hit' && d.sureFrom !== null && d.sureFrom <= 16)
        const sure = { ...s, n: d.sureFrom! }
        fc.pre(clearOfRims(sure))
        expect(derive(sure).stepLength).toBeLessThanOrEqual(d.chord! * (1 + 1e-12))
        expect(derive(sure).firstCaught).not.toBeNull()
      }),
    )
  })

  it('can miss head-on only when a step is longer than 2(rA + rB)', () => {
    fc.assert(
      fc.property(
        coord(1, 12),
        coord(-6, 6),
        coord(0.2, 1.5),
        coord(0.2, 1.5),
        fc.integer({ min: 1, max: 16 }),
        (len, bx, rA, rB, n) => {
          const s: TunnellingState = {
            A: { x: -6, y: 0 },
            dA: { x: len, y: 0 },
            rA,
            B: { x: bx, y: 0 },
            rB,
            n,
          }
          const d = derive(s)
          fc.pre(d.swept.case === 'hit' && clearOfRims(s))
          if (d.firstCaught === null) expect(d.stepLength).toBeGreaterThan(2 * (rA + rB))
        },
      ),
    )
  })

  it('shrinks but never removes the problem: a graze close enough slips past 16 sub-steps', () => {
    // Offset 1.2 − 1e-4 from B's centre: the chord is 2√(1.44 − (1.2 − 1e-4)²) ≈ 0.031, far below a step.
    const graze = derive({ ...defaults, B: { x: 1.23, y: 1.2 - 1e-4 }, n: 16 })
    expect(graze.swept.case).toBe('hit')
    expect(graze.chord!).toBeLessThan(0.035)
    expect(graze.firstCaught).toBeNull()
    expect(graze.sureFrom).toBe(Math.ceil(10 / graze.chord!))
    expect(graze.sureFrom).toBeGreaterThan(300)
  })
})

describe('moves', () => {
  const inWorld = (p: { x: number; y: number }) =>
    p.x >= world.min.x && p.x <= world.max.x && p.y >= world.min.y && p.y <= world.max.y

  it('brings NaN, Infinity and huge values back to defaults or bounds', () => {
    const s = clampState({
      A: { x: Number.NaN, y: 1e300 },
      dA: { x: Number.POSITIVE_INFINITY, y: 0 },
      rA: -1,
      B: { x: 3, y: Number.NEGATIVE_INFINITY },
      rB: Number.NaN,
      n: 2.6,
    })
    expect(s.A).toEqual({ x: schema.A.default.x, y: 3 })
    expect(inWorld({ x: s.A.x + s.dA.x, y: s.A.y + s.dA.y })).toBe(true)
    expect(s.rA).toBe(0.2)
    expect(s.B).toEqual({ x: 3, y: schema.B.default.y })
    expect(s.rB).toBe(schema.rB.default)
    expect(s.n).toBe(3)
  })

  it('clamps radii and sub-step counts', () => {
    expect(setRadius(defaults, 'A', 0.01).rA).toBe(0.2)
    expect(setRadius(defaults, 'B', Number.POSITIVE_INFINITY).rB).toBe(defaults.rB)
    expect(setSubsteps(defaults, 40).n).toBe(16)
    expect(setSubsteps(defaults, Number.NaN).n).toBe(1)
  })

  it('stays valid, with finite numbers everywhere, whatever the reader does', () => {
    const any = fc.double()
    const move = fc.record({
      kind: fc.constantFrom('start', 'end', 'other', 'rA', 'rB', 'n'),
      x: any,
      y: any,
    })
    fc.assert(
      fc.property(fc.array(move, { maxLength: 8 }), (moves) => {
        let s = defaults
        for (const m of moves) {
          const p = { x: m.x, y: m.y }
          if (m.kind === 'start') s = moveCentre(s, 'A', p)
          else if (m.kind === 'end') s = moveArrowHead(s, p)
          else if (m.kind === 'other') s = moveCentre(s, 'B', p)
          else if (m.kind === 'rA') s = setRadius(s, 'A', m.x)
          else if (m.kind === 'rB') s = setRadius(s, 'B', m.y)
          else s = setSubsteps(s, m.x)
          expect([s.A, s.B, { x: s.A.x + s.dA.x, y: s.A.y + s.dA.y }].every(inWorld)).toBe(true)
          expect(Number.isInteger(s.n) && s.n >= 1 && s.n <= 16).toBe(true)
          const d = derive(s)
          const numbers = [d.R, d.startDistance, d.endDistance, d.stepLength, d.offset ?? 0, d.chord ?? 0]
          expect(numbers.every(Number.isFinite)).toBe(true)
          expect(d.samples.every((p) => Number.isFinite(p.p.x) && Number.isFinite(p.p.y))).toBe(true)
        }
      }),
    )
  })
})
