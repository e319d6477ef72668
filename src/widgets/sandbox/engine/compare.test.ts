import { describe, expect, it } from 'vitest'
import { SteppedEngine } from '../../../core'
import { COMPARE_UP_TO, Comparer, SteppedRun } from './compare'
import { emptySeries, recordFrame } from '../panels/series'
import { plotLines } from '../panels/seriesLines'
import { massesOf, totalsOf } from '../model'
import { Engine, type FrameReport, Session } from './session'
import { worldOptions } from '../model'
import { setupOf } from '../setup/link'
import { defaultState } from '../../../kit'
import { schema } from '../meta'

const DT = 1 / 60

/** The set-up's balls at the positions and velocities of a packed state. */
const ballsOf = (state: Float64Array, s: { balls: { r: number; m: number }[] }) =>
  s.balls.map((b, k) => ({
    ...b,
    p: { x: state[4 * k]!, y: state[4 * k + 1]! },
    v: { x: state[4 * k + 2]!, y: state[4 * k + 3]! },
  }))
describe('the frame-stepped engine on the sandbox’s scenes', () => {
  it('sees slow contacts: nothing tunnels in a pool break at 60 steps a second', () => {
    const s = setupOf(defaultState(schema))
    const stepped = new SteppedEngine(worldOptions(s), DT)
    stepped.advanceTo(5)
    expect(stepped.contacts).toBeGreaterThan(10)
    expect(stepped.tunnelled).toBe(0)
  })

  // The presets where it fails plainly, at the comparison's first step of 1/60 s.
  const presetSetup = (scene: 'tunnel' | 'pack') => setupOf({ ...defaultState(schema), scene })
  const movingRightOf = (state: Float64Array, s: ReturnType<typeof presetSetup>, x: number) =>
    s.balls.filter((b, k) => b.m !== Number.POSITIVE_INFINITY && state[4 * k]! > x).length

  it('tunnel: the exact engine keeps every ball left of the wall; frame stepping lets balls through it', () => {
    const s = presetSetup('tunnel')
    const exact = new Session(s)
    let report = exact.advance(0)
    for (let k = 0; k < 60; k++) report = exact.advance(1 / 30)
    expect(report.events).toBeGreaterThan(50)
    expect(movingRightOf(report.state, s, 12)).toBe(0)
    const stepped = new SteppedEngine(worldOptions(s), DT)
    stepped.advanceTo(2)
    expect(stepped.tunnelled).toBeGreaterThan(10)
    expect(movingRightOf(stepped.state(), s, 12)).toBeGreaterThan(3)
  })

  it('pack: frame stepping ends its steps with dozens of pairs overlapping, the exact engine with none', () => {
    const s = presetSetup('pack')
    const stepped = new SteppedEngine(worldOptions(s), DT)
    expect(stepped.overlapping).toBe(0)
    stepped.advanceTo(0.5)
    expect(stepped.overlapping).toBeGreaterThan(20)
    const exact = new SteppedEngine(
      worldOptions({ ...s, balls: ballsOf(new Session(s).advance(0.5).state, s) }),
      DT,
    )
    expect(exact.overlapping).toBe(0)
  })

  it('pack: the comparison’s stepper pushes overlaps apart with a velocity, and the pack’s energy climbs; moving them apart makes none', () => {
    const s = presetSetup('pack')
    const masses = massesOf(s.balls)
    const start = totalsOf(new SteppedRun(s, DT).at(0).state, masses).energy
    expect(new SteppedRun(s, DT).at(1).energy).toBeGreaterThan(10 * start)
    const moved = new SteppedEngine(worldOptions(s), DT)
    moved.advanceTo(1)
    expect(totalsOf(moved.state(), masses).energy / start - 1).toBeLessThan(1e-9)
    // The other scenes at 60 steps a second: a little energy, a few per cent at most.
    for (const scene of ['pool-break', 'cradle', 'gas-1000'] as const) {
      const run = new SteppedRun(setupOf({ ...defaultState(schema), scene }), DT)
      const e0 = run.at(0).energy
      expect(Math.abs(run.at(5).energy / e0 - 1)).toBeLessThan(0.03)
    }
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
    expect(run.at(0).state).toEqual(new SteppedEngine(worldOptions(s), DT).state())
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
    const first = frame(load(engine, 'pool-break'))
    const masses = massesOf(setupOf({ ...defaultState(schema), scene: 'pool-break' }).balls)
    let series = recordFrame(emptySeries(), first, masses)
    expect(plotLines(series).stepped.energy).toEqual([])
    series = recordFrame(series, frame(engine.handle({ id: 2, type: 'compare', dt: DT })), masses)
    for (let k = 0; k < 5; k++)
      series = recordFrame(series, frame(engine.handle({ id: 3 + k, type: 'advance', dt: 0.1 })), masses)
    const p = plotLines(series)
    expect(series.stepped.time).toHaveLength(6)
    // Elastic and before any contact: both energies are the start's, the largest (the axis's top).
    expect(p.stepped.energy.every((q) => q.y === p.eMax && q.y === p.energy[0]!.y)).toBe(true)
    expect(p.stepped.px.every((q) => q.y === p.px[0]!.y)).toBe(true)
  })
})
