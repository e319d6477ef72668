import { describe, expect, it } from 'vitest'
import { defaultState } from '../../kit/hashState'
import { schema } from '../../widgets/ball-vs-sphere/meta'
import { PRESETS, type SphereState, clampState, errata, solve } from '../../widgets/ball-vs-sphere/model'
import { chapter9 } from './chapter9'
import type { Outputs } from './types'

// The outputs ball-vs-sphere shows for a state, under the names its <Output>s use.
function outputsOf(s: SphereState): Outputs {
  const sol = solve(s)
  const err = errata(s, sol)
  return {
    reason: sol.reason,
    distance: sol.hit?.distance ?? null,
    h: sol.h,
    R: sol.R,
    'printed-verdict': err.printedHits ? 'hit' : 'no hit',
    'printed-distance': err.printedDistance,
  }
}

const start = defaultState(schema)
const at = (patch: Partial<SphereState>) => clampState({ ...start, ...patch })

describe('chapter 9 exercises, on the figure’s own outputs', () => {
  it('c9-distance expects the figure’s distance, and none on a miss', () => {
    expect(chapter9['c9-distance'].expected(outputsOf(start))).toBeCloseTo(4 / Math.sqrt(3), 14)
    expect(chapter9['c9-distance'].expected(outputsOf(at({ toward: { x: 4, y: 0, z: 4 } })))).toBeNull()
  })

  it('c9-graze: a hit with h = R, not a near miss nor a deep hit', () => {
    const goal = chapter9['c9-graze'].goal
    expect(goal(outputsOf(start))).toBe(false)
    // the path along y at height z from (0, 4, 0): h = |z| against R = 4
    const along = (z: number) =>
      at({ start: { x: -5, y: 4, z }, toward: { x: 0, y: 4, z }, center: { x: 4, y: 4, z: 0 } })
    expect(goal(outputsOf(along(3.99)))).toBe(true)
    expect(goal(outputsOf(along(4.01)))).toBe(false)
    expect(goal(outputsOf(along(3.9)))).toBe(false)
    expect(chapter9['c9-graze'].missing(outputsOf(along(3.9)))).toMatch(
      /, 0\.100 inside R = 4\.000: aim it farther off-centre/,
    )
  })

  it('c9-phantom-hit: the printed code hits a sphere the ball misses; not solved by the figure’s defaults or presets', () => {
    const goal = chapter9['c9-phantom-hit'].goal
    expect(goal(outputsOf(start))).toBe(false)
    for (const p of Object.values(PRESETS)) expect(goal(outputsOf(at(p.state)))).toBe(false)
    // the code sees the sphere at (0, 0, 0): a path through the origin, far from the real one at (5, 0, 0)
    const phantom = at({
      start: { x: 0, y: -5, z: 0 },
      toward: { x: 0, y: 0, z: 0 },
      center: { x: 5, y: 0, z: 0 },
      br: 1,
      sr: 1,
    })
    expect(outputsOf(phantom)).toMatchObject({ 'printed-verdict': 'hit', reason: 'misses' })
    expect(goal(outputsOf(phantom))).toBe(true)
    expect(chapter9['c9-phantom-hit'].missing(outputsOf(start))).toMatch(/^the ball really hits the sphere/)
  })
})
