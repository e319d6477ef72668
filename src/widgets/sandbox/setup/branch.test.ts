// A paused run branched into a new set-up: the instant's balls as the engine has them, bit for bit;
// the new run goes on as the old one would have; touching balls start; the link holds the new
// set-up exactly (ball 1 whole in its set); and the refusals, in the inspector's words.
import { describe, expect, it } from 'vitest'
import { defaultState } from '../../../kit'
import { mergeState } from '../../../kit/hashState'
import { type FrameReport, Session } from '../engine/session'
import { stickEngine } from '../engine/stickEngine'
import { SCENE_E, type SceneId, schema } from '../meta'
import { massesOf, totalsOf } from '../model'
import { branchSetup, branchWords, instantSetup } from './branch'
import { clampState, linkOf, setupOf as linkSetup } from './link'
import type { Setup } from './setup'

const base = defaultState(schema)
/** The scene as its link opens it (its own restitution). */
const setupOf = (id: SceneId, stick = false): Setup => ({
  ...linkSetup({ ...base, scene: id, e: SCENE_E[id] }),
  stick,
})

const branched = (r: { setup: Setup } | { error: string }): Setup => {
  if ('error' in r) throw new Error(r.error)
  return r.setup
}

/** The balls of a report as x, y, vx, vy per ball, read back from a set-up. */
const stateOf = (setup: Setup) => Float64Array.from(setup.balls.flatMap((b) => [b.p.x, b.p.y, b.v.x, b.v.y]))

describe('the set-up of a paused instant', () => {
  it('holds every ball where the run has it and as fast, to the bit; the walls, table and e as they were', () => {
    // After the break (the first contact near 2.2 s): every ball moving its own way.
    const setup = setupOf('pool-break')
    const now = new Session(setup, stickEngine).advance(3, () => 0)
    expect(now.events).toBeGreaterThan(10)
    const instant = instantSetup(setup, now.state)
    expect(stateOf(instant)).toEqual(now.state)
    expect(instant.balls.map((b) => [b.r, b.m])).toEqual(setup.balls.map((b) => [b.r, b.m]))
    expect({ ...instant, balls: [] }).toEqual({ ...setup, balls: [] })
  })

  it('a branch changes only the ball aimed: its energy is the instant’s plus that ball’s change', () => {
    const setup = setupOf('pool-break')
    const now = new Session(setup, stickEngine).advance(3, () => 0)
    const next = branched(branchSetup(setup, now.state, now.bonds, 3, { x: 1.5, y: -2 }))
    const changed = next.balls.flatMap((b, k) =>
      stateOf({ ...next, balls: [b] }).every((x, i) => x === now.state[4 * k + i]) ? [] : [k],
    )
    expect(changed).toEqual([3])
    expect(next.balls[3]!.v).toEqual({ x: 1.5, y: -2 })
    const old = now.state.slice(12, 16)
    const m = setup.balls[3]!.m
    const energy = totalsOf(stateOf(next), massesOf(next.balls)).energy
    expect(energy).toBeCloseTo(now.energy + 0.5 * m * (1.5 ** 2 + 2 ** 2 - old[2]! ** 2 - old[3]! ** 2), 12)
    expect(new Session(next, stickEngine).seek(0).energy).toBe(energy)
  })

  it('with the velocities unchanged, the new run goes on as the run before did (to 1e-9 m, the same contacts)', () => {
    const setup = setupOf('pool-break')
    const run = new Session(setup, stickEngine)
    const now = run.advance(1.7, () => 0)
    const v = { x: now.state[2]!, y: now.state[3]! }
    const next = new Session(branched(branchSetup(setup, now.state, now.bonds, 0, v)))
    // Ball 1's velocity is rounded to the set-up's 0.001 m/s: here it is already on that grid.
    expect(next.setup.balls[0]!.v).toEqual(v)
    const went = run.advance(2, () => 0)
    const goes = next.advance(2, () => 0)
    expect(goes.events).toBe(went.events - now.events)
    expect(goes.events).toBeGreaterThan(0)
    for (let i = 0; i < went.state.length; i++)
      expect(Math.abs(goes.state[i]! - went.state[i]!)).toBeLessThan(1e-9)
  })
})

