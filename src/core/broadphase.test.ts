import { describe, expect, it } from 'vitest'
import { type Box, boxesIntersect, boxesOverlap, sweptBox } from './broadphase'

const box = (x0: number, y0: number, x1: number, y1: number): Box => ({
  min: { x: x0, y: y0 },
  max: { x: x1, y: y1 },
})

describe('sweptBox', () => {
  it('covers the start and end positions grown by the radius', () => {
    expect(sweptBox({ p: { x: 0, y: 0 }, d: { x: 4, y: -1 }, r: 1 })).toEqual(box(-1, -2, 5, 1))
    expect(sweptBox({ p: { x: 2, y: 3 }, d: { x: 0, y: 0 }, r: 0.5 })).toEqual(box(1.5, 2.5, 2.5, 3.5))
  })

  it('catches the fast pair that end-of-frame boxes miss (tunnelling, Chapter 1)', () => {
    // A runs from x = 0 to 10 and B from 10 to 0: they pass through each other mid-frame.
    const A = { p: { x: 0, y: 0 }, d: { x: 10, y: 0 }, r: 1 }
    const B = { p: { x: 10, y: 0 }, d: { x: -10, y: 0 }, r: 1 }
    expect(boxesIntersect(sweptBox(A), sweptBox(B))).toBe(true)
    const atEnd = (c: typeof A) =>
      sweptBox({ p: { x: c.p.x + c.d.x, y: c.p.y + c.d.y }, d: { x: 0, y: 0 }, r: c.r })
    expect(boxesIntersect(atEnd(A), atEnd(B))).toBe(false)
  })

  it('rejects a bad circle', () => {
    expect(() => sweptBox({ p: { x: 0, y: 0 }, d: { x: 0, y: 0 }, r: -1 })).toThrow(/circle\.r/)
  })
})

describe('boxesOverlap: the four comparisons of Chapter 2', () => {
  const B = box(0, 0, 2, 2)

  it('lights exactly the test that proves the boxes apart', () => {
    expect(boxesOverlap(box(-5, 0, -1, 2), B)).toEqual({
      overlap: false,
      tests: { aLeftOfB: true, aRightOfB: false, aBelowB: false, aAboveB: false },
    })
    expect(boxesOverlap(box(3, 0, 4, 2), B).tests.aRightOfB).toBe(true)
    expect(boxesOverlap(box(0, -3, 2, -1), B).tests.aBelowB).toBe(true)
    expect(boxesOverlap(box(0, 3, 2, 4), B).tests.aAboveB).toBe(true)
  })

  it('a diagonal neighbour is apart on two tests at once', () => {
    const { overlap, tests } = boxesOverlap(box(3, 3, 4, 4), B)
    expect(overlap).toBe(false)
    expect(tests).toEqual({ aLeftOfB: false, aRightOfB: true, aBelowB: false, aAboveB: true })
  })

  it('overlapping, contained and edge-sharing boxes pass all four', () => {
    for (const a of [box(1, 1, 3, 3), box(0.5, 0.5, 1, 1), box(2, 0, 3, 2), box(2, 2, 3, 3)]) {
      expect(boxesOverlap(a, B).overlap).toBe(true)
      expect(boxesIntersect(a, B)).toBe(true)
    }
  })

  it('rejects inverted and non-finite boxes', () => {
    expect(() => boxesOverlap(box(1, 0, 0, 1), B)).toThrow(/a\.min must not exceed a\.max/)
    expect(() => boxesOverlap(B, box(0, 0, Number.NaN, 1))).toThrow(/b\.max\.x/)
  })
})
