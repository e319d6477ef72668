import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Q } from '../../../tests/unit/rational'
import { dot, length, sub } from '../../core'
import { fitView } from '../../kit/fitView'
import { defaultState } from '../../kit/hashState'
import { MAX_I, MIN_WALL, STAGE, WORLD, schema } from './meta'
import { EXAMPLE, clampState, construct, contentOf, drawing, moves, viewOf } from './model'

const defaults = defaultState(schema)
const coord = (lo: number, hi: number) => fc.double({ min: lo, max: hi, noNaN: true })
const point = fc.record({ x: coord(WORLD.min.x, WORLD.max.x), y: coord(WORLD.min.y, WORLD.max.y) })
const vector = fc.record({ x: coord(-MAX_I, MAX_I), y: coord(-MAX_I, MAX_I) })
const state = fc
  .record({ W0: point, W1: point, I: vector, step: fc.constant(4), unit: fc.boolean() })
  .map(clampState)

describe('wall-reflection model', () => {
  it('reproduces source 003’s worked example: I = <4, −2>, N′ = <0, 1> gives N = <0, 2>, L = <4, 0>, F = <4, 2>', () => {
    expect(clampState(EXAMPLE)).toEqual(EXAMPLE) // the figure can show it as it is
    const c = construct(EXAMPLE)
    expect(c.normal).toEqual({ x: 0, y: 1 })
    expect(c.along).toBe(2)
    expect(c.N).toEqual({ x: 0, y: 2 })
    expect(c.L).toEqual({ x: 4, y: 0 })
    expect(c.F).toEqual({ x: 4, y: 2 })
    expect(c.lengthF).toBe(c.lengthI)
  })

  it('opens on a wall along (2, 1) and I = (3, −1): N = (−1, 2), L = (2, 1), F = (1, 3)', () => {
    const c = construct(defaults)
    for (const [got, want] of [
      [c.N, { x: -1, y: 2 }],
      [c.L, { x: 2, y: 1 }],
      [c.F, { x: 1, y: 3 }],
    ] as const) {
      expect(got.x).toBeCloseTo(want.x, 14)
      expect(got.y).toBeCloseTo(want.y, 14)
    }
  })

  it('gives F = I − 2(I·n̂)n̂ to within rounding of the exact rational answer', () => {
    // Walls along (4, 3): n̂ = (−3, 4)/5 exactly in rationals; I on the 1/1000 grid.
    const grid = fc.integer({ min: -3500, max: 3500 })
    fc.assert(
      fc.property(grid, grid, fc.constantFrom(0.6, 1, 1.6), (ix, iy, k) => {
        const s = clampState({
          ...defaults,
          W0: { x: -2 * k, y: -1.5 * k },
          W1: { x: 2 * k, y: 1.5 * k },
          I: { x: ix / 1000, y: iy / 1000 },
        })
        const c = construct(s)
        const [nx, ny] = [Q.ratio(-3, 5), Q.ratio(4, 5)]
        const [Ix, Iy] = [Q.of(s.I.x), Q.of(s.I.y)]
        const IdotN = Ix.mul(nx).add(Iy.mul(ny))
        const two = Q.ratio(2)
        const Fx = Ix.sub(two.mul(IdotN).mul(nx)).toNumber()
        const Fy = Iy.sub(two.mul(IdotN).mul(ny)).toNumber()
        expect(Math.abs(c.F.x - Fx)).toBeLessThanOrEqual(4 * Number.EPSILON * MAX_I)
        expect(Math.abs(c.F.y - Fy)).toBeLessThanOrEqual(4 * Number.EPSILON * MAX_I)
      }),
    )
  })

  it('keeps |F| = |I| with a unit normal; L lies along the wall and N across it', () => {
    fc.assert(
      fc.property(state, (s0) => {
        const s = { ...s0, unit: true }
        const c = construct(s)
        expect(c.lengthF).toBeCloseTo(c.lengthI, 12)
        expect(c.lengthNormal).toBeCloseTo(1, 14)
        const wall = sub(s.W1, s.W0)
        expect(dot(c.L, c.normal)).toBeCloseTo(0, 12)
        expect(Math.abs(dot(c.N, wall))).toBeLessThanOrEqual(1e-12 * length(wall) * (c.lengthI + 1))
      }),
    )
  })

  it('changes |F| when the normal is left unnormalised: N comes out |P|² times too long', () => {
    const c = construct({ ...EXAMPLE, unit: false })
    // P = <0, 8> (the wall is 8 long): N = 16·<0, 8> = <0, 128>, F = <4, 254>.
    expect(c.lengthNormal).toBe(8)
    expect(c.N).toEqual({ x: 0, y: 128 })
    expect(c.F).toEqual({ x: 4, y: 254 })
    expect(c.lengthF).not.toBeCloseTo(c.lengthI, 0)
    // Only a wall exactly one unit long would hide the mistake.
    const one = construct({ ...EXAMPLE, W0: { x: 0, y: 0 }, W1: { x: 1, y: 0 }, unit: false })
    expect(one.F).toEqual({ x: 4, y: 2 })
  })

  it('keeps F in view: the stage as it is while normalised, grown to F’s head (same shape) when not', () => {
    expect(viewOf(EXAMPLE, construct(EXAMPLE))).toBe(STAGE)
    const raw = { ...EXAMPLE, unit: false }
    const c = construct(raw)
    const v = viewOf(raw, c)
    const F = drawing(raw, c).FHead
    for (const [p, [lo, hi]] of [
      [F.x, v.x],
      [F.y, v.y],
    ] as const) {
      expect(p).toBeGreaterThan(lo)
      expect(p).toBeLessThan(hi)
    }
    expect(v.x[0]).toBeLessThanOrEqual(STAGE.x[0])
    expect(v.y[0]).toBeLessThanOrEqual(STAGE.y[0])
    const shape = (r: typeof v) => (r.y[1] - r.y[0]) / (r.x[1] - r.x[0])
    expect(shape(v)).toBeCloseTo(shape(STAGE), 12)
    // The stage zooms to content that reaches F too.
    expect(contentOf(raw, c).max.y).toBe(F.y)
  })

  it('fills its stage: the view fitted to the wall, the ball and the construction spans them', () => {
    // How much of the fitted view the wall, I's tail and N's and F's heads span, across or up
    // (whichever they fill more), on a laptop's 638 px stage (fitWide).
    const spans = (s: typeof defaults) => {
      const c = construct(s)
      const d = drawing(s, c)
      const v = fitView(viewOf(s, c), contentOf(s, c), 638, true)
      const points = [s.W0, s.W1, d.T, d.NHead, d.FHead]
      const extent = (k: 'x' | 'y') =>
        Math.max(...points.map((p) => p[k])) - Math.min(...points.map((p) => p[k]))
      return Math.max(extent('x') / (v.x[1] - v.x[0]), extent('y') / (v.y[1] - v.y[0]))
    }
    // The whole stage gave the defaults 31 % and source 003's example 41 %.
    expect(spans(defaults)).toBeGreaterThan(0.6)
    expect(spans(EXAMPLE)).toBeGreaterThan(0.6)
    expect(spans({ ...defaults, unit: false })).toBeGreaterThan(0.6)
  })

  it('refuses a wall of no length: a link shows the default wall, a drag leaves the end where it was', () => {
    const linked = clampState({ ...defaults, W0: { x: 1, y: 1 }, W1: { x: 1, y: 1 } })
    expect(linked.W0).toEqual(schema.W0.default)
    expect(linked.W1).toEqual(schema.W1.default)
    expect(moves.end(defaults, defaults.W0)).toBe(defaults)
    expect(moves.start(defaults, { x: defaults.W1.x + MIN_WALL / 2, y: defaults.W1.y })).toBe(defaults)
  })

  it('keeps every drag finite and in bounds, and every number finite', () => {
    const any = fc.record({ x: fc.double(), y: fc.double() })
    fc.assert(
      fc.property(state, any, any, any, fc.boolean(), (s0, a, b, t, unit) => {
        const s = moves.tail(moves.end(moves.start({ ...s0, unit }, a), b), t)
        expect(clampState(s)).toEqual(s)
        expect(length(sub(s.W1, s.W0))).toBeGreaterThanOrEqual(MIN_WALL)
        expect(length(s.I)).toBeLessThanOrEqual(MAX_I + 1e-3)
        const c = construct(s)
        const d = drawing(s, c)
        for (const p of [c.N, c.L, c.F, d.T, d.FHead, d.NHead, d.LHead]) {
          expect(Number.isFinite(p.x)).toBe(true)
          expect(Number.isFinite(p.y)).toBe(true)
        }
      }),
    )
  })
})
