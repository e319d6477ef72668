// The centre of mass's label clear of the balls around it: above them, else below, else beside;
// deep in the pool rack, out along a ray to the nearest place that clears every ball.
import { describe, expect, it } from 'vitest'
import { aroundPoint, chooseLabelPlace, intrusion, labelBox } from '../../../kit/labelPlace'
import { BALL1_AT } from '../meta'
import { sceneOf } from '../setup/scenes'
import { LEADER_PX, comLabelPlaces, placeReach } from './comLabel'

/** x, y, vx, vy per ball. */
const packed = (...xy: [number, number][]) => Float64Array.from(xy.flatMap(([x, y]) => [x, y, 0, 0]))
const TEXT = { width: 110, height: 16 }

/** The pool break as it opens: ball 1 and the rack of fifteen, all of mass 1, and their centre of mass. */
const rack = sceneOf('pool-break').balls
const pool = {
  state: packed([BALL1_AT.x, BALL1_AT.y], ...rack.map((b): [number, number] => [b.p.x, b.p.y])),
  radii: Float64Array.from([0.6, ...rack.map((b) => b.r)]),
  com: {
    x: (BALL1_AT.x + rack.reduce((s, b) => s + b.p.x, 0)) / 16,
    y: (BALL1_AT.y + rack.reduce((s, b) => s + b.p.y, 0)) / 16,
  },
}

/** How far the label's box at `place` reaches into the nearest ball (px; 0: clear of all). */
function overBalls(place: { dx: number; dy: number; anchor: 'start' | 'middle' | 'end' }, px: number) {
  const b = labelBox({ x: 0, y: 0 }, place, TEXT)
  let worst = Number.NEGATIVE_INFINITY
  for (let i = 0; i < pool.radii.length; i++) {
    const c = { x: (pool.state[4 * i]! - pool.com.x) * px, y: -(pool.state[4 * i + 1]! - pool.com.y) * px }
    const nx = Math.min(Math.max(c.x, b.left), b.right)
    const ny = Math.min(Math.max(c.y, b.top), b.bottom)
    worst = Math.max(worst, pool.radii[i]! * px - Math.hypot(c.x - nx, c.y - ny))
  }
  return worst
}

describe('the centre of mass’s label', () => {
  it('a joined pair, the point on their contact: first centred above both balls, then below them', () => {
    // Two balls of radius 1 touching at 30° (the glancing scene's join), 20 px per metre.
    const state = packed([12.27, 5], [14, 6])
    const com = { x: 13.135, y: 5.5 }
    const places = comLabelPlaces(com, state, Float64Array.of(1, 1), 20, TEXT)
    // Ball 2's top is 1.5 m above the point: 30 px, and the gap.
    expect(places[0]).toEqual({ dx: 0, dy: -42, anchor: 'middle' })
    expect(places.slice(1, 3).map((p) => p.dy)).toEqual([-42, -42])
    // Ball 1's bottom is 1.5 m below it.
    expect(places[3]).toEqual({ dx: 0, dy: 42, anchor: 'middle' })
  })

  it('balls far to the side do not count; a point clear of every ball, or among a crowd, is labelled beside', () => {
    const far = comLabelPlaces({ x: 0, y: 0 }, packed([20, 3]), Float64Array.of(1), 20, TEXT)
    expect(far[0]).toEqual({ dx: 8, dy: -12, anchor: 'start' })
    const crowd = packed(...Array.from({ length: 17 }, (_, i): [number, number] => [i, 0]))
    expect(comLabelPlaces({ x: 8, y: 0 }, crowd, new Float64Array(17).fill(0.4), 20, TEXT)).toHaveLength(8)
  })

  it('deep in the pool rack (1100 px in the book: 27 px a metre; a phone: 16): first the nearest places that clear every ball, drawn with a leader', () => {
    for (const px of [27.4, 16]) {
      const places = comLabelPlaces(pool.com, pool.state, pool.radii, px, TEXT)
      // Every place beside the point comes within 2 px of a ball of the rack, or over it.
      for (const p of aroundPoint(8, 12).concat(aroundPoint(8, 30)))
        expect(overBalls(p, px), `${px} px/m`).toBeGreaterThan(-2)
      const clear = places.slice(0, 4)
      for (const p of clear)
        expect(overBalls(p, px), `${px} px/m ${JSON.stringify(p)}`).toBeLessThanOrEqual(-2)
      expect(placeReach(clear[0]!, TEXT)).toBeGreaterThan(LEADER_PX)
      const reach = clear.map((p) => placeReach(p, TEXT))
      expect(reach).toEqual([...reach].sort((a, b) => a - b))
    }
  })

  it('the pool break at 1100 px: the kit takes a place over no ball, off the cue ball’s velocity head and on the table', () => {
    const px = 27.4
    const places = comLabelPlaces(pool.com, pool.state, pool.radii, px, TEXT)
    // The stage's origin half a metre left of and above the table (a 20 by 10 m table and its margin).
    const at = { x: (pool.com.x + 0.5) * px, y: (10.5 - pool.com.y) * px }
    const head = { x: (BALL1_AT.x + 4 + 0.5) * px, y: at.y }
    const place = chooseLabelPlace(at, TEXT, places, { width: 21 * px, height: 11 * px }, [head])
    expect(overBalls(place, px)).toBeLessThanOrEqual(-2)
    expect(intrusion(labelBox(at, place, TEXT), head)).toBe(0)
  })
})
