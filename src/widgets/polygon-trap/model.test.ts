import { describe, expect, it } from 'vitest'
import { defaultState } from '../../kit/hashState'
import { schema } from './meta'
import {
  areaOf,
  STEPS,
  clampState,
  cornersOf,
  derive,
  exactAt,
  fits,
  inside,
  isSimple,
  moveCorner,
  naiveAt,
} from './model'

const start = defaultState(schema)

describe('polygon-trap model', () => {
  it('the default polygon is simple and the default ball fits inside it', () => {
    expect(isSimple(cornersOf(start))).toBe(true)
    expect(areaOf(cornersOf(start))).toBeCloseTo(63.35, 10)
    expect(fits(cornersOf(start), start.ball)).toBe(true)
    expect(clampState(start)).toEqual(start)
  })

  it('the exact ball never leaves, at every speed; frame stepping escapes once fast enough', () => {
    for (const boost of schema.boost.options) {
      const s = { ...start, boost }
      for (let k = 0; k <= STEPS; k += 5)
        expect(inside(cornersOf(s), exactAt(s, k).p), `×${boost} step ${k}`).toBe(true)
    }
    expect(exactAt({ ...start, boost: '1000' }, STEPS).contacts).toBeGreaterThan(10_000)
    expect(naiveAt({ ...start, boost: '1' }, STEPS).escapedAt).toBeNull()
    expect(naiveAt(start, STEPS).escapedAt).not.toBeNull()
    expect(naiveAt({ ...start, boost: '10' }, STEPS).escapedAt).not.toBeNull()
  })

  it('is deterministic: the same step from a fresh run or a cached one gives the same floats', () => {
    const a = exactAt(start, 30)
    exactAt({ ...start, boost: '100' }, 3) // replaces the cache
    const b = exactAt(start, 30)
    expect(b).toEqual(a)
    const n1 = naiveAt(start, 40)
    naiveAt({ ...start, boost: '10' }, 2)
    expect(naiveAt(start, 40)).toEqual(n1)
    // Stepping 10 then 30 again is the same as 30 at once.
    exactAt(start, 10)
    expect(exactAt(start, 30)).toEqual(a)
  })

  it('a polygon folded back along an edge, or touching itself, is not simple', () => {
    const v = (x: number, y: number) => ({ x, y })
    expect(isSimple([v(0, 0), v(4, 0), v(4, 3), v(0, 3)])).toBe(true)
    expect(isSimple([v(0, 0), v(4, 0), v(2, 0), v(2, 3)])).toBe(false) // edge 2 runs back over edge 1
    expect(isSimple([v(0, 0), v(4, 0), v(4, 3), v(2, 0), v(0, 3)])).toBe(false) // a corner on another edge
    expect(isSimple([v(0, 0), v(2, 0), v(4, 0), v(4, 3)])).toBe(true) // a straight corner is fine
    // A flat triangle: every edge runs back over a neighbour along one line, and no two edges
    // cross, so only the test of collinear edges sees the fold.
    expect(isSimple([v(0, 0), v(4, 0), v(2, 0)])).toBe(false)
  })

  it('a polygon whose edges cross falls back to the default; a drag that would cross is refused', () => {
    const crossed = { ...start, c2: { x: 0, y: 4.8 } } // corner 2 pulled over the top edges
    expect(isSimple(cornersOf(crossed))).toBe(false)
    expect(cornersOf(clampState(crossed))).toEqual(cornersOf(start))
    const r = moveCorner(start, 'c2', { x: 0, y: 4.8 })
    expect(r.refused).toBe(true)
    expect(r.state).toBe(start)
    expect(moveCorner(start, 'c2', { x: 0, y: -4 }).refused).toBe(false)
  })

  it('a ball outside or against an edge is moved to the nearest place where it fits', () => {
    const out = clampState({ ...start, ball: { x: 5.5, y: 4.5 } })
    expect(fits(cornersOf(out), out.ball)).toBe(true)
    const onEdge = clampState({ ...start, ball: { x: 0, y: -4.4 } })
    expect(fits(cornersOf(onEdge), onEdge.ball)).toBe(true)
    expect(clampState({ ...start, ball: { x: Number.NaN, y: 0 } }).ball).toEqual(start.ball)
  })

  it('derive reports the run at the time slider', () => {
    const d = derive({ ...start, t: 1 })
    expect(d.seconds).toBe(5)
    expect(d.exactInside).toBe(true)
    expect(d.naive.escapedAt).not.toBeNull()
  })
})
