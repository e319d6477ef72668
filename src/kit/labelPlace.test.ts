import { describe, expect, it } from 'vitest'
import {
  HANDLE_CLEAR_PX,
  LINE_CLEAR_PX,
  aroundHandle,
  aroundPoint,
  boxesOverlap,
  chooseLabelPlace,
  intrusion,
  labelBox,
  segmentInBox,
} from './labelPlace'

const stage = { width: 335, height: 140 }
const text = { width: 100, height: 16 }
const [rightUp, leftUp, rightDown, leftDown] = aroundPoint(8, 12)

describe('chooseLabelPlace', () => {
  it('keeps the first place while it fits', () => {
    expect(chooseLabelPlace({ x: 100, y: 70 }, text, aroundPoint(8, 12), stage)).toEqual(rightUp)
  })

  it('turns a label left at the right edge, and down at the top', () => {
    // 330 + 8 + 100 runs past 335; 330 − 8 − 100 does not.
    expect(chooseLabelPlace({ x: 330, y: 70 }, text, aroundPoint(8, 12), stage)).toEqual(leftUp)
    // Above a point 5 px from the top, the text would start at 5 − 12 − 8 < 0.
    expect(chooseLabelPlace({ x: 100, y: 5 }, text, aroundPoint(8, 12), stage)).toEqual(rightDown)
    expect(chooseLabelPlace({ x: 330, y: 5 }, text, aroundPoint(8, 12), stage)).toEqual(leftDown)
  })

  it('leaves every handle clear, to the pixel', () => {
    const places = aroundPoint(8, 12)
    // Handle just under the right-above box's bottom edge (70 − 12 + 8 = 66): one pixel too near.
    const near = { x: 200, y: 66 + HANDLE_CLEAR_PX - 1 }
    expect(chooseLabelPlace({ x: 150, y: 70 }, text, places, stage, [near])).toEqual(leftUp)
    const clear = { x: 200, y: 66 + HANDLE_CLEAR_PX }
    expect(chooseLabelPlace({ x: 150, y: 70 }, text, places, stage, [clear])).toEqual(rightUp)
  })

  it('keeps off the boxes of labels placed before it, to the pixel', () => {
    const places = aroundPoint(8, 12)
    // The right-above box is x 158–258, y 50–66 for a point at (150, 70).
    const touching = { left: 257, right: 300, top: 40, bottom: 51 }
    expect(chooseLabelPlace({ x: 150, y: 70 }, text, places, stage, [], [touching])).toEqual(leftUp)
    const apart = { left: 258, right: 300, top: 40, bottom: 51 }
    expect(chooseLabelPlace({ x: 150, y: 70 }, text, places, stage, [], [apart])).toEqual(rightUp)
    // Both above taken: below, right first.
    const wide = { left: 0, right: 335, top: 40, bottom: 60 }
    expect(chooseLabelPlace({ x: 150, y: 70 }, text, places, stage, [], [wide])).toEqual(rightDown)
  })

  it('keeps off the lines it is told about, to the halo', () => {
    const places = aroundPoint(8, 12)
    // The right-above box is x 158–258, y 50–66: a segment through it sends the label left.
    const through = { a: { x: 200, y: 0 }, b: { x: 200, y: 140 } }
    expect(chooseLabelPlace({ x: 150, y: 70 }, text, places, stage, [], [], [through])).toEqual(leftUp)
    // Past the box and its halo, the line changes nothing.
    const clear = { a: { x: 258 + LINE_CLEAR_PX + 1, y: 0 }, b: { x: 258 + LINE_CLEAR_PX + 1, y: 140 } }
    expect(chooseLabelPlace({ x: 150, y: 70 }, text, places, stage, [], [], [clear])).toEqual(rightUp)
    // A segment crossing the point both ways blocks the places above: the least crossed wins.
    const diagonal = { a: { x: 0, y: 140 }, b: { x: 335, y: 0 } }
    const other = { a: { x: 0, y: 0 }, b: { x: 335, y: 140 } }
    const chosen = chooseLabelPlace({ x: 150, y: 70 }, text, places, stage, [], [], [diagonal, other])
    expect(chosen).not.toEqual(rightUp)
  })

  it('would rather lie across a line than over another label', () => {
    const places = aroundPoint(8, 12)
    // Right-above crosses a line; every other place lies on an earlier label a few pixels deep.
    const line = { a: { x: 200, y: 0 }, b: { x: 200, y: 68 } }
    const label = (left: number, top: number) => ({ left, right: left + 100, top, bottom: top + 16 })
    const others = [label(30, 46), label(150, 80), label(30, 80)]
    expect(chooseLabelPlace({ x: 150, y: 70 }, text, places, stage, [], others, [line])).toEqual(rightUp)
  })

  it('with no clear place, takes the one that hides least', () => {
    const tiny = { width: 50, height: 20 }
    // Every place pokes out of a 50 by 20 stage; the last pokes out least.
    const places = [
      { dx: 30, dy: 0, anchor: 'start' as const },
      { dx: 5, dy: 0, anchor: 'start' as const },
      { dx: 0, dy: 0, anchor: 'middle' as const },
    ]
    expect(chooseLabelPlace({ x: 25, y: 10 }, { width: 60, height: 20 }, places, tiny)).toEqual(places[2])
    expect(() => chooseLabelPlace({ x: 0, y: 0 }, text, [], stage)).toThrow(RangeError)
  })
})

