import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type ContactCase, distance, sweptCircles } from '../../core'
import { defaultState } from '../../kit/hashState'
import { contactCases } from '../common/caseWording'
import { schema, world } from './meta'
import {
  type TimeOfImpactState,
  clampState,
  contactAt,
  movingBalls,
  derive,
  f,
  moveArrowHead,
  moveCentre,
  parabolaArc,
  plotRange,
  positionsAt,
  snapTime,
  timeRange,
} from './model'

const defaults: TimeOfImpactState = defaultState(schema)
const state = (over: Partial<TimeOfImpactState>): TimeOfImpactState => clampState({ ...defaults, ...over })

// One concrete state per case, each a figure a reader can make by dragging.
const caseStates: Record<ContactCase, TimeOfImpactState> = {
  overlapping: state({ B: { x: 1.5, y: 0 } }),
  'same-motion': state({ dB: { x: 4, y: 0 } }),
  miss: state({ B: { x: 5, y: 3 } }),
  receding: state({ B: { x: -3, y: 0 } }),
  'after-frame': state({ dA: { x: 1, y: 0 } }),
  hit: defaults,
}

describe('derive', () => {
  it('gives the default figure the numbers worked out by hand', () => {
    // d = (5, 1.5), w = (−4, 0), R = 2: a = 16, b = −40, c = 23.25, b² − 4ac = 112.
    const { result, t1, t2, t } = derive(defaults)
    expect([result.a, result.b, result.c, result.discriminant]).toEqual([16, -40, 23.25, 112])
    expect(t1).toBeCloseTo((40 - Math.sqrt(112)) / 32, 14)
    expect(t2).toBeCloseTo((40 + Math.sqrt(112)) / 32, 14)
    expect(t).toBe(t1)
    expect(result.case).toBe('hit')
  })

  it('reports exactly what the core says, for several states', () => {
    for (const s of [...Object.values(caseStates), state({ rA: 0.2, rB: 2.5, dB: { x: -3, y: -2 } })]) {
      const core = sweptCircles({ p: s.A, d: s.dA, r: s.rA }, { p: s.B, d: s.dB, r: s.rB })
      const derived = derive(s)
      expect(derived.result).toEqual(core)
      expect(derived.case).toBe(core.case)
      expect(derived.t).toBe(core.t)
      expect([derived.t1, derived.t2]).toEqual(core.roots ? [...core.roots] : [null, null])
    }
  })

  it('reaches every one of the six cases from a concrete state', () => {
    for (const { id } of contactCases) expect(derive(caseStates[id]).case).toBe(id)
    expect(contactCases.map((c) => c.id).sort()).toEqual(Object.keys(caseStates).sort())
  })

  it('puts the ghosts where the paths are at t1 and t2, just touching', () => {
    const s = defaults
    const { ghosts, t1, t2 } = derive(s)
    expect(ghosts.map((g) => [g.root, g.t])).toEqual([
      ['t1', t1],
      ['t2', t2],
    ])
    for (const g of ghosts) {
      expect(g.A.x).toBeCloseTo(s.A.x + g.t * s.dA.x, 12)
      expect(g.A.y).toBeCloseTo(s.A.y + g.t * s.dA.y, 12)
      expect(g.B).toEqual(s.B) // B stands still by default
      expect(distance(g.A, g.B)).toBeCloseTo(s.rA + s.rB, 12)
    }
  })

  it('has ghosts only when the roots are real', () => {
    expect(derive(caseStates.miss).ghosts).toEqual([])
    expect(derive(caseStates['same-motion']).ghosts).toEqual([])
    // Overlapping balls parted in the past and part again in the future: both ghosts show.
    const overlap = derive(caseStates.overlapping)
    expect(overlap.ghosts.map((g) => Math.sign(g.t))).toEqual([-1, 1])
  })

  it('marks the contact point on both rims, only for a hit', () => {
    const s = defaults
    const { contact, t } = derive(s)
    const at = positionsAt(s, t!)
    expect(distance(contact!, at.A)).toBeCloseTo(s.rA, 12)
    expect(distance(contact!, at.B)).toBeCloseTo(s.rB, 12)
    for (const c of ['overlapping', 'same-motion', 'miss', 'receding', 'after-frame'] as const)
      expect(derive(caseStates[c]).contact).toBeNull()
    expect(contactAt(s, null)).toBeNull()
  })

  it('gives ghosts to the moving balls only, the one that moves farther first', () => {
    expect(movingBalls(defaults)).toEqual(['A'])
    expect(movingBalls({ ...defaults, dB: { x: 0, y: 5 } })).toEqual(['B', 'A'])
    expect(movingBalls({ ...defaults, dA: { x: 0, y: 0 } })).toEqual([])
  })
})

