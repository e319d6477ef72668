import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultState } from '../../kit/hashState'
import { chooseLabelPlace, labelHides } from '../../kit/labelPlace'
import { stageAround } from '../common/world'
import { schema, world } from './meta'
import { clampState, derive, moveWallEnd } from './model'

const start = defaultState(schema)

describe('ball-vs-wall model', () => {
  it('the default: a face hit at t = 0.4, where the centre meets the shadow wall y = 1', () => {
    const d = derive(start)
    expect(d.hit).toMatchObject({ t: 0.4, kind: 'face', normal: { x: 0, y: 1 } })
    expect(d.faceT).toBe(0.4)
    expect(d.hit!.point.x).toBeCloseTo(-0.2, 15)
    expect(d.contact!.x).toBeCloseTo(-0.2, 15)
    expect(d.contact!.y).toBe(0)
    expect(d.shadows.left).toEqual([
      { x: -3, y: 1 },
      { x: 3, y: 1 },
    ])
  })

  it('a hit only the end test sees: 26t² − 32t + 9 = 0 against the end (3, 0)', () => {
    const d = derive({ ...start, p: { x: 4, y: 3 }, d: { x: -1, y: -5 } })
    expect(d.faceT).toBeNull()
    expect(d.hit!.kind).toBe('endpoint')
    const t = (32 - Math.sqrt(88)) / 52
    expect(d.hit!.t).toBeCloseTo(t, 14)
    expect(d.endT[1]).toBeCloseTo(t, 14)
    expect(d.contact!.x).toBeCloseTo(3, 12)
    expect(d.contact!.y).toBeCloseTo(0, 12)
  })

  it('the first contact is the earliest of the face test and the two end tests', () => {
    const pt = fc.record({ x: fc.integer({ min: -6, max: 6 }), y: fc.integer({ min: -4, max: 4 }) })
    fc.assert(
      fc.property(pt, pt, pt, pt, fc.constantFrom(0.5, 1, 1.5), (p, head, w0, w1, r) => {
        const s = clampState({ p, d: { x: head.x - p.x, y: head.y - p.y }, r, w0, w1 })
        const d = derive(s)
        if (d.facing === null) return // starts within r of the wall's line: the core's t = 0 rules apply
        const times = [d.faceT, ...d.endT].filter((t): t is number => t !== null)
        if (times.length === 0) {
          expect(d.hit).toBeNull()
          return
        }
        expect(d.hit!.t).toBeCloseTo(Math.min(...times), 12)
      }),
      { numRuns: 400 },
    )
  })

  it('labels "t = 1" away from the wall and the contact on the side the ball comes from: apart on a phone', () => {
    // The default ends one radius below the wall: "t = 1" goes below its ball, the contact's
    // label above the wall (it used to sit above the end ball, on the wall and on this label).
    const d = derive(start)
    expect(d.endLabel).toEqual({ dx: 0, dy: 24 })
    expect(d.contactLabels[0]).toEqual({ dx: 8, dy: -12, anchor: 'start' })
    // Ending above the wall (no hit), from below (a hit on the underside).
    expect(derive({ ...start, d: { x: 0, y: -1 } }).endLabel).toEqual({ dx: 0, dy: -24 })
    const under = derive({ ...start, p: { x: 0, y: -3 }, d: { x: 0, y: 5 } })
    expect(under.contactLabels[0]).toEqual({ dx: 8, dy: 18, anchor: 'start' })
    expect(under.endLabel).toEqual({ dx: 0, dy: -24 })
    // Any wall: the label lies farther from the wall's line than the end ball's centre (a pixel
    // right is +x, a pixel down is −y).
    const pt = fc.record({ x: fc.integer({ min: -6, max: 6 }), y: fc.integer({ min: -4, max: 4 }) })
    fc.assert(
      fc.property(pt, pt, pt, pt, (p, head, w0, w1) => {
        const s = clampState({ p, d: { x: head.x - p.x, y: head.y - p.y }, r: 1, w0, w1 })
        const { end, endLabel, normal } = derive(s)
        const along = (q: { x: number; y: number }) => (q.x - s.w0.x) * normal.x + (q.y - s.w0.y) * normal.y
        const label = { x: end.x + endLabel.dx / 24, y: end.y - endLabel.dy / 24 }
        expect(Math.abs(along(label))).toBeCloseTo(Math.abs(along(end)) + 1, 9)
      }),
      { numRuns: 300 },
    )
  })

  // The stage as a 375 px phone (335 px wide) and a laptop draw it; the label's text is at most
  // "endpoint, t = 0.123", under 130 by 18 px in the stage's 13 px type.
  const STAGE = stageAround(world, schema.r.max)
  const LABEL = { width: 130, height: 18 }
  const onStage = (width: number) => {
    const [x0, x1] = STAGE.x
    const [y0, y1] = STAGE.y
    const size = { width, height: Math.round((width * (y1 - y0)) / (x1 - x0)) }
    const px = (p: { x: number; y: number }) => ({
      x: ((p.x - x0) / (x1 - x0)) * size.width,
      y: ((y1 - p.y) / (y1 - y0)) * size.height,
    })
    return { size, px }
  }
  const hides = (s: typeof start, width: number) => {
    const { size, px } = onStage(width)
    const d = derive(s)
    const at = px(d.contact!)
    const handles = d.handles.map(px)
    return (place: (typeof d.contactLabels)[number]) => labelHides(at, LABEL, place, size, handles)
  }

  it('puts the contact’s label where it hides no handle, even by a short wall on a phone', () => {
    // A wall 2 units long: on a phone its end handles sit 28 px either side of the contact, and
    // the label beside the contact lay over the right one.
    const short = { ...start, w0: { x: -1, y: 0 }, w1: { x: 1, y: 0 } }
    const d = derive(short)
    expect(hides(short, 335)(d.contactLabels[0]!)).toBeGreaterThan(0)
    const { size, px } = onStage(335)
    const chosen = chooseLabelPlace(px(d.contact!), LABEL, d.contactLabels, size, d.handles.map(px))
    expect(hides(short, 335)(chosen)).toBe(0)
    expect(chosen.dy).toBeLessThan(0) // still above the wall, the side the ball comes from
    expect(d.handles).toEqual([short.p, d.end, short.w0, short.w1])

    const pt = fc.record({ x: fc.integer({ min: -6, max: 6 }), y: fc.integer({ min: -4, max: 4 }) })
    fc.assert(
      fc.property(pt, pt, pt, pt, fc.integer({ min: 1, max: 3 }), (p, head, w0, w1, twice) => {
        const s = clampState({ p, d: { x: head.x - p.x, y: head.y - p.y }, r: twice / 2, w0, w1 })
        if (derive(s).hit === null) return
        for (const width of [335, 900])
          expect(derive(s).contactLabels.some((q) => hides(s, width)(q) === 0)).toBe(true)
      }),
      { numRuns: 400 },
    )
  })

  it('keeps the wall two distinct ends and the arrow on the stage', () => {
    expect(clampState({ ...start, w1: start.w0 }).w1).toEqual({ x: -2, y: 0 })
    expect(moveWallEnd(start, 'w1', start.w0)).toBe(start)
    expect(clampState({ ...start, d: { x: 100, y: 0 } }).d).toEqual({ x: 7, y: 0 })
  })
})
