import { describe, expect, it } from 'vitest'
import { defaultState } from '../../kit/hashState'
import { schema as poolSchema } from '../../widgets/pool-table/meta'
import { type PoolTableState, run } from '../../widgets/pool-table/model'
import { schema as reflectionSchema } from '../../widgets/wall-reflection/meta'
import { type WallReflectionState, construct } from '../../widgets/wall-reflection/model'
import { schema as shortcutSchema } from '../../widgets/wall-shortcuts/meta'
import { PRESETS, type WallShortcutsState, judge } from '../../widgets/wall-shortcuts/model'
import { chapter7 } from './chapter7'
import type { Outputs } from './types'

// The outputs each figure publishes for a state, as its <Output>s show them.
const pool = (s: PoolTableState): Outputs => ({
  rule: s.rule === 'printed' ? 'as printed' : 'corrected',
  verdict: run(s).fate,
})
const reflection = (s: WallReflectionState): Outputs => ({
  'F-y': construct(s).F.y,
  'I-x': s.I.x,
  'I-y': s.I.y,
  'length-normal': construct(s).lengthNormal,
})
const shortcuts = (s: WallShortcutsState): Outputs => {
  const j = judge(s)
  return { rectangle: j.rectangle, exact: j.exactVerdict, 'exact-t': j.exact?.t ?? null }
}

describe('chapter 7’s exercise checks', () => {
  it('sees S come back under the printed rule only when it starts less than one move past a cushion', () => {
    const check = chapter7['c7-unstick']
    const start = defaultState(poolSchema)
    expect(check.goal(pool(start))).toBe(false)
    expect(check.missing(pool(start))).toMatch(
      /^S stays stuck outside: start it past the cushion by less than one frame’s move/,
    )
    // 0.25 past the cushion, moving out by 0.5 a frame: one flip brings it back.
    const near = { ...start, P: { x: 9.9, y: 2.5 }, V: { x: 0.5, y: 0 } }
    expect(check.goal(pool(near))).toBe(true)
    // The corrected rule brings back anything, which is not the question.
    expect(check.goal(pool({ ...start, rule: 'corrected' }))).toBe(false)
    expect(check.missing(pool({ ...start, rule: 'corrected' }))).toMatch(/switch/)
    expect(check.missing(pool({ ...start, P: { x: 5, y: 2.5 } }))).toMatch(/^S starts on the table/)
  })

  it('asks for F’s y: 3 for the opening wall and I = (3, −1)', () => {
    // In the opening figure F = (1, 3) from I = (3, −1): F's y is I's x, read off, so no answer is taken.
    const start = defaultState(reflectionSchema)
    expect(chapter7['c7-reflect'].expected(reflection(start))).toBeNull()
    const turned = { ...start, W1: { x: start.W1.x + 1, y: start.W1.y } }
    const F = reflection(turned)['F-y'] as number
    expect(chapter7['c7-reflect'].expected(reflection(turned))).toBe(F)
    expect(Math.abs(F)).not.toBeCloseTo(3, 3)
    // Unnormalised, F is stretched along the normal (its length and direction read off the arrow):
    // not the question, and the check says why.
    const check = chapter7['c7-reflect']
    const stretched = reflection({ ...turned, unit: false })
    expect(check.expected(stretched)).toBeNull()
    expect(typeof check.none === 'function' && check.none(stretched)).toBe(
      'the construction is not normalised: tick Normalise, as the question asks',
    )
    expect(typeof check.none === 'function' && check.none(reflection(start))).toMatch(/^here F’s y equals/)
    // |F| goes with F's components while the question is open.
    expect(check.hides).toContain('length-F')
  })

  it('accepts a false alarm of the rectangle only', () => {
    const check = chapter7['c7-false-alarm']
    expect(check.goal(shortcuts(defaultState(shortcutSchema)))).toBe(false)
    expect(check.goal(shortcuts(PRESETS['rectangle-false-alarm'].state))).toBe(true)
    expect(check.goal(shortcuts(PRESETS['end-missed'].state))).toBe(false)
    expect(check.missing(shortcuts(defaultState(shortcutSchema)))).toMatch(
      /^the ball really touches the wall/,
    )
  })

  it('asks for the time the ball touches the wall’s end: (y − 2)² = 0.4² − 0.25², y = 0.5 + 2.5t', () => {
    const t = (2 - Math.sqrt(0.16 - 0.0625) - 0.5) / 2.5
    expect(chapter7['c7-end-time'].expected(shortcuts(PRESETS['end-missed'].state))).toBeCloseTo(t, 12)
    expect(chapter7['c7-end-time'].expected(shortcuts(PRESETS['rectangle-false-alarm'].state))).toBeNull()
  })
})
