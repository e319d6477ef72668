import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Ball, createWorld } from '../../../core'
import { COMPARE_UP_TO, Comparer, SteppedRun } from './compare'
import { emptySeries, plotLines, recordFrame } from '../panels/series'
import { Engine, type FrameReport } from './session'
import { type Setup, massesOf, setupOf, totalsOf } from '../model'
import { defaultState } from '../../../kit'
import { schema } from '../meta'
import { SteppedEngine } from './steppedEngine'

const DT = 1 / 60
const ball = (x: number, y: number, vx: number, vy: number, r: number, m = 1): Ball => ({
  p: { x, y },
  v: { x: vx, y: vy },
  r,
  m,
})
const open = (balls: Ball[], walls: Setup['walls'] = [], restitution = 1): Setup => ({
  balls,
  walls,
  box: { min: { x: -100, y: -100 }, max: { x: 100, y: 100 } },
  border: false,
  restitution,
})
const momentum = (e: SteppedEngine, masses: Float64Array) => totalsOf(e.state(), masses).momentum

describe('the frame-stepped engine', () => {
  it('refuses a step that is not a positive finite number, and an empty scene', () => {
    const s = open([ball(0, 0, 1, 0, 1)])
    for (const dt of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => new SteppedEngine(s, dt)).toThrow(/dt/)
    expect(() => new SteppedEngine(open([]), DT)).toThrow(/balls/)
  })

  it('conserves momentum at every contact it resolves, whatever the masses and restitution', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: -0.9, max: 0.9, noNaN: true }),
        fc.double({ min: 3, max: 30, noNaN: true }),
        (ma, mb, e, offset, speed) => {
          // Apart before the step (speed ≥ 3 sees to it), overlapping and approaching after it.
          const c = 0.9 * Math.sqrt(1 - offset * offset)
          const balls = [
            ball(-speed * DT, 0, speed, 0, 0.5, ma),
            ball(c + speed * DT, offset, -speed, 0, 0.5, mb),
          ]
          const eng = new SteppedEngine(open(balls, [], e), DT)
          const masses = massesOf(balls)
          const before = momentum(eng, masses)
          eng.step()
          expect(eng.contacts).toBe(1)
          const after = momentum(eng, masses)
          const scale = (ma + mb) * speed
          expect(Math.abs(after.x - before.x)).toBeLessThan(1e-12 * scale)
          expect(Math.abs(after.y - before.y)).toBeLessThan(1e-12 * scale)
          // ...and pushes the pair apart: a single pair never ends a step overlapping.
          expect(eng.overlapping).toBe(0)
        },
      ),
    )
  })

  it('keeps the energy of an elastic contact and loses (1 − e²) of the approach for e < 1', () => {
    const balls = [ball(0, 0, 3, 0, 0.5), ball(1.02, 0, -3, 0, 0.5)]
    const masses = massesOf(balls)
    const elastic = new SteppedEngine(open(balls), DT)
    const e0 = totalsOf(elastic.state(), masses).energy
    elastic.step()
    expect(totalsOf(elastic.state(), masses).energy).toBeCloseTo(e0, 12)
    const half = new SteppedEngine(open(balls, [], 0.5), DT)
    half.step()
    expect(totalsOf(half.state(), masses).energy).toBeCloseTo(0.25 * e0, 12)
  })

  it('tunnels a fast small ball through a thin wall the exact engine bounces it off', () => {
    // 1 unit per step, the wall 0.5 ahead: before the step the ball is clear of it, after it too.
    const wall: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 2, y: -5 },
      { x: 2, y: 5 },
    ]
    const s = open([ball(1.5, 0, 60, 0, 0.1)], [wall])
    const stepped = new SteppedEngine(s, DT)
    stepped.advanceTo(0.1)
    expect(stepped.state()[0]).toBeGreaterThan(2)
    expect(stepped.tunnelled).toBe(1)
    expect(stepped.contacts).toBe(0)
    const exact = createWorld({ balls: s.balls, walls: s.walls })
    expect(exact.advance(0.1)).toHaveLength(1)
    expect(exact.balls()[0]!.p.x).toBeLessThan(2)
  })

  it('tunnels a fast small ball through another ball the exact engine makes it hit', () => {
    const s = open([ball(0, 0, 60, 0, 0.1), ball(0.5, 0.05, 0, 0, 0.2)])
    const stepped = new SteppedEngine(s, DT)
    stepped.step()
    expect(stepped.tunnelled).toBe(1)
    expect(stepped.contacts).toBe(0)
    // The target never moved: nothing hit it.
    expect(stepped.state()[6]).toBe(0)
    const exact = createWorld({ balls: s.balls })
    expect(exact.advance(DT)).toHaveLength(1)
    expect(exact.balls()[1]!.v.x).toBeGreaterThan(0)
  })

  it('sees slow contacts: nothing tunnels in a pool break at 60 steps a second', () => {
    const s = setupOf(defaultState(schema))
    const stepped = new SteppedEngine(s, DT)
    stepped.advanceTo(5)
    expect(stepped.contacts).toBeGreaterThan(10)
    expect(stepped.tunnelled).toBe(0)
  })

  it('leaves a row overlapping where pushing one pair apart pushes into the next', () => {
    // A reaches B, which touches C: pushing B off A pushes it into C, a pair already examined.
    const s = open([ball(0, 0, 6, 0, 0.5), ball(1.0625, 0, 0, 0, 0.5), ball(2.0625, 0, 0, 0, 0.5)])
    const stepped = new SteppedEngine(s, DT)
    expect(stepped.overlapping).toBe(0)
    stepped.step()
    expect(stepped.contacts).toBe(1)
    expect(stepped.overlapping).toBe(1)
  })

  it('bounces off the border and keeps every ball inside it', () => {
    const s = {
      ...open([ball(0, 0, 30, -20, 0.5)]),
      border: true,
      box: { min: { x: -1, y: -1 }, max: { x: 1, y: 1 } },
    }
    const stepped = new SteppedEngine(s, DT)
    stepped.advanceTo(2)
    const [x, y] = stepped.state()
    expect(Math.abs(x!)).toBeLessThanOrEqual(0.5)
    expect(Math.abs(y!)).toBeLessThanOrEqual(0.5)
    expect(stepped.contacts).toBeGreaterThan(10)
  })
})

