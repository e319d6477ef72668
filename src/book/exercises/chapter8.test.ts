import { describe, expect, it } from 'vitest'
import { PRESETS, type SegmentState, SOURCE_EXAMPLE, derive } from '../../widgets/segment-intersection/model'
import { defaultState } from '../../kit/hashState'
import { schema as wallSchema } from '../../widgets/ball-vs-wall/meta'
import { type BallWallState, derive as deriveWall, verdict } from '../../widgets/ball-vs-wall/model'
import { schema as trapSchema } from '../../widgets/polygon-trap/meta'
import { derive as deriveTrap } from '../../widgets/polygon-trap/model'
import { chapter8 } from './chapter8'
import type { Outputs } from './types'

// The outputs segment-intersection shows for a state, under the names its <Output>s use.
function outputsOf(s: SegmentState): Outputs {
  const c = derive(s).crossing
  return { case: c.case, det: c.det, s: c.s, t: c.t, x: c.point?.x ?? null, y: c.point?.y ?? null }
}

describe('chapter 8 exercises, on the figure’s own outputs', () => {
  it('c8-det expects the figure’s Det(A): 172 for the source’s example', () => {
    expect(chapter8['c8-det'].expected(outputsOf(SOURCE_EXAMPLE))).toBe(172)
    expect(chapter8['c8-det'].expected(outputsOf(PRESETS.parallel))).toBe(0)
  })

  it('c8-parallel holds for parallel lines only, not for one shared line', () => {
    const goal = chapter8['c8-parallel'].goal
    expect(goal(outputsOf(SOURCE_EXAMPLE))).toBe(false)
    expect(goal(outputsOf(PRESETS.collinear))).toBe(false)
    expect(goal(outputsOf(PRESETS.parallel))).toBe(true)
    expect(chapter8['c8-parallel'].missing(outputsOf(PRESETS.collinear))).toMatch(
      /^the segments lie on one line: move one/,
    )
    expect(chapter8['c8-parallel'].missing(outputsOf(SOURCE_EXAMPLE))).toMatch(/same direction as S₁$/)
  })

  it('c8-outside-s has an answer only when the lines cross outside a segment', () => {
    const check = chapter8['c8-outside-s']
    expect(check.expected(outputsOf(SOURCE_EXAMPLE))).toBeNull()
    expect(check.expected(outputsOf(PRESETS.parallel))).toBeNull()
    const out = derive(PRESETS.outside).crossing
    expect(check.expected(outputsOf(PRESETS.outside))).toBe(out.s)
    expect(out.s).toBe(2)
    // Outside with s inside [0, 1] (only t beyond an end): no answer to "is s below 0 or above 1".
    const onlyT = { ...PRESETS.outside, p3: { x: 17, y: 10 } }
    expect(derive(onlyT).crossing.case).toBe('outside')
    expect(derive(onlyT).crossing.s).toBeCloseTo(0.5, 14)
    expect(check.expected(outputsOf(onlyT))).toBeNull()
  })

  it('c8-end-only: the first contact is an end (then the face test has missed)', () => {
    const wallOutputs = (s: BallWallState): Outputs => {
      const d = deriveWall(s)
      return { kind: d.hit?.kind ?? 'none', faceTest: verdict(d.faceT) }
    }
    const start = defaultState(wallSchema)
    const goal = chapter8['c8-end-only'].goal
    expect(goal(wallOutputs(start))).toBe(false)
    const endOnly = { ...start, p: { x: 4, y: 3 }, d: { x: -1, y: -5 } }
    expect(goal(wallOutputs(endOnly))).toBe(true)
    expect(wallOutputs(endOnly).faceTest).toBe('miss')
    expect(goal(wallOutputs({ ...start, p: { x: 5, y: 1.5 }, d: { x: -6, y: -1 } }))).toBe(false) // a face hit
  })

  it('c8-held: frame stepping keeps the ball for the whole 5 s', () => {
    const trapOutputs = (s: ReturnType<typeof defaultState<typeof trapSchema>>): Outputs => {
      const d = deriveTrap(s)
      return { seconds: d.seconds, naiveVerdict: d.naive.escapedAt === null ? 'inside' : 'escaped!' }
    }
    const start = defaultState(trapSchema)
    const goal = chapter8['c8-held'].goal
    const slow = { ...start, boost: '1' }
    expect(goal(trapOutputs({ ...start, t: 1 }))).toBe(false) // the default escapes
    expect(goal(trapOutputs({ ...slow, t: 0.5 }))).toBe(false) // not yet the whole run
    expect(goal(trapOutputs({ ...slow, t: 1 }))).toBe(true)
  })
})
