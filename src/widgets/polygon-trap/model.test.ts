import { describe, expect, it } from 'vitest'
import { defaultState } from '../../kit/hashState'
import { schema } from './meta'
import {
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
    expect(fits(cornersOf(start), start.ball)).toBe(true)
    expect(clampState(start)).toEqual(start)
  })

  it('the exact ball never leaves, at every speed; frame stepping escapes once fast enough', () => {
    for (const boost of ['1', '10', '100', '1000']) {
      const s = { ...start, boost }
      for (let k = 0; k <= STEPS; k += 5)
        expect(inside(cornersOf(s), exactAt(s, k).p), `×${boost} step ${k}`).toBe(true)
    }
    expect(exactAt({ ...start, boost: '1000' }, STEPS).contacts).toBeGreaterThan(10_000)
    expect(naiveAt({ ...start, v: { x: 14, y: 9 } }, STEPS).escapedAt).toBeNull()
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