describe('touching balls and the link', () => {
  /** Each report of a run stepped through its first `n` contacts (the balls touching as the engine left them). */
  const stepped = (id: SceneId, n: number): FrameReport[] => {
    const s = new Session(setupOf(id), stickEngine)
    return Array.from({ length: n }, () => s.stepToContact()!)
  }

  it('at a contact, balls touching to the last bit either side: every instant branches, and starts', () => {
    for (const [id, n] of [
      ['cradle', 5],
      ['glancing', 3],
      ['pool-break', 40],
      ['stack', 40],
      ['polygon', 10],
    ] as const)
      for (const now of stepped(id, n)) {
        const next = branched(branchSetup(setupOf(id), now.state, now.bonds, 0, { x: 1, y: 0 }))
        expect(new Session(next, stickEngine).seek(0).time).toBe(0)
      }
  })

  it('the link holds the branched set-up bit for bit: ball 1, finer than p1 and v1, whole in the set', () => {
    const setup = setupOf('glancing')
    const now = new Session(setup, stickEngine).advance(0.9123, () => 0)
    const next = branched(branchSetup(setup, now.state, now.bonds, 1, { x: -0.5, y: 0.25 }))
    const linked = linkOf(base, 'glancing', next)
    if (!('patch' in linked)) throw new Error('not in the link')
    expect(linked.patch.set).toMatch(/^1,1,[^;]+,5,4,0;14,6,-0\.5,0\.25,1,1$/)
    // As the page merges it: p1 and v1 to their precision.
    const state = clampState(mergeState(schema, base, linked.patch))
    expect(state.p1).not.toEqual(next.balls[0]!.p)
    expect(state.set).toBe(linked.patch.set)
    expect({ ...linkSetup(state), stick: false }).toEqual(next)
    // A set-up whose ball 1 p1 and v1 hold writes no whole ball 1.
    const start = linkOf(base, 'glancing', {
      ...next,
      balls: [{ ...next.balls[0]!, p: { x: 4, y: 5 } }, next.balls[1]!],
    })
    expect('patch' in start && start.patch.set).toBe('1,1;14,6,-0.5,0.25,1,1')
  })

  it('a whole ball 1 that does not fit gives way to the scene’s own balls', () => {
    // Ball 1 held at (14, 6), on ball 2.
    const state = clampState({ ...base, scene: 'glancing', set: '1,1,14,6,0,0;14,6,0,0,1,1' })
    expect(state.set).toBe('')
    expect(linkSetup(state).balls[0]!.p).toEqual(base.p1)
  })
})

describe('a value typed in the ball table at a paused instant', () => {
  const setup = setupOf('pool-break')
  const now = new Session(setup, stickEngine).advance(3, () => 0)
  /** The balls a branched set-up changed from the instant (any of x, y, vx, vy or m). */
  const changedBalls = (next: Setup) =>
    next.balls.flatMap((b, k) =>
      stateOf({ ...next, balls: [b] }).every((x, i) => x === now.state[4 * k + i]) &&
      b.m === setup.balls[k]!.m
        ? []
        : [k],
    )

  it('a velocity’s component typed: that ball alone changed, its other component kept to the bit', () => {
    const typed = branched(branchSetup(setup, now.state, now.bonds, 3, { field: 'vx', text: '1.5' }))
    expect(changedBalls(typed)).toEqual([3])
    expect(typed.balls[3]!.v).toEqual({ x: 1.5, y: now.state[4 * 3 + 3]! + 0 })
  })

  it('a mass or a position changes that ball alone; every other ball keeps its floats', () => {
    const heavier = branched(branchSetup(setup, now.state, now.bonds, 2, { field: 'm', text: '2.5' }))
    expect(changedBalls(heavier)).toEqual([2])
    expect(heavier.balls[2]!.m).toBe(2.5)
    expect(heavier.balls[2]!.v).toEqual({ x: now.state[10]! + 0, y: now.state[11]! + 0 })
    const fixed = branched(branchSetup(setup, now.state, now.bonds, 2, { field: 'm', text: 'inf' }))
    expect(fixed.balls[2]).toMatchObject({ m: Number.POSITIVE_INFINITY, v: { x: 0, y: 0 } })
    // The cue ball set on the table's lower edge, its radius above it.
    const r = setup.balls[0]!.r
    const moved = branched(branchSetup(setup, now.state, now.bonds, 0, { field: 'y', text: String(r) }))
    expect(changedBalls(moved)).toEqual([0])
    expect(moved.balls[0]!.p).toEqual({ x: now.state[0]! + 0, y: r })
  })

  it('is refused in the inspector’s words: not a number, past the bounds, onto another ball', () => {
    expect(branchSetup(setup, now.state, now.bonds, 1, { field: 'vx', text: 'fast' })).toEqual({
      error: 'The velocity’s x must be a number, not “fast”.',
    })
    expect(branchSetup(setup, now.state, now.bonds, 1, { field: 'm', text: '0' })).toEqual({
      error: expect.stringMatching(/^The mass must be between .+ \(or inf\)\.$/),
    })
    // The cradle at 0.5 s: balls 2 to 5 at rest in a row, 2 m apart.
    const cradle = setupOf('cradle')
    const at = new Session(cradle, stickEngine).advance(0.5, () => 0)
    expect(branchSetup(cradle, at.state, at.bonds, 1, { field: 'x', text: '12' })).toEqual({
      error: 'Refused: ball 2 would overlap ball 3.',
    })
  })
})

