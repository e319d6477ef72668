import { describe, expect, it } from 'vitest'
import { createWorld, queuedEvents } from '../../core'
import { defaultState } from '../../kit'
import { readLink } from '../../kit/hashState'
import { fromFile, problemOf } from './setup/fileCheck'
import { BALL1_AT, SCENES, meta, schema } from './meta'
import { FILE_FORMAT, massesOf, packBalls, toFile, totalsOf, worldOptions } from './model'
import { ball1Fits, clampState, setupOf } from './setup/link'
import { scene, seeded } from './setup/scenes'
import { Engine, Session, startReport } from './engine/session'

const base = defaultState(schema)
const stateFor = (id: (typeof SCENES)[number]) => ({ ...base, scene: id })

describe('a link naming the scene', () => {
  const read = (text: string) => readLink(schema, text, clampState, meta.rule, meta.defaultsFor)

  it('runs at the scene’s own restitution when it names no e, silently', () => {
    const { state, issues } = read('scene=stack')
    expect(state.e).toBe(scene('stack').e)
    expect(scene('stack').e).toBe(0.3)
    expect(issues).toEqual([])
  })

  it('opens a comparison preset comparing at 1/60 s, unless the link says otherwise', () => {
    expect(read('scene=tunnel').state.compare).toBe('60')
    expect(read('scene=pack').state.compare).toBe('60')
    expect(read('scene=pack&compare=off').state.compare).toBe('off')
    expect(read('scene=gas-1000').state.compare).toBe('off')
  })

  it('keeps the e it names', () => {
    expect(read('scene=stack&e=0.8').state.e).toBe(0.8)
    expect(read('scene=cradle&e=1').state.e).toBe(1)
  })
})

describe('scenes', () => {
  it.each(SCENES)('%s starts: the engine accepts it, ball 1 fits at its spot', (id) => {
    const s = stateFor(id)
    expect(problemOf(setupOf(s))).toBeNull()
    expect(ball1Fits(s, BALL1_AT)).toBe(true)
  })

  it('gives the gases their numbers of balls, the same on every call', () => {
    expect(scene('gas-1000').balls).toHaveLength(1000)
    expect(scene('gas-10000').balls).toHaveLength(10000)
    expect(scene('gas-1000')).toEqual(scene('gas-1000'))
  })

  it('draws the seeded generator in [0, 1)', () => {
    const r = seeded(7)
    for (let i = 0; i < 1000; i++) {
      const x = r()
      expect(x >= 0 && x < 1).toBe(true)
    }
  })
})

describe('ball 1', () => {
  it('refuses a start overlapping another ball, and the rule puts it back', () => {
    const s = stateFor('cradle')
    expect(ball1Fits(s, { x: 10.5, y: 5 })).toBe(false)
    expect(ball1Fits(s, { x: 0.5, y: 5 })).toBe(false) // through the border
    expect(clampState({ ...s, p1: { x: 10.5, y: 5 } }).p1).toEqual(BALL1_AT)
    expect(clampState({ ...s, p1: { x: 6, y: 5 } }).p1).toEqual({ x: 6, y: 5 })
  })

  it('refuses a start across a wall of the polygon', () => {
    const s = stateFor('polygon')
    expect(ball1Fits(s, { x: 6, y: 12.3 })).toBe(false)
    expect(ball1Fits(s, { x: 6, y: 9 })).toBe(true)
  })
})

describe('totals', () => {
  it('sums energy and momentum, and leaves fixed balls out of the centre of mass', () => {
    const balls = [
      { p: { x: 0, y: 0 }, v: { x: 2, y: 0 }, r: 1, m: 1 },
      { p: { x: 4, y: 0 }, v: { x: 0, y: -1 }, r: 1, m: 3 },
      { p: { x: 9, y: 9 }, v: { x: 0, y: 0 }, r: 1, m: Number.POSITIVE_INFINITY },
    ]
    const t = totalsOf(packBalls(balls), massesOf(balls))
    expect(t).toEqual({
      energy: 3.5,
      momentum: { x: 2, y: -3 },
      com: { x: 3, y: 0 },
      comV: { x: 0.5, y: -0.75 },
    })
  })
})

describe('the cradle', () => {
  it('is exact: after the chain the last ball leaves with ball 1’s velocity, the rest stand still', () => {
    const session = new Session(setupOf(stateFor('cradle')))
    // Ball 1 reaches the first ball (x = 10, touching at 8) at t = 1; the last one meets the wall at 23 − 18 = 5 / 4 s later.
    const r = session.advance(1.5)
    expect(r.events).toBe(5)
    const v = (i: number) => [r.state[4 * i + 2], r.state[4 * i + 3]]
    for (let i = 0; i < 5; i++) expect(v(i)).toEqual([0, 0])
    expect(v(5)).toEqual([4, 0])
    expect(r.energy).toBe(8)
  })
})

