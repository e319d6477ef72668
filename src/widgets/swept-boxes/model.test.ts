import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultState } from '../../kit/hashState'
import { schema, world } from './meta'
import {
  type SweptBoxesState,
  clampState,
  derive,
  edgeSegment,
  moveArrowHead,
  moveCentre,
  setRadius,
  setStartOnly,
} from './model'

const defaults: SweptBoxesState = defaultState(schema)
const still = { x: 0, y: 0 }
const at = (x: number, y: number) => ({ x, y })

describe('the default figure', () => {
  it('boxes A from x = −5 to 2 and B from y = −1.5 to 3.5: they overlap, and the balls hit', () => {
    const d = derive(defaults)
    expect(d.boxA).toEqual({ min: at(-5, -0.5), max: at(2, 0.5) })
    expect(d.boxB).toEqual({ min: at(-0.5, -1.5), max: at(0.5, 3.5) })
    expect(d.tests).toEqual({ aLeftOfB: false, aRightOfB: false, aBelowB: false, aAboveB: false })
    expect(d.overlap).toBe(true)
    // B − A = (4.5, 3) − t(6, 4) = (1.5 − 2t)(3, 2): they touch when √13 |1.5 − 2t| = 1.
    expect(d.swept.t).toBeCloseTo((1.5 - 1 / Math.sqrt(13)) / 2, 12)
    expect(d.outcome).toBe('hit')
    expect(d.contactAt!.A.x).toBeCloseTo(-4.5 + 6 * d.swept.t!, 12)
    expect(d.contactAt!.B.y).toBeCloseTo(3 - 4 * d.swept.t!, 12)
  })

  it('misses that hit when the boxes cover only the start positions', () => {
    const d = derive(setStartOnly(defaults, true))
    expect(d.boxA).toEqual({ min: at(-5, -0.5), max: at(-4, 0.5) })
    expect(d.boxB).toEqual({ min: at(-0.5, 2.5), max: at(0.5, 3.5) })
    expect(d.tests).toEqual({ aLeftOfB: true, aRightOfB: false, aBelowB: true, aAboveB: false })
    expect(d.overlap).toBe(false)
    expect(d.swept.case).toBe('hit')
    expect(d.outcome).toBe('missed')
  })
})

describe('the four comparisons', () => {
  const one = (B: { x: number; y: number }) =>
    derive({ ...defaults, A: at(0, 0), dA: still, rA: 1, B, dB: still, rB: 1 }).tests

  it('lights each comparison on its own', () => {
    expect(one(at(3, 0))).toEqual({ aLeftOfB: true, aRightOfB: false, aBelowB: false, aAboveB: false })
    expect(one(at(-3, 0))).toEqual({ aLeftOfB: false, aRightOfB: true, aBelowB: false, aAboveB: false })
    expect(one(at(0, 3))).toEqual({ aLeftOfB: false, aRightOfB: false, aBelowB: true, aAboveB: false })
    expect(one(at(0, -3))).toEqual({ aLeftOfB: false, aRightOfB: false, aBelowB: false, aAboveB: true })
  })

  it('counts boxes that share only an edge as overlapping', () => {
    const d = derive({ ...defaults, A: at(0, 0), dA: still, rA: 1, B: at(2, 0), dB: still, rB: 1 })
    expect(d.overlap).toBe(true)
  })

  it('agrees with overlapping intervals on both axes', () => {
    const c = fc.integer({ min: -5000, max: 5000 }).map((k) => k / 1000)
    fc.assert(
      fc.property(c, c, c, c, c, c, c, c, (ax, ay, bx, by, dax, day, dbx, dby) => {
        const s = clampState({
          ...defaults,
          A: at(ax, ay),
          dA: at(dax, day),
          B: at(bx, by),
          dB: at(dbx, dby),
        })
        const span = (p: number, d: number, r: number) => [Math.min(p, p + d) - r, Math.max(p, p + d) + r]
        const meet = (u: number[], v: number[]) => u[0]! <= v[1]! && v[0]! <= u[1]!
        const xs = meet(span(s.A.x, s.dA.x, s.rA), span(s.B.x, s.dB.x, s.rB))
        const ys = meet(span(s.A.y, s.dA.y, s.rA), span(s.B.y, s.dB.y, s.rB))
        expect(derive(s).overlap).toBe(xs && ys)
      }),
    )
  })
})

