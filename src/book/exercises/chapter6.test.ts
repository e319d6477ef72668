import { describe, expect, it } from 'vitest'
import { defaultState } from '../../kit/hashState'
import { schema } from '../../widgets/exchange-1d/meta'
import { type ExchangeState, exchange } from '../../widgets/exchange-1d/model'
import { chapter6 } from './chapter6'
import type { Outputs } from './types'

// The outputs exchange-1d shows for a state, under the names its <Output>s use.
function outputsOf(s: ExchangeState): Outputs {
  const x = exchange(s)
  return {
    m2: s.m2 === Infinity ? 'infinitely heavy' : s.m2,
    u1: s.u1,
    u2: s.u2,
    e: s.e,
    v1: x.v1,
    v2: x.v2,
    impulse: x.impulse,
    'printed-v1': x.printed?.v1 ?? null,
    'printed-momentum-change': x.printed?.momentumChange ?? null,
  }
}

const start = defaultState(schema)

describe('chapter 6 exercises, on the figure’s own outputs', () => {
  it('c6-v2 expects the figure’s v2', () => {
    expect(chapter6['c6-v2'].expected(outputsOf(start))).toBe(1.25)
  })

  it('c6-stop: ball 1 at rest after a collision, not before one', () => {
    const goal = chapter6['c6-stop'].goal
    expect(goal(outputsOf(start))).toBe(false)
    expect(goal(outputsOf({ ...start, e: 0.11 }))).toBe(true)
    expect(goal(outputsOf({ ...start, m1: 3, e: 1, u2: 0 }))).toBe(true)
    expect(goal(outputsOf({ ...start, u1: 0, u2: 0 }))).toBe(false) // no collision at all
  })

  it('c6-printed-keeps: e < 1, u1 = −u2, momentum kept by the printed formula, velocities still wrong', () => {
    const goal = chapter6['c6-printed-keeps'].goal
    expect(goal(outputsOf(start))).toBe(false)
    expect(goal(outputsOf({ ...start, u1: 3, u2: -3 }))).toBe(true)
    expect(goal(outputsOf({ ...start, u1: 3, u2: -3, e: 1 }))).toBe(false)
  })

  it('c6-wall: a wall at rest, ball 1 back at half its speed', () => {
    const goal = chapter6['c6-wall'].goal
    expect(goal(outputsOf({ ...start, m2: Infinity, u2: 0 }))).toBe(true)
    expect(goal(outputsOf({ ...start, m2: Infinity }))).toBe(false)
    expect(goal(outputsOf({ ...start, m2: 10, u2: 0 }))).toBe(false)
    expect(goal(outputsOf({ ...start, m2: Infinity, u2: 0, e: 0.8 }))).toBe(false)
  })
})