describe('what a branch refuses, in words', () => {
  it('and what one did', () => {
    expect(branchWords(3.2126, 1, { x: 1, y: 0 })).toBe(
      'New set-up from t = 3.213 s of the run before: every ball where and as fast as it was then, but ball 2, given a new velocity there. Time and contacts count from 0.',
    )
    // A value typed in the ball table: the words name what it changed.
    expect(branchWords(1, 0, { field: 'vy', text: '2' })).toContain('but ball 1, given a new velocity there.')
    expect(branchWords(1, 0, { field: 'm', text: '2' })).toContain('but ball 1, given a new mass there.')
    expect(branchWords(1, 0, { field: 'x', text: '2' })).toContain('but ball 1, given a new position there.')
  })

  const pool = setupOf('pool-break')
  const now = new Session(pool, stickEngine).advance(1, () => 0)

  it('a velocity past the bounds, in the inspector’s words', () => {
    expect(branchSetup(pool, now.state, now.bonds, 0, { x: 12.5, y: 0 })).toEqual({
      error: 'The velocity’s x must be between -12 and 12.',
    })
  })

  it('a fixed ball', () => {
    const fixed = {
      ...pool,
      balls: pool.balls.map((b, k) =>
        k === 2 ? { ...b, m: Number.POSITIVE_INFINITY, v: { x: 0, y: 0 } } : b,
      ),
    }
    const at = new Session(fixed, stickEngine).advance(0.5, () => 0)
    expect(branchSetup(fixed, at.state, at.bonds, 2, { x: 1, y: 0 })).toEqual({
      error: 'ball 3 is fixed (infinite mass): give it a finite mass first.',
    })
  })

  it('joined balls (sticky contacts): a set-up starts with none', () => {
    const s = new Session(setupOf('glancing', true), stickEngine)
    const joined = s.stepToContact()!
    expect(branchSetup(s.setup, joined.state, joined.bonds, 0, { x: 1, y: 0 })).toEqual({
      error:
        'Ball 1 and ball 2 are joined, and a new set-up starts with no joins: step back to before the join, or change the set-up at t = 0.',
    })
    // Before the join, a branch of the sticky run keeps its sticky contacts.
    const before = new Session(setupOf('glancing', true), stickEngine).advance(1, () => 0)
    expect(
      branched(branchSetup(setupOf('glancing', true), before.state, before.bonds, 0, { x: 4, y: 0 })).stick,
    ).toBe(true)
  })

  it('a ball off the table (the border off), or faster at the instant than a set-up may start one', () => {
    const open = { ...setupOf('glancing'), border: false }
    const gone = new Session(open, stickEngine).advance(6, () => 0)
    expect(branchSetup(open, gone.state, gone.bonds, 1, { x: 0, y: 0 })).toEqual({
      error: 'At this instant ball 1 is not inside the table.',
    })
    const fast = { ...now, state: now.state.slice() }
    fast.state[4 * 5 + 3] = -12.25
    expect(branchSetup(pool, fast.state, fast.bonds, 0, { x: 1, y: 0 })).toEqual({
      error: 'At this instant ball 6’s velocity y is -12.25, outside -12 to 12: a set-up cannot start it so.',
    })
  })
})