describe('the record', () => {
  const run = (id: (typeof SCENES)[number], frames: number) => {
    const s = new Session(setupOf(stateFor(id)))
    const states = [s.seek(0).state.slice()]
    for (let k = 0; k < frames; k++) states.push(s.advance(1 / 60 + (k % 3) * 0.001).state.slice())
    return { s, states }
  }

  it.each([
    ['pool-break', 400],
    ['stack', 400],
    ['gas-1000', 90],
  ] as const)(
    '%s: every scrubbed frame equals the forward run, bit for bit (checkpoints and replays)',
    (id, n) => {
      const { s, states } = run(id, n)
      for (const k of [n, 0, 45, n - 1, 1, 60, 30, 31, 29, Math.floor(n / 2), 359, 361, n - 1])
        if (k <= n) expect(s.seek(k).state, `frame ${k}`).toEqual(states[k])
    },
  )

  it('starts every set-up with the same empty event lists: a drag makes one per move, and the log is memoised on its list', () => {
    const a = startReport(setupOf(base))
    const b = startReport(setupOf({ ...base, p1: { x: base.p1.x - 1, y: base.p1.y } }))
    expect(a.log).toEqual([])
    expect(b.log).toBe(a.log)
    expect(b.fresh).toBe(a.fresh)
  })

  it('counts events per frame and finds the frame of a contact', () => {
    const { s } = run('cradle', 90)
    expect(s.seek(90).events).toBe(5)
    expect(s.seek(s.frameOfTime(1)).events).toBeGreaterThanOrEqual(1)
    expect(s.seek(s.frameOfTime(1) - 1).events).toBe(0)
  })

  it('scrubs by time: a point of the timeline lands on the recorded frame nearest its time, however uneven the frames', () => {
    const s = new Session(setupOf(stateFor('cradle')))
    // Ten short frames, then two long ones: 30 % of the way is 1.5 s, not the fourth frame's 0.4 s.
    for (let k = 0; k < 10; k++) s.advance(0.1)
    s.advance(2)
    const last = s.advance(3)
    expect(last.end).toBeCloseTo(6, 12)
    expect(s.seek(s.nearestFrame(0.3 * last.end)).time).toBeCloseTo(1, 12)
    expect(s.seek(s.nearestFrame(0.34)).time).toBeCloseTo(0.3, 12)
    expect(s.seek(s.nearestFrame(4.4)).time).toBeCloseTo(3, 12)
    expect(s.seek(s.nearestFrame(4.6)).time).toBeCloseTo(6, 12)
    expect(s.seek(s.nearestFrame(0)).time).toBe(0)
    expect(s.seek(s.nearestFrame(99)).frame).toBe(12)
  })

  it('plays on from a scrubbed frame as a new branch', () => {
    const { s } = run('pool-break', 20)
    s.seek(10)
    const r = s.advance(0.5)
    expect(r.frame).toBe(11)
    expect(r.frames).toBe(11)
  })

  it('steps to just after the next contact', () => {
    const s = new Session(setupOf(stateFor('cradle')))
    const r = s.stepToContact()!
    expect(r.events).toBeGreaterThanOrEqual(1)
    expect(r.fresh[0]!.time).toBe(1)
    expect(r.time).toBe(1)
  })

  it('steps one contact at a time: the cradle’s five simultaneous contacts are five steps, replayed exactly', () => {
    const s = new Session(setupOf(stateFor('cradle')))
    const states = [s.seek(0).state.slice()]
    for (let k = 1; k <= 5; k++) {
      const r = s.stepToContact()!
      expect(r.fresh.length, `step ${k}`).toBe(1)
      expect(r.events).toBe(k)
      expect(r.time).toBe(1)
      states.push(r.state.slice())
    }
    // Ball k + 1 is the one moving after step k.
    expect(states[5]![4 * 5 + 2]).toBe(4)
    expect(states[3]![4 * 5 + 2]).toBe(0)
    for (const k of [0, 3, 1, 5, 2]) expect(s.seek(k).state, `frame ${k}`).toEqual(states[k])
  })

  it('stops a slice that runs past its time on the clock, reports it short, and replays it exactly', () => {
    const s = new Session(setupOf(stateFor('gas-1000')))
    let clock = 0
    // Each look at the clock is a second later: every slice stops after its first chunk of events.
    const slow = () => (clock += 1000)
    const states: Float64Array[] = [s.seek(0).state.slice()]
    const shorts: boolean[] = []
    for (let k = 0; k < 6; k++) {
      const r = s.advance(1, slow)
      shorts.push(r.short === true)
      states.push(r.state.slice())
    }
    expect(shorts.every(Boolean)).toBe(true)
    expect(s.seek(6).time).toBeLessThan(6)
    for (const k of [2, 0, 6, 1, 4]) expect(s.seek(k).state, `frame ${k}`).toEqual(states[k])
    const quick = s.advance(1e-3)
    expect(quick.short).toBe(false)
  })

  it('keeps the energy at e = 1 and loses some at e < 1', () => {
    const { s } = run('gas-1000', 60)
    const e0 = s.seek(0).energy
    expect(Math.abs(s.seek(60).energy - e0) / e0).toBeLessThan(1e-12)
    const stack = new Session(setupOf({ ...stateFor('stack'), e: scene('stack').e }))
    for (let k = 0; k < 300; k++) stack.advance(1 / 60)
    expect(stack.seek(300).energy).toBeLessThan(stack.seek(0).energy * 0.999)
  })
})

