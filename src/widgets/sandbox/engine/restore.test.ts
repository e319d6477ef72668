// The link's k: how many of the contacts at its time t are done. What a run stepped through an
// instant reports (FrameReport.instant), how a session opens a link's (t, k) on exactly the same
// floats (Session.restore), and how the link reads k (old links unchanged, absurd values refused
// with the notice's words).
import { describe, expect, it } from 'vitest'
import { defaultState } from '../../../kit'
import { describeIssue, readLink } from '../../../kit/hashState'
import { BALL1_AT, SCENE_E, type SceneId, meta, schema } from '../meta'
import { clampState, setupOf as linkSetup } from '../setup/link'
import type { Setup } from '../setup/setup'
import { Engine, type FrameReport, Session } from './session'
import { stickEngine } from './stickEngine'

/** The scene as its link opens it (its own restitution), with or without sticky contacts. */
const setupOf = (id: SceneId, stick = false): Setup => ({
  ...linkSetup({ ...defaultState(schema), scene: id, e: SCENE_E[id] }),
  stick,
})

/** The reports of `n` steps from the start. */
function steps(setup: Setup, n: number): FrameReport[] {
  const s = new Session(setup, stickEngine)
  return Array.from({ length: n }, () => s.stepToContact()!)
}

const same = (a: FrameReport, b: FrameReport) => {
  expect(a.state).toEqual(b.state)
  expect(a.time).toBe(b.time)
  expect(a.events).toBe(b.events)
  expect(a.instant).toBe(b.instant)
}

describe('a run stepped through the cradle’s five contacts at t = 1', () => {
  it('reports how many of them are done after each step; a played frame or the start, none', () => {
    const s = new Session(setupOf('cradle'))
    expect(s.seek(0).instant).toBe(0)
    expect([1, 2, 3, 4, 5].map(() => s.stepToContact()!.instant)).toEqual([1, 2, 3, 4, 5])
    expect(s.seek(2).instant).toBe(2)
    expect(s.seek(5).instant).toBe(5)
    expect(s.advance(0.5, () => 0).instant).toBe(0)
  })

  it('a frame played past them to 1.0003 s (also t = 1 in the link) stands between contacts: k = 0', () => {
    const r = new Session(setupOf('cradle')).advance(1.0003, () => 0)
    expect(r.events).toBe(5)
    expect(r.instant).toBe(0)
  })

  it.each([1, 2, 3, 4, 5])('a link at t = 1 with k = %i opens on the stepped run’s floats', (k) => {
    const stepped = steps(setupOf('cradle'), k)[k - 1]!
    const restored = new Session(setupOf('cradle')).restore(1, k)
    same(restored, stepped)
    expect(restored.notice).toBeUndefined()
  })

  it('with sticky contacts too (the run steps from the start, as the lab did)', () => {
    for (const k of [1, 3, 5])
      same(
        new Session(setupOf('cradle', true), stickEngine).restore(1, k),
        steps(setupOf('cradle', true), k)[k - 1]!,
      )
  })
})

describe('restoring a link whose rounded time is not the contact’s own', () => {
  it('glancing: the contact at (10 − √3)/4 = 2.06699 s is the link’s t = 2.067 with k = 1', () => {
    const [stepped] = steps(setupOf('glancing'), 1)
    expect(stepped!.instant).toBe(1)
    same(new Session(setupOf('glancing')).restore(2.067, 1), stepped!)
  })

  it('a contact 0.4 ms after the link’s t = 1 (it rounds down to it) is done, which running to t alone would not do', () => {
    // Ball 1 at 4 m/s reaches the cradle's first ball 4.0016 m away after 1.0004 s.
    const setup = setupOf('cradle')
    setup.balls[0] = { ...setup.balls[0]!, p: { x: 3.9984, y: BALL1_AT.y } }
    const [first, second] = steps(setup, 2)
    expect(first!.time).toBeCloseTo(1.0004, 12)
    same(new Session(setup).restore(1, 2), second!)
    expect(new Session(setup).advance(1, () => 0).events).toBe(0)
  })
})

describe('a link asking for more than its time has', () => {
  it('seven at the cradle’s t = 1: all five done, and the notice says so', () => {
    const r = new Session(setupOf('cradle')).restore(1, 7)
    same(r, steps(setupOf('cradle'), 5)[4]!)
    expect(r.notice).toBe(
      'The link asks for 7 contacts done at t = 1.000 s, but that time has 5: all of them are done.',
    )
  })

  it('one at t = 0.5, where there is none: the run stands at 0.5 s and says so', () => {
    const r = new Session(setupOf('cradle')).restore(0.5, 1)
    expect(r.time).toBe(0.5)
    expect(r.events).toBe(0)
    expect(r.instant).toBe(0)
    expect(r.notice).toBe(
      'The link asks for 1 contact done at t = 0.500 s, but that time has none: the run stands at t.',
    )
  })

  it('the worker answers a restore request with the frame; a bad one with the error', () => {
    const engine = new Engine()
    engine.handle({ id: 1, type: 'load', setup: setupOf('cradle') })
    const reply = engine.handle({ id: 2, type: 'restore', t: 1, k: 3 })
    expect(reply.type === 'frame' && reply.report.instant).toBe(3)
    expect(engine.handle({ id: 3, type: 'restore', t: 1, k: 0 })).toEqual({
      id: 3,
      type: 'error',
      message: 'k must be a positive integer, got 0',
    })
  })
})

describe('the link’s k', () => {
  const read = (text: string) => readLink(schema, text, clampState, meta.rule, meta.defaultsFor)

  it('an old link without k reads as before: k = 0, every contact due by t done, no notice', () => {
    const { state, issues } = read('scene=cradle&t=1')
    expect(state).toEqual({ ...defaultState(schema), scene: 'cradle', t: 1 })
    expect(issues).toEqual([])
  })

  it('reads k and writes it after t', () => {
    const { state, issues } = read('scene=cradle&t=1&k=2')
    expect(state.k).toBe(2)
    expect(issues).toEqual([])
  })

  it.each([
    ['-1', 0, 'k: -1 → 0 (clamped to the allowed range)'],
    ['2.5', 3, 'k: 2.5 → 3 (rounded to the figure’s precision)'],
    ['two', 0, 'k: “two” → 0 (not a number, so the default)'],
    ['1e9', 1000, 'k: 1e9 → 1000 (clamped to the allowed range)'],
  ])('refuses k = %s with the notice’s words, keeping the rest of the link', (raw, k, words) => {
    const { state, issues } = read(`scene=cradle&t=1&k=${raw}&e=0.5`)
    expect(state.k).toBe(k)
    expect(state.t).toBe(1)
    expect(state.e).toBe(0.5)
    expect(issues.map(describeIssue)).toEqual([words])
  })
})