describe('segmentInBox', () => {
  const box = { left: 10, right: 20, top: 10, bottom: 20 }
  it('measures the part of a segment inside the box, halo included', () => {
    expect(segmentInBox({ a: { x: 0, y: 15 }, b: { x: 30, y: 15 } }, box, 0)).toBeCloseTo(10, 12)
    expect(segmentInBox({ a: { x: 0, y: 15 }, b: { x: 30, y: 15 } }, box, 2)).toBeCloseTo(14, 12)
    expect(segmentInBox({ a: { x: 0, y: 15 }, b: { x: 30, y: 15 } }, box)).toBeCloseTo(
      10 + 2 * LINE_CLEAR_PX,
      12,
    )
    // a diagonal corner to corner: 10√2
    expect(segmentInBox({ a: { x: 10, y: 10 }, b: { x: 20, y: 20 } }, box, 0)).toBeCloseTo(
      10 * Math.SQRT2,
      12,
    )
    // ending inside: only its inner part
    expect(segmentInBox({ a: { x: 0, y: 15 }, b: { x: 14, y: 15 } }, box, 0)).toBeCloseTo(4, 12)
  })
  it('is 0 for a segment that passes by or stops short', () => {
    expect(segmentInBox({ a: { x: 0, y: 0 }, b: { x: 30, y: 0 } }, box, 2)).toBe(0)
    expect(segmentInBox({ a: { x: 0, y: 15 }, b: { x: 7, y: 15 } }, box, 2)).toBe(0)
    expect(segmentInBox({ a: { x: 0, y: 40 }, b: { x: 40, y: 30 } }, box, 2)).toBe(0)
    // a point segment inside counts nothing either: it has no length to hide
    expect(segmentInBox({ a: { x: 15, y: 15 }, b: { x: 15, y: 15 } }, box, 0)).toBe(0)
  })
})

describe('boxesOverlap', () => {
  const a = { left: 0, right: 10, top: 0, bottom: 10 }
  it('is true only when the boxes share more than the slack both ways', () => {
    expect(boxesOverlap(a, { left: 5, right: 15, top: 5, bottom: 15 })).toBe(true)
    expect(boxesOverlap(a, { left: 9.5, right: 15, top: 5, bottom: 15 }, 1)).toBe(false)
    expect(boxesOverlap(a, { left: 5, right: 15, top: 10, bottom: 20 })).toBe(false)
    expect(boxesOverlap(a, { left: 20, right: 30, top: 0, bottom: 10 })).toBe(false)
  })
})

describe('aroundHandle', () => {
  it('keeps a line of type, however short or long, clear of the handle’s focus ring in every place', () => {
    const handle = { x: 100, y: 100 }
    for (const width of [6, 40, 120])
      for (const place of aroundHandle())
        expect(intrusion(labelBox(handle, place, { width, height: 16 }), handle)).toBe(0)
    // aroundPoint at a dot's distances would put the text inside it.
    expect(intrusion(labelBox(handle, rightUp, text), handle)).toBeGreaterThan(0)
  })
})