describe('the predicted contacts', () => {
  it('lists the next contacts in time order, and marks the ones a collision made stale', () => {
    const s = new Session(setupOf(stateFor('cradle')))
    // The engine predicts a ball's contacts only up to its next cell crossing: ball 1 first crosses cells.
    const first = s.seek(0).next!
    expect(first[0]).toMatchObject({ kind: 'cell', a: 0, b: -1, stale: false })
    s.advance(0.99)
    const near = s.seek(1).next!
    expect(near.find((p) => p.kind === 'ball-ball')).toEqual({
      time: 1,
      kind: 'ball-ball',
      a: 0,
      b: 1,
      stale: false,
    })
    for (let i = 1; i < near.length; i++) expect(near[i]!.time).toBeGreaterThanOrEqual(near[i - 1]!.time)
    // Just after the chain (five steps, one contact each) the row's balls have collided: what was
    // predicted for them before is stale.
    for (let k = 0; k < 4; k++) s.stepToContact()
    const after = s.stepToContact()!
    expect(after.next!.some((p) => p.stale)).toBe(true)
    // Only the last ball moves on: its cell crossing is the next live entry.
    expect(after.next!.filter((p) => !p.stale)[0]).toMatchObject({ kind: 'cell', a: 5 })
  })

  it('marks a contact stale when either of its balls collided since, its partner as well as itself', () => {
    const world = createWorld(worldOptions(setupOf(stateFor('cradle'))))
    world.advance(0.99)
    const snap = world.snapshot()
    const at = queuedEvents(snap, 64).findIndex((p) => p.kind === 'ball-ball')
    const { a, b, stale } = queuedEvents(snap, 64)[at]!
    expect(stale).toBe(false)
    // One more collision on the record of a ball: as if it had collided after the prediction.
    const bumped = (ball: number) => {
      const hits = snap.balls.hits.slice()
      hits[ball]! += 1
      return queuedEvents({ ...snap, balls: { ...snap.balls, hits } }, 64)[at]!.stale
    }
    expect([bumped(a), bumped(b)]).toEqual([true, true])
  })

  it('is left out for large scenes', () => {
    expect(new Session(setupOf(stateFor('gas-10000'))).seek(0).next).toBeNull()
  })
})

describe('the worker logic', () => {
  it('answers load, advance, seek and step, and names errors', () => {
    const e = new Engine()
    expect(e.handle({ id: 1, type: 'advance', dt: 1 })).toEqual({
      id: 1,
      type: 'error',
      message: 'no scene loaded',
    })
    const loaded = e.handle({ id: 2, type: 'load', setup: setupOf(stateFor('cradle')) })
    expect(loaded.type === 'frame' && loaded.report.time).toBe(0)
    const bad = e.handle({ id: 3, type: 'advance', dt: -1 })
    expect(bad.type).toBe('error')
    expect(e.handle({ id: 4, type: 'seek', frame: 5 }).type).toBe('error')
    const a = e.handle({ id: 5, type: 'advance', dt: 2 })
    const back = e.handle({ id: 6, type: 'seek-time', time: 2 })
    expect(back.type === 'frame' && a.type === 'frame' && back.report.state).toEqual(
      a.type === 'frame' && a.report.state,
    )
  })
})

describe('the JSON file', () => {
  it('round-trips a set-up, infinite masses included', () => {
    const setup = setupOf(stateFor('pool-break'))
    setup.balls[3] = { ...setup.balls[3]!, m: Number.POSITIVE_INFINITY }
    expect(fromFile(toFile('pool-break', setup))).toEqual({ setup, scene: 'pool-break' })
  })

  it('refuses bad files with a reason', () => {
    const good = JSON.parse(toFile('cradle', setupOf(stateFor('cradle'))))
    const bad = (patch: object) => fromFile(JSON.stringify({ ...good, ...patch }))
    expect(fromFile('{oops')).toEqual({ error: 'This file is not JSON.' })
    expect(bad({ format: 'x' })).toHaveProperty('error', expect.stringContaining(FILE_FORMAT))
    expect(bad({ scene: 'moon' })).toHaveProperty('error', 'Unknown scene "moon".')
    const overlapping = structuredClone(good)
    overlapping.setup.balls[0].p = { x: 10.5, y: 5 }
    expect(fromFile(JSON.stringify(overlapping))).toHaveProperty('error', expect.stringContaining('overlap'))
    const absurd = structuredClone(good)
    absurd.setup.balls[2].r = -1
    expect(fromFile(JSON.stringify(absurd))).toHaveProperty('error', expect.stringContaining('balls[2].r'))
    const none = structuredClone(good)
    none.setup.balls = []
    expect(fromFile(JSON.stringify(none))).toEqual({ error: 'The set-up has no balls.' })
  })
})
