// The centre of mass's label clear of the balls around it: above them, else below, else beside.
import { describe, expect, it } from 'vitest'
import { chooseLabelPlace, intrusion, labelBox } from '../../../kit/labelPlace'
import { comLabelPlaces } from './comLabel'

/** x, y, vx, vy per ball. */
const packed = (...xy: [number, number][]) => Float64Array.from(xy.flatMap(([x, y]) => [x, y, 0, 0]))

describe('the centre of mass’s label', () => {
  it('a joined pair, the point on their contact: first centred above both balls, then below them', () => {
    // Two balls of radius 1 touching at 30° (the glancing scene's join), 20 px per metre.
    const state = packed([12.27, 5], [14, 6])
    const com = { x: 13.135, y: 5.5 }
    const places = comLabelPlaces(com, state, Float64Array.of(1, 1), 20, 110)
    // Ball 2's top is 1.5 m above the point: 30 px, and the gap.
    expect(places[0]).toEqual({ dx: 0, dy: -42, anchor: 'middle' })
    expect(places.slice(1, 3).map((p) => p.dy)).toEqual([-42, -42])
    // Ball 1's bottom is 1.5 m below it.
    expect(places[3]).toEqual({ dx: 0, dy: 42, anchor: 'middle' })
  })

  it('deep in a cluster (the pool rack, 2.6 m of balls above the point, radius 0.6): beside it', () => {
    const rack = packed(
      [14, 5],
      [15.04, 5.6],
      [15.04, 4.4],
      [16.08, 6.2],
      [16.08, 5],
      [16.08, 3.8],
      [17.12, 7.6],
    )
    const places = comLabelPlaces({ x: 16.08, y: 5 }, rack, new Float64Array(7).fill(0.6), 20, 110)
    expect(places[0]).toEqual({ dx: 8, dy: -12, anchor: 'start' })
  })

  it('balls far to the side do not count; a point clear of every ball, or among a crowd, is labelled beside', () => {
    const far = comLabelPlaces({ x: 0, y: 0 }, packed([20, 3]), Float64Array.of(1), 20, 110)
    expect(far[0]).toEqual({ dx: 8, dy: -12, anchor: 'start' })
    const crowd = packed(...Array.from({ length: 17 }, (_, i): [number, number] => [i, 0]))
    expect(comLabelPlaces({ x: 8, y: 0 }, crowd, new Float64Array(17).fill(0.4), 20, 110)).toHaveLength(8)
  })

  it('the pool break at 375 px: off the cue ball’s velocity arrow head, level with the point 127 px left', () => {
    const rack = packed(
      [14, 5],
      [15.04, 5.6],
      [15.04, 4.4],
      [16.08, 6.2],
      [16.08, 5],
      [16.08, 3.8],
      [17.12, 7.6],
    )
    const places = comLabelPlaces({ x: 16.08, y: 5 }, rack, new Float64Array(7).fill(0.6), 20, 110)
    const at = { x: 261, y: 88 }
    const head = { x: 134, y: 88 }
    const text = { width: 108, height: 16 }
    const place = chooseLabelPlace(at, text, places, { width: 333, height: 175 }, [head])
    expect(intrusion(labelBox(at, place, text), head)).toBe(0)
    // The near places all cross the head's ring (right of the point they leave the table).
    expect(
      places
        .slice(0, 4)
        .every((p) => intrusion(labelBox(at, p, text), head) > 0 || at.x + p.dx + text.width > 333),
    ).toBe(true)
  })
})
