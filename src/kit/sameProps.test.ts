import { describe, expect, it } from 'vitest'
import { sameShapeProps } from './sameProps'

describe('shape props equality', () => {
  it('compares points and lists of points by value', () => {
    expect(sameShapeProps({ center: { x: 1, y: 2 }, r: 1 }, { center: { x: 1, y: 2 }, r: 1 })).toBe(true)
    expect(sameShapeProps({ center: { x: 1, y: 2 } }, { center: { x: 1, y: 2.5 } })).toBe(false)
    const line = (y: number) => ({
      points: [
        { x: 0, y: 0 },
        { x: 1, y },
      ],
    })
    expect(sameShapeProps(line(1), line(1))).toBe(true)
    expect(sameShapeProps(line(1), line(2))).toBe(false)
    expect(sameShapeProps({ points: [{ x: 0, y: 0 }] }, line(1))).toBe(false)
  })

  it('compares lists of segments (a label’s lines to avoid) by value', () => {
    const lines = (y: number) => ({
      avoidLines: [
        [
          { x: 0, y: 0 },
          { x: 1, y },
        ],
      ],
    })
    expect(sameShapeProps(lines(1), lines(1))).toBe(true)
    expect(sameShapeProps(lines(1), lines(2))).toBe(false)
  })

  it('compares everything else by identity, so a new callback or extra prop means a redraw', () => {
    const onMove = () => {}
    expect(sameShapeProps({ at: { x: 0, y: 0 }, onMove }, { at: { x: 0, y: 0 }, onMove })).toBe(true)
    expect(sameShapeProps({ at: { x: 0, y: 0 }, onMove }, { at: { x: 0, y: 0 }, onMove: () => {} })).toBe(
      false,
    )
    expect(sameShapeProps({ r: 1 }, { r: 1, ghost: true } as { r: number })).toBe(false)
    expect(sameShapeProps({ offset: { dx: 0, dy: 1 } }, { offset: { dx: 0, dy: 1 } })).toBe(false)
  })
})
