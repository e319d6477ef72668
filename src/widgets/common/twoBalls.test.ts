import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type TwoBallState, contentBox, positionAt, positionsAt, snapToGrid, twoBallRules } from './twoBalls'

const world = { min: { x: -4, y: -2 }, max: { x: 10, y: 2 } }
const radius = { default: 1, min: 0.2, max: 1.5 }
const schema = {
  A: { default: { x: 0, y: 0 } },
  dA: { default: { x: 4, y: 0 } },
  rA: radius,
  B: { default: { x: 5, y: 1 } },
  rB: radius,
}
type S = TwoBallState & { dA: { x: number; y: number }; extra: string }
const rules = twoBallRules<S>(schema, world)
const onGrid = twoBallRules<S>(schema, world, { grid: true })
const start: S = { A: { x: 0, y: 0 }, dA: { x: 4, y: 0 }, rA: 1, B: { x: 5, y: 1 }, rB: 0.5, extra: 'kept' }
const inWorld = (p: { x: number; y: number }) =>
  p.x >= world.min.x && p.x <= world.max.x && p.y >= world.min.y && p.y <= world.max.y

describe('the two-ball rules', () => {
  it('brings NaN, Infinity and huge values back to defaults or bounds, and keeps other fields', () => {
    const s = rules.clamp({
      ...start,
      A: { x: Number.NaN, y: 1e300 },
      dA: { x: Number.POSITIVE_INFINITY, y: 0 },
      rA: -1,
      B: { x: -1e9, y: Number.NaN },
      rB: Number.POSITIVE_INFINITY,
    })
    expect(s.A).toEqual({ x: 0, y: 2 })
    expect(s.dA).toEqual({ x: 4, y: 0 })
    expect(s.rA).toBe(0.2)
    expect(s.B).toEqual({ x: -4, y: 1 })
    expect(s.rB).toBe(1)
    expect(s.extra).toBe('kept')
    expect('dB' in s).toBe(false)
  })

  it('moves a centre with its arrow rigid, stopping where the head meets the edge', () => {
    const s = rules.moveCentre(start, 'A', { x: 100, y: 0.5 })
    expect(s.dA).toEqual(start.dA)
    expect(s.A).toEqual({ x: world.max.x - start.dA.x, y: 0.5 })
    // A ball without an arrow is clamped on its own.
    expect(rules.moveCentre(start, 'B', { x: -30, y: 1 }).B).toEqual({ x: -4, y: 1 })
    expect(rules.moveCentre(start, 'B', { x: Number.NaN, y: 1 }).B).toEqual(start.B)
  })

  it('sets an arrow from its dragged head, kept in the world; a ball without one ignores the drag', () => {
    expect(rules.moveArrowHead(start, 'A', { x: 20, y: -20 }).dA).toEqual({ x: 10, y: -2 })
    expect(rules.moveArrowHead(start, 'B', { x: 20, y: -20 })).toEqual(start)
  })

  it('clamps a radius, keeping the old one for a value that is not a number', () => {
    expect(rules.setRadius(start, 'A', 0.01).rA).toBe(0.2)
    expect(rules.setRadius(start, 'B', Number.NaN).rB).toBe(0.5)
    expect(rules.setRadius(start, 'B', 9).rB).toBe(1.5)
  })

  it('snaps every length to the 1/1000 grid when asked, and never writes −0', () => {
    const s = onGrid.moveCentre(start, 'A', { x: 1.23456, y: -0.0001 })
    expect(s.A).toEqual({ x: 1.235, y: 0 })
    expect(Object.is(s.A.y, -0)).toBe(false)
    expect(onGrid.setRadius(start, 'A', 0.70049).rA).toBe(0.7)
    expect(rules.moveCentre(start, 'A', { x: 1.23456, y: 0 }).A.x).toBe(1.23456)
    expect(snapToGrid(-0.0004)).toBe(0)
  })

  it('puts a ball at p + t·d, and a ball without an arrow where it stands', () => {
    expect(positionAt(start, 'A', 0.25)).toEqual({ x: 1, y: 0 })
    expect(positionsAt(start, 2)).toEqual({ A: { x: 8, y: 0 }, B: start.B })
  })

  it('stays in the world, with a finite radius, whatever the reader does', () => {
    const any = fc.double()
    const move = fc.record({
      kind: fc.constantFrom('centre', 'head', 'radius'),
      ball: fc.constantFrom('A' as const, 'B' as const),
      x: any,
      y: any,
    })
    fc.assert(
      fc.property(fc.boolean(), fc.array(move, { maxLength: 8 }), (grid, moves) => {
        const r = grid ? onGrid : rules
        let s = start
        for (const m of moves) {
          const to = { x: m.x, y: m.y }
          if (m.kind === 'centre') s = r.moveCentre(s, m.ball, to)
          else if (m.kind === 'head') s = r.moveArrowHead(s, m.ball, to)
          else s = r.setRadius(s, m.ball, m.x)
          expect([s.A, s.B, positionAt(s, 'A', 1)].every(inWorld)).toBe(true)
          expect(s.rA >= 0.2 && s.rA <= 1.5 && s.rB >= 0.2 && s.rB <= 1.5).toBe(true)
        }
      }),
    )
  })
})

describe('contentBox', () => {
  it('holds both balls at the start and the end of the frame', () => {
    const box = contentBox({ A: { x: 0, y: 0 }, dA: { x: 4, y: 0 }, rA: 1, B: { x: 5, y: 1.5 }, rB: 0.5 })
    expect(box).toEqual({ min: { x: -1, y: -1 }, max: { x: 5.5, y: 2 } })
  })
})
