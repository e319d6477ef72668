import { describe, expect, it } from 'vitest'
import { defaultState } from '../../kit/hashState'
import { schema } from '../../widgets/sandbox/meta'
import { setupOf } from '../../widgets/sandbox/model'
import { type FrameReport, Session } from '../../widgets/sandbox/engine/session'
import { chapter10 } from './chapter10'
import type { Outputs } from './types'

type State = ReturnType<typeof defaultState<typeof schema>>

// The outputs the sandbox shows for a state at a frame, under the names its <Output>s use.
function outputsOf(s: State, r: FrameReport, energyStart: number): Outputs {
  return {
    scene: s.scene,
    events: r.events,
    energy: r.energy,
    'energy-start': energyStart,
    'ball-vx': r.state[2]!,
    'ball-vy': r.state[3]!,
    'start-x': s.p1.x,
    'start-y': s.p1.y,
    'start-vx': s.v1.x,
    'start-vy': s.v1.y,
  }
}

const base = defaultState(schema)

function runTo(s: State, time: number) {
  const session = new Session(setupOf(s))
  const start = session.seek(0)
  return { start: outputsOf(s, start, start.energy), end: outputsOf(s, session.advance(time), start.energy) }
}

describe('chapter 10 exercises, on the figure’s own outputs', () => {
  it('c10-cradle: ball 1 stopped dead by the cradle’s row, not before it hits', () => {
    const goal = chapter10['c10-cradle'].goal
    const cradle = { ...base, scene: 'cradle' as const }
    expect(goal(runTo(cradle, 1.1).start)).toBe(false)
    expect(goal(runTo(cradle, 1.1).end)).toBe(true)
    expect(goal(runTo(base, 3).end)).toBe(false) // the pool break: ball 1 rolls on
    // Ball 1 sent left bounces off the border: a contact, yet it is not stopped.
    expect(goal(runTo({ ...cradle, v1: { x: -4, y: 0 } }, 1).end)).toBe(false)
  })

  it('c10-last-ball: the time the engine shows the last ball reaching the border', () => {
    const check = chapter10['c10-last-ball']
    const cradle = { ...base, scene: 'cradle' as const }
    const t = check.expected(runTo(cradle, 0).start)!
    expect(t).toBe(2.25)
    // The engine agrees: just before t, no wall contact yet; just after, the last ball has turned back.
    const session = new Session(setupOf(cradle))
    expect(session.advance(t - 1e-9).events).toBe(5)
    expect(session.advance(2e-9).state[4 * 5 + 2]).toBe(-4)
    expect(check.expected(runTo({ ...cradle, v1: { x: 4, y: 1 } }, 0).start)).toBeNull()
    expect(check.expected(runTo(base, 0).start)).toBeNull()
  })

  it('c10-drain: the stack below half its starting energy', () => {
    const goal = chapter10['c10-drain'].goal
    const stack = { ...base, scene: 'stack' as const, e: 0.3 }
    expect(goal(runTo(stack, 0.5).end)).toBe(false)
    expect(goal(runTo(stack, 8).end)).toBe(true)
    expect(goal(runTo({ ...stack, e: 1 }, 8).end)).toBe(false)
  })
})
