import { describe, expect, it } from 'vitest'
import { defaultState } from '../../kit/hashState'
import { schema as angleSchema } from '../../widgets/collision-angle/meta'
import { clampState as clampAngle, contact } from '../../widgets/collision-angle/model'
import { schema as flatSchema } from '../../widgets/flat-triangle/meta'
import { clampState as clampFlat, flat, layOnLine } from '../../widgets/flat-triangle/model'
import { chapter4 } from './chapter4'

// The outputs each figure publishes, from its own model, under the quantities the checks read.
const angleOutputs = (s: ReturnType<typeof defaultState<typeof angleSchema>>) => {
  const k = contact(clampAngle(s))
  return { 'alpha-atan2': k.alphaAtan2, vn: k.vn, b: k.b, motion: k.motion }
}
const flatOutputs = (s: ReturnType<typeof defaultState<typeof flatSchema>>) => {
  const f = flat(clampFlat(s))
  return { 'alpha-exact': f.exact.alpha, 'alpha-printed': f.printed.alpha, 'alpha-atan2': f.atan2.alpha }
}
const angleDefaults = defaultState(angleSchema)
const flatDefaults = defaultState(flatSchema)

describe('chapter 4 checks', () => {
  it('c4-vn expects the figure’s own v_n', () => {
    expect(chapter4['c4-vn'].expected(angleOutputs(angleDefaults))).toBeCloseTo(contact(angleDefaults).vn, 15)
    expect(chapter4['c4-vn'].expected({ vn: null })).toBeNull()
  })

  it('c4-head-on holds once v_A points at B’s centre, not at the start', () => {
    const goal = chapter4['c4-head-on'].goal
    expect(goal(angleOutputs(angleDefaults))).toBe(false)
    expect(goal(angleOutputs({ ...angleDefaults, theta: 9.5 }))).toBe(true) // v = (3.5, 0.6) points at 9.73°
    expect(goal(angleOutputs({ ...angleDefaults, v: { x: 0, y: 0 } }))).toBe(false)
  })

  it('c4-separating holds once v_A points away from B', () => {
    const goal = chapter4['c4-separating'].goal
    expect(goal(angleOutputs(angleDefaults))).toBe(false)
    expect(goal(angleOutputs({ ...angleDefaults, theta: 150 }))).toBe(true)
    expect(goal(angleOutputs({ ...angleDefaults, v: { x: -0.5, y: 3 }, theta: 0 }))).toBe(true)
    // Along the tangent A slides past: nothing separates yet.
    expect(goal(angleOutputs({ ...angleDefaults, v: { x: 0, y: 3 }, theta: 0 }))).toBe(false)
  })

  it('c4-flat holds on a flat triangle where the printed acos breaks, not on the default', () => {
    const goal = chapter4['c4-flat'].goal
    expect(goal(flatOutputs(flatDefaults))).toBe(false)
    // Laid on the line: the printed quotient rounds to 1 − 2⁻⁵³·2 and acos gives 1.5e−8 instead of 0.
    expect(goal(flatOutputs(layOnLine(flatDefaults)))).toBe(true)
    // (6, 8) is 2·(3, 4): the quotient is exactly 1, the printed route is right, nothing to see.
    expect(goal(flatOutputs({ v: { x: 3, y: 4 }, B: { x: 6, y: 8 } }))).toBe(false)
    // No angle at all from the printed route counts too.
    expect(chapter4['c4-flat'].goal({ 'alpha-exact': 0, 'alpha-printed': null, 'alpha-atan2': 0 })).toBe(true)
  })
})
