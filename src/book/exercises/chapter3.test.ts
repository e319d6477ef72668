import { describe, expect, it } from 'vitest'
import { defaultState } from '../../kit/hashState'
import { schema } from '../../widgets/stable-roots/meta'
import { type StableRootsState, routes } from '../../widgets/stable-roots/model'
import { chapter3 } from './chapter3'

// The outputs the stable-roots figure publishes, from its own model, under the quantities the check reads.
const outputs = (s: StableRootsState) => {
  const r = routes(s)
  return { 'case-textbook': r.textbook.case, 'case-stable': r.stable.case, spread: r.spread }
}
const opening = defaultState(schema)

describe('chapter 3 checks', () => {
  it('c3-disagree wants a disagreeing pair of the reader’s own, farther apart than the opening one', () => {
    const { goal } = chapter3['c3-disagree']
    // The opening figure disagrees already, 1.64 R apart: that is the text's example, not the answer.
    expect(outputs(opening)).toMatchObject({ 'case-textbook': 'miss', 'case-stable': 'hit' })
    expect(goal(outputs(opening))).toBe(false)
    // The solution's pair: radii 0.25, B at (2.8, 0.5), 5.69 R apart.
    const far = { ...opening, rA: 0.25, rB: 0.25, B: { x: 2.8, y: 0.5 } }
    expect(goal(outputs(far))).toBe(true)
    // Far apart but agreeing (B lifted off the graze) is not it either.
    expect(goal(outputs({ ...far, B: { x: 2.8, y: 0.6 } }))).toBe(false)
  })
})