describe('clamping', () => {
  it('brings absurd values back inside the bounds, with the minimum radius enforced', () => {
    const s = clampState({
      A: { x: Number.NaN, y: Number.POSITIVE_INFINITY },
      dA: { x: 1e300, y: -1e300 },
      rA: -5,
      B: { x: -1e9, y: 1e9 },
      dB: { x: Number.NEGATIVE_INFINITY, y: Number.NaN },
      rB: 1e6,
      t: Number.NaN,
    })
    // Not a number at all (NaN, ±Infinity): the default; a huge number: the nearest bound.
    expect(s.A).toEqual(schema.A.default)
    expect(s.B).toEqual({ x: world.min.x, y: world.max.y })
    expect(s.rA).toBe(schema.rA.min)
    expect(s.rB).toBe(schema.rB.max)
    expect(s.t).toBe(schema.t.default)
    expect(clampState({ ...defaults, t: 7 }).t).toBe(schema.t.max)
    // Arrow heads end inside the world box.
    expect({ x: s.A.x + s.dA.x, y: s.A.y + s.dA.y }).toEqual({ x: world.max.x, y: world.min.y })
    expect({ x: s.B.x + s.dB.x, y: s.B.y + s.dB.y }).toEqual({ x: world.min.x, y: world.max.y })
  })

  it('moves a ball with its arrow rigid, stopping where the arrow head meets the edge', () => {
    const s = moveCentre(defaults, 'A', { x: 100, y: 0.5 })
    expect(s.dA).toEqual(defaults.dA)
    expect(s.A).toEqual({ x: world.max.x - defaults.dA.x, y: 0.5 })
    expect(moveCentre(defaults, 'B', { x: Number.NaN, y: 2 }).B).toEqual({ x: defaults.B.x, y: 2 })
  })

  it('lets a ball be dragged right onto the other: overlapping, and no NaN anywhere', () => {
    const s = moveCentre(defaults, 'B', defaults.A)
    const { result, ghosts } = derive(s)
    expect(result.case).toBe('overlapping')
    expect(ghosts.every((g) => Number.isFinite(g.t))).toBe(true)
    const same = derive(state({ B: defaults.A, dB: defaults.dA }))
    expect(same.case).toBe('overlapping')
    expect(
      [same.result.a, same.result.b, same.result.c, same.result.discriminant].every(Number.isFinite),
    ).toBe(true)
  })

  it('sets the displacement from the arrow head, clamped to the world box', () => {
    expect(moveArrowHead(defaults, 'B', { x: 2, y: -1 }).dB).toEqual({ x: -3, y: -2.5 })
    expect(moveArrowHead(defaults, 'A', { x: 50, y: -50 }).dA).toEqual({ x: world.max.x, y: world.min.y })
  })
})