describe('the drawing of the boxes', () => {
  it('shades the region two overlapping boxes share, and nothing when they are apart', () => {
    const d = derive(defaults)
    expect(d.common).toEqual({
      min: { x: Math.max(d.boxA.min.x, d.boxB.min.x), y: Math.max(d.boxA.min.y, d.boxB.min.y) },
      max: { x: Math.min(d.boxA.max.x, d.boxB.max.x), y: Math.min(d.boxA.max.y, d.boxB.max.y) },
    })
    expect(d.common).toEqual({ min: { x: -0.5, y: -0.5 }, max: { x: 0.5, y: 0.5 } })
    expect(derive({ ...defaults, startOnly: true }).common).toBeNull()
  })

  it('draws an edge as the segment it occupies', () => {
    const box = { min: { x: -1, y: -2 }, max: { x: 3, y: 4 } }
    expect(edgeSegment(box, 'max', 'x')).toEqual([
      { x: 3, y: -2 },
      { x: 3, y: 4 },
    ])
    expect(edgeSegment(box, 'min', 'y')).toEqual([
      { x: -1, y: -2 },
      { x: 3, y: -2 },
    ])
  })
})

describe('outcomes', () => {
  it('reaches every outcome', () => {
    expect(derive(defaults).outcome).toBe('hit')
    expect(derive(setStartOnly(defaults, true)).outcome).toBe('missed')
    // A crosses its box corner to corner; B sits in the box's top-left corner, 3.8 from A's path.
    const corner = derive({
      ...defaults,
      A: at(-4, -3),
      dA: at(8, 6),
      rA: 0.5,
      B: at(-3, 2.5),
      dB: still,
      rB: 0.5,
    })
    expect(corner.overlap).toBe(true)
    expect(corner.swept.case).toBe('miss')
    expect(corner.outcome).toBe('false-alarm')
    expect(derive({ ...defaults, B: at(0, 3), dB: at(0, 0.5) }).outcome).toBe('skip')
  })

  it('never misses a meeting with boxes that cover the whole frame', () => {
    const c = fc.integer({ min: -5000, max: 5000 }).map((k) => k / 1000)
    const r = fc.integer({ min: 200, max: 1500 }).map((k) => k / 1000)
    fc.assert(
      fc.property(c, c, c, c, c, c, c, c, r, r, (ax, ay, bx, by, dax, day, dbx, dby, rA, rB) => {
        const s = clampState({
          A: at(ax, ay),
          dA: at(dax, day),
          rA,
          B: at(bx, by),
          dB: at(dbx, dby),
          rB,
          startOnly: false,
        })
        const d = derive(s)
        if (d.contact) expect(d.overlap).toBe(true)
        expect(d.outcome).not.toBe('missed')
      }),
    )
  })
})

describe('moves', () => {
  const inWorld = (p: { x: number; y: number }) =>
    p.x >= world.min.x && p.x <= world.max.x && p.y >= world.min.y && p.y <= world.max.y

  it('brings NaN, Infinity and huge values back to defaults or bounds', () => {
    const s = clampState({
      A: at(Number.NaN, 1e300),
      dA: at(Number.POSITIVE_INFINITY, 0),
      rA: 0,
      B: at(-1e9, 2),
      dB: at(0, Number.NaN),
      rB: Number.POSITIVE_INFINITY,
      startOnly: 'yes' as unknown as boolean,
    })
    expect(s.A).toEqual(at(schema.A.default.x, 3.5))
    expect(s.dA).toEqual(schema.dA.default)
    expect(s.rA).toBe(0.2)
    expect(s.B).toEqual(at(-5, 2))
    expect(s.dB).toEqual(at(0, -4))
    expect(s.rB).toBe(schema.rB.default)
    expect(s.startOnly).toBe(false)
  })

  it('stays valid, with finite boxes, whatever the reader does', () => {
    const any = fc.double()
    const move = fc.record({
      kind: fc.constantFrom('start', 'end', 'radius', 'toggle'),
      ball: fc.constantFrom('A' as const, 'B' as const),
      x: any,
      y: any,
    })
    fc.assert(
      fc.property(fc.array(move, { maxLength: 8 }), (moves) => {
        let s = defaults
        for (const m of moves) {
          const p = at(m.x, m.y)
          if (m.kind === 'start') s = moveCentre(s, m.ball, p)
          else if (m.kind === 'end') s = moveArrowHead(s, m.ball, p)
          else if (m.kind === 'radius') s = setRadius(s, m.ball, m.x)
          else s = setStartOnly(s, !s.startOnly)
          for (const ball of ['A', 'B'] as const) {
            const d = ball === 'A' ? s.dA : s.dB
            expect(inWorld(s[ball]) && inWorld(at(s[ball].x + d.x, s[ball].y + d.y))).toBe(true)
          }
          const d = derive(s)
          const edges = [d.boxA, d.boxB].flatMap((b) => [b.min.x, b.min.y, b.max.x, b.max.y])
          expect(edges.every(Number.isFinite)).toBe(true)
        }
      }),
    )
  })
})
