import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { length, sub } from '../../core'
import { defaultState } from '../../kit/hashState'
import { MIN_WALL, WORLD, schema } from './meta'
import { PRESETS, clampState, judge, moves, wrong } from './model'

const defaults = defaultState(schema)
const coord = (lo: number, hi: number) => fc.double({ min: lo, max: hi, noNaN: true })
const point = fc.record({ x: coord(WORLD.min.x, WORLD.max.x), y: coord(WORLD.min.y, WORLD.max.y) })
const state = fc
  .record({
    B: point,
    d: fc.record({ x: coord(-10, 10), y: coord(-6, 6) }),
    r: coord(0.2, 1),
    W0: point,
    W1: point,
  })
  .map(clampState)

/** The distance from p to the segment a → b (the reference: clamp the projection to the segment). */
function distanceToWall(
  p: { x: number; y: number },
  a: { x: number; y: number },
  b: { x: number; y: number },
) {
  const [ux, uy] = [b.x - a.x, b.y - a.y]
  const k = Math.min(1, Math.max(0, ((p.x - a.x) * ux + (p.y - a.y) * uy) / (ux * ux + uy * uy)))
  return Math.hypot(p.x - a.x - k * ux, p.y - a.y - k * uy)
}

describe('wall-shortcuts model', () => {
  it('opens on a plain hit on the face, where every test agrees', () => {
    const j = judge(defaults)
    expect([j.path, j.glancing, j.rectangle, j.exactVerdict]).toEqual(['hit', 'hit', 'hit', 'face'])
  })

  it('the rectangle’s false alarm: the boxes overlap, yet the ball passes far from the wall', () => {
    const j = judge(PRESETS['rectangle-false-alarm'].state)
    expect(j.rectangle).toBe('hit')
    expect(j.exactVerdict).toBe('miss')
    expect(wrong(j)).toEqual({ path: false, glancing: false, rectangle: true })
    // The ball's end centre (−1.5, 2) is 9/√13 ≈ 2.5 from the wall's line 2x − 3y = 0: no touch.
    expect(Math.abs(2 * j.end.x - 3 * j.end.y) / Math.sqrt(13)).toBeGreaterThan(2 * 0.4)
  })

  it('a glancing hit: the centre’s path never crosses the wall, the radius dropped at the end does', () => {
    const j = judge(PRESETS['glancing-caught'].state)
    expect(j.path).toBe('miss')
    expect(j.glancing).toBe('hit')
    expect(j.exactVerdict).toBe('face')
    expect(wrong(j)).toEqual({ path: true, glancing: false, rectangle: false })
  })

  it('a hit at the wall’s end that both of source 003’s tests miss', () => {
    const j = judge(PRESETS['end-missed'].state)
    expect(j.path).toBe('miss')
    expect(j.glancing).toBe('miss')
    expect(j.exactVerdict).toBe('endpoint')
    // The ball's path x = 3.25 passes 0.25 < r = 0.4 from the wall's end (3, 2).
    expect(j.contactAt!.x).toBe(3.25)
    expect(wrong(j)).toEqual({ path: true, glancing: true, rectangle: false })
  })

  it('the rectangle never misses a real hit: it only cries wolf', () => {
    fc.assert(
      fc.property(state, (s) => {
        const j = judge(s)
        if (j.exactVerdict !== 'miss') expect(j.rectangle).toBe('hit')
      }),
    )
  })

  it('the path test never reports a hit that the exact test does not (its crossing is a contact)', () => {
    fc.assert(
      fc.property(state, (s) => {
        const j = judge(s)
        // A ball that starts overlapping the wall and leaves is no hit for the exact test.
        if (j.path === 'hit' && distanceToWall(s.B, s.W0, s.W1) > s.r) expect(j.exactVerdict).not.toBe('miss')
      }),
    )
  })

  it('keeps every drag and link in bounds, with a wall of some length', () => {
    expect(clampState({ ...defaults, W1: defaults.W0 }).W1).toEqual(schema.W1.default)
    expect(moves.wallEnd(defaults, defaults.W0)).toBe(defaults)
    const any = fc.record({ x: fc.double(), y: fc.double() })
    fc.assert(
      fc.property(state, any, any, any, any, (s0, a, b, c, e) => {
        const s = moves.wallEnd(moves.wallStart(moves.head(moves.start(s0, a), b), c), e)
        expect(clampState(s)).toEqual(s)
        expect(length(sub(s.W1, s.W0))).toBeGreaterThanOrEqual(MIN_WALL)
        const j = judge(s)
        expect(Number.isFinite(j.end.x + j.end.y)).toBe(true)
        expect(j.end.x).toBeGreaterThanOrEqual(WORLD.min.x - 1e-9)
      }),
    )
  })
})
