import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Q } from '../../../tests/unit/rational'
import { PRESETS, SOURCE_EXAMPLE, clampState, derive, moveEnd, snapToward } from './model'

describe('segment-intersection model', () => {
  it("the source's example: Det(A) = 172, s = 21/43, t = 69/172 at (8.814, 5.395)", () => {
    const d = derive(SOURCE_EXAMPLE)
    expect(d.crossing.case).toBe('intersect')
    expect(d.crossing.det).toBe(172)
    expect(d.crossing.s).toBe(Q.ratio(21, 43).toNumber())
    expect(d.crossing.t).toBe(Q.ratio(69, 172).toNumber())
    // x = 4 + 12·69/172 = 1516/172, y = 7 − 4·69/172 = 928/172.
    expect(d.crossing.point!.x).toBeCloseTo(1516 / 172, 12)
    expect(d.crossing.point!.y).toBeCloseTo(928 / 172, 12)
    expect(d.isSourceExample).toBe(true)
    // The recipe as printed: S2 = p3 instead of p3 − p2, Det 188, s = 84/188, point from s.
    expect(d.asPrinted!.s).toBeCloseTo(84 / 188, 14)
    expect(d.asPrinted!.point.x).toBeCloseTo(4 + (12 * 84) / 188, 12)
  })

  it('each preset shows the case it is named for', () => {
    for (const [name, st] of Object.entries(PRESETS)) {
      const want = name === 'example' ? 'intersect' : name
      expect(derive(st).crossing.case, name).toBe(want)
      expect(clampState(st)).toEqual(st)
    }
  })

  it('s and t are the numerators over Det(A), exactly, on whole-unit ends', () => {
    const pt = fc.record({ x: fc.integer({ min: 0, max: 18 }), y: fc.integer({ min: 0, max: 12 }) })
    fc.assert(
      fc.property(pt, pt, pt, pt, (p0, p1, p2, p3) => {
        const s = clampState({ p0, p1, p2, p3 })
        const d = derive(s)
        if (d.crossing.s === null) return
        expect(d.crossing.s).toBe(Q.ratio(d.sNum, d.crossing.det).toNumber())
        expect(d.crossing.t).toBe(Q.ratio(d.tNum, d.crossing.det).toNumber())
      }),
    )
  })

  it('an end never lands on its own segment’s other end', () => {
    const bad = clampState({
      ...SOURCE_EXAMPLE,
      p1: { x: 4, y: 7 },
      p3: { x: 18, y: 5 },
      p2: { x: 18, y: 5 },
    })
    expect(bad.p1).toEqual({ x: 5, y: 7 })
    expect(bad.p3).toEqual({ x: 17, y: 5 })
    expect(moveEnd(SOURCE_EXAMPLE, 'p1', { x: 4, y: 7 }, false)).toBe(SOURCE_EXAMPLE)
    expect(clampState({ ...SOURCE_EXAMPLE, p0: { x: Number.NaN, y: 99 } }).p0).toEqual({ x: 4, y: 12 })
  })

  it('snapping goes to whole units, and a small step still moves one unit that way', () => {
    expect(snapToward(4, 4.36)).toBe(5)
    expect(snapToward(4, 3.91)).toBe(3)
    expect(snapToward(4, 6.4)).toBe(6)
    expect(snapToward(4, 4)).toBe(4)
    expect(moveEnd(SOURCE_EXAMPLE, 'p3', { x: 16.2, y: 9.1 }, true).p3).toEqual({ x: 16, y: 9 })
    expect(moveEnd(SOURCE_EXAMPLE, 'p3', { x: 16.2, y: 9.1 }, false).p3).toEqual({ x: 16.2, y: 9.1 })
  })
})