describe('the stepped run beside the exact one', () => {
  it('follows the clock back and forth to the same state, bit for bit', () => {
    const s = setupOf({ ...defaultState(schema), scene: 'gas-1000' })
    const run = new SteppedRun(s, DT)
    const at3 = run.at(3)
    const at5 = run.at(5)
    expect(at5.time).toBeCloseTo(5, 12)
    const back = run.at(3)
    expect(back.state).toEqual(at3.state)
    expect(back.tunnelled).toBe(at3.tunnelled)
    expect(back.overlapping).toBe(at3.overlapping)
    expect(run.at(5).state).toEqual(at5.state)
    expect(run.at(0).state).toEqual(new SteppedEngine(s, DT).state())
  })
})

describe('the worker’s comparison', () => {
  const load = (engine: Engine, scene: 'pool-break' | 'gas-10000') =>
    engine.handle({ id: 1, type: 'load', setup: setupOf({ ...defaultState(schema), scene }) })
  const frame = (reply: ReturnType<Engine['handle']>): FrameReport => {
    if (reply.type !== 'frame') throw new Error(`expected a frame, got ${reply.type}`)
    return reply.report
  }

  it('sends the stepped run beside every frame once asked, on the same clock, and stops when asked', () => {
    const engine = new Engine(new Comparer())
    expect(frame(load(engine, 'pool-break')).stepped).toBeUndefined()
    const on = frame(engine.handle({ id: 2, type: 'compare', dt: DT }))
    expect(on.stepped).toMatchObject({ time: 0, tunnelled: 0, overlapping: 0 })
    const later = frame(engine.handle({ id: 3, type: 'advance', dt: 0.5 }))
    const st = later.stepped
    if (!st || !('state' in st)) throw new Error('no stepped run')
    expect(st.time).toBeCloseTo(0.5, 12)
    expect(st.energy).toBeCloseTo(later.energy, 12)
    // Before any contact both engines have ball 1 at the same place, to a step's rounding.
    expect(st.state[0]).toBeCloseTo(later.state[0]!, 9)
    // The stepped run follows a seek back to the start.
    const back = frame(engine.handle({ id: 4, type: 'seek', frame: 0 }))
    expect(back.stepped).toMatchObject({ time: 0 })
    expect(frame(engine.handle({ id: 5, type: 'compare', dt: null })).stepped).toBeUndefined()
  })

  it('refuses scenes larger than it compares, in words', () => {
    const engine = new Engine(new Comparer())
    load(engine, 'gas-10000')
    const r = frame(engine.handle({ id: 2, type: 'compare', dt: DT }))
    expect(r.stepped).toEqual({ refused: expect.stringContaining(COMPARE_UP_TO.toLocaleString('en')) })
  })

  it('plots both engines’ totals on the same scales', () => {
    const engine = new Engine(new Comparer())
    const series = emptySeries()
    recordFrame(series, frame(load(engine, 'pool-break')))
    expect(plotLines(series, 4).stepped.energy).toEqual([])
    recordFrame(series, frame(engine.handle({ id: 2, type: 'compare', dt: DT })))
    for (let k = 0; k < 5; k++)
      recordFrame(series, frame(engine.handle({ id: 3 + k, type: 'advance', dt: 0.1 })))
    const p = plotLines(series, 4)
    expect(p.stepped.energy).toHaveLength(6)
    // Elastic and before any contact: both energies are the largest, 1 on the plot's scale.
    expect(p.stepped.energy.every((q) => q.y === 1)).toBe(true)
    expect(p.stepped.px.map((q) => q.y)).toEqual(p.px.map((q) => q.y))
  })
})
