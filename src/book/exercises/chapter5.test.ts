import { describe, expect, it } from 'vitest'
import { defaultState } from '../../kit/hashState'
import { schema } from '../../widgets/normal-tangent/meta'
import { type NormalTangentState, collide } from '../../widgets/normal-tangent/model'
import { chapter5 } from './chapter5'
import type { Outputs } from './types'

// The outputs the normal-tangent figure shows for a state, as its <Output>s publish them.
function outputs(s: NormalTangentState): Outputs {
  const c = collide(s)
  return {
    approach: c.approach,
    closing: c.closing,
    tangentA: c.before.A.tangent,
    normalB: c.before.B.normal,
    'normalA-after': c.after.A.normal,
    'vA-after-x': c.v.A.x,
    'vA-after-y': c.v.A.y,
  }
}

const defaults = defaultState(schema)

describe('chapter 5’s exercise checks', () => {
  it('asks for A’s normal part after the collision: B’s before', () => {
    expect(chapter5['c5-swap'].expected(outputs(defaults))).toBeCloseTo(-0.8, 12)
  })

  it('calls the pair separating only when A’s normal part is below B’s', () => {
    const check = chapter5['c5-separate']
    expect(check.goal(outputs(defaults))).toBe(false)
    expect(check.goal(outputs({ ...defaults, vA: { x: -2, y: 0 } }))).toBe(true)
    // Equal normal parts: they slide past each other, which is not moving apart.
    expect(check.goal(outputs({ ...defaults, vA: { x: 0, y: 0 }, vB: { x: 0, y: 0 } }))).toBe(false)
    expect(check.missing(outputs(defaults))).toMatch(
      /^the pair is “approaching” at \d\.\d\d: A’s normal part must be smaller than B’s/,
    )
  })

  it('sees A stop dead only in a collision: A straight along n̂ into a B with no normal part', () => {
    const check = chapter5['c5-stop']
    const stop = { ...defaults, vA: { x: 1.6, y: 1.2 }, vB: { x: -0.6, y: 0.8 } }
    expect(check.goal(outputs(stop))).toBe(true)
    expect(check.goal(outputs(defaults))).toBe(false)
    // A standing still while B drifts away has velocity 0 too, but nothing collided.
    expect(check.goal(outputs({ ...defaults, vA: { x: 0, y: 0 }, vB: { x: 1, y: 0 } }))).toBe(false)
    expect(check.missing(outputs({ ...defaults, vA: { x: 0, y: 0 }, vB: { x: 1, y: 0 } }))).toMatch(
      /separating”, so nothing happens: A must move towards B/,
    )
    expect(check.missing(outputs(defaults))).toMatch(
      /tangent part and B’s normal part must both be 0 \(it is/,
    )
  })
})