describe('the plot of f(t)', () => {
  it('snaps a time picked on it to the scrubber’s steps inside the plotted range', () => {
    expect(snapTime(0.2900004)).toBe(0.29)
    expect(snapTime(0.57)).toBe(0.57)
    expect(snapTime(-0.4)).toBe(-0.4)
    expect(snapTime(1.7)).toBe(1.7)
    expect(snapTime(-3)).toBe(timeRange[0])
    expect(snapTime(2.5)).toBe(timeRange[1])
    expect(snapTime(Number.NaN)).toBe(0)
  })

  it('draws f as an exact Bézier arc: every point of the curve lies on the parabola', () => {
    for (const s of Object.values(caseStates)) {
      const [t0, t1] = timeRange
      const [p0, p1, p2] = parabolaArc(s, derive(s).result, t0, t1)
      for (const u of [0, 0.1, 0.37, 0.5, 0.9, 1]) {
        const x = (1 - u) ** 2 * p0.x + 2 * u * (1 - u) * p1.x + u ** 2 * p2.x
        const y = (1 - u) ** 2 * p0.y + 2 * u * (1 - u) * p1.y + u ** 2 * p2.y
        expect(x).toBeCloseTo(t0 + u * (t1 - t0), 12)
        expect(y).toBeCloseTo(f(s, x), 9)
      }
    }
  })

  it('is zero at the roots', () => {
    const { t1, t2 } = derive(defaults)
    expect(f(defaults, t1!)).toBeCloseTo(0, 12)
    expect(f(defaults, t2!)).toBeCloseTo(0, 12)
  })

  it('shows f from −R² (centres together) up to 3R², or higher when the closest approach is farther', () => {
    // Default: R = 2, closest approach at t = −b / 2a = 1.25 where f = 1.5² − 4 < 3R².
    expect(plotRange(defaults, derive(defaults).result, ...timeRange)).toEqual([-4, 12])
    // Same motion: f stays at c = 23.25 all the time, above 3R² = 12.
    const same = caseStates['same-motion']
    expect(plotRange(same, derive(same).result, ...timeRange)).toEqual([-4, 1.25 * 23.25])
    // A miss far away: the vertex lies outside the range, so the lowest f is at the end nearest it.
    const far = state({ B: { x: 10, y: 4 }, dA: { x: 1, y: 0 } })
    expect(plotRange(far, derive(far).result, ...timeRange)).toEqual([-4, 1.25 * f(far, timeRange[1])])
  })
})

describe('no NaN or Infinity, whatever the input', () => {
  const anyNumber = fc.oneof(fc.double(), fc.double({ min: -20, max: 20, noNaN: true }))
  const anyVec = fc.record({ x: anyNumber, y: anyNumber })
  const anyState = fc.record({
    A: anyVec,
    dA: anyVec,
    rA: anyNumber,
    B: anyVec,
    dB: anyVec,
    rB: anyNumber,
    t: anyNumber,
  })

  it('derives finite numbers for every state', () => {
    fc.assert(
      fc.property(anyState, fc.double({ min: timeRange[0], max: timeRange[1], noNaN: true }), (raw, time) => {
        const s = clampState(raw)
        const d = derive(s)
        // biome-ignore format: one group of quantities per line
        const numbers = [
          s.A.x, s.A.y, s.dA.x, s.dA.y, s.rA, s.B.x, s.B.y, s.dB.x, s.dB.y, s.rB,
          d.result.a, d.result.b, d.result.c, d.result.discriminant,
          ...(d.result.roots ?? []), ...(d.t === null ? [] : [d.t]),
          ...d.ghosts.flatMap((g) => [g.t, g.A.x, g.A.y, g.B.x, g.B.y]),
          ...(d.contact ? [d.contact.x, d.contact.y] : []),
          ...parabolaArc(s, d.result, ...timeRange).flatMap((p) => [p.x, p.y]),
          ...plotRange(s, d.result, ...timeRange),
          ...Object.values(positionsAt(s, time)).flatMap((p) => [p.x, p.y]),
        ]
        expect(numbers.every(Number.isFinite)).toBe(true)
        expect(s.rA).toBeGreaterThanOrEqual(schema.rA.min)
        expect(s.rB).toBeGreaterThanOrEqual(schema.rB.min)
        expect(s.t).toBeGreaterThanOrEqual(schema.t.min)
        expect(s.t).toBeLessThanOrEqual(schema.t.max)
      }),
      { numRuns: 500 },
    )
  })

  it('keeps a clamped state as it is, so a shared link reproduces the figure exactly', () => {
    fc.assert(
      fc.property(anyState, (raw) => {
        const s = clampState(raw)
        expect(clampState(s)).toEqual(s)
      }),
      { numRuns: 300 },
    )
  })
})
