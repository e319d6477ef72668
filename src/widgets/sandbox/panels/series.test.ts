import { describe, expect, it } from 'vitest'
import { defaultState } from '../../../kit'
import { schema } from '../meta'
import { massesOf } from '../model'
import { setupOf } from '../setup/link'
import { type FrameReport, Session, startReport } from '../engine/session'
import { seriesCsv } from './csv'
import { RESOLUTION, type Series, emptySeries, recordFrame } from './series'
import { plotLines } from './seriesLines'

const setupFor = (scene: 'pool-break' | 'stack' | 'cradle', e?: number) =>
  setupOf({ ...defaultState(schema), scene, ...(e === undefined ? {} : { e }) })

/** The record of a run to `until` s in frames of the lengths `dts` (repeated), every reply recorded. */
function run(scene: 'pool-break' | 'stack', dts: number[], until: number, e?: number) {
  const setup = setupFor(scene, e)
  const masses = massesOf(setup.balls)
  const session = new Session(setup)
  let s = recordFrame(emptySeries(), session.seek(0), masses)
  const contacts: { time: number; kind: string }[] = []
  for (let i = 0; session.seek(session.current).time < until - 1e-9; i++) {
    const r = session.advance(
      Math.min(dts[i % dts.length]!, until - session.seek(session.current).time),
      () => 0,
    )
    for (const c of r.fresh) contacts.push(c)
    s = recordFrame(s, r, masses)
  }
  return { s, masses, session, contacts }
}

const close = (a: readonly number[], b: readonly number[]) => {
  expect(a).toHaveLength(b.length)
  for (const [i, x] of a.entries())
    expect(Math.abs(x - b[i]!)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(x)))
}

describe('the record of energy and momentum, sampled at the contacts', () => {
  it('is the same at 60 frames a second and at irregular frames: the same change times, the same values, the same CSV rows', () => {
    const even = run('pool-break', [1 / 60], 4)
    const ragged = run('pool-break', [1 / 23, 0.007, 1 / 47, 0.031], 4)
    expect(even.s.time.length).toBeGreaterThan(3)
    expect(ragged.s.time).toEqual(even.s.time)
    close(ragged.s.energy, even.s.energy)
    close(ragged.s.px, even.s.px)
    close(ragged.s.py, even.s.py)
    // All but the end's row: the runs end at 4 and 3.99999999999999 s (their frames' sums).
    const rows = (s: Series) =>
      seriesCsv(s)
        .split('\r\n')
        .slice(0, -2)
        .map((l) => l.split(',').slice(0, 2).join(','))
    expect(rows(ragged.s)).toEqual(rows(even.s))
  })

  it('changes the total momentum at the walls’ contacts, at their times, and nowhere else (ball-ball contacts keep it)', () => {
    const { s, contacts } = run('pool-break', [1 / 60], 4)
    const walls = contacts.filter((c) => c.kind === 'ball-wall').map((c) => c.time)
    expect(walls.length).toBeGreaterThan(0)
    // Every change of px after the start is at a wall contact (merged with those within RESOLUTION).
    for (let i = 1; i < s.time.length; i++) {
      if (s.px[i] === s.px[i - 1] && s.py[i] === s.py[i - 1]) continue
      expect(walls.some((t) => t >= s.time[i]! && t - s.time[i]! < RESOLUTION)).toBe(true)
    }
    // Before the first wall contact the momentum is the start's, 4 kg·m/s, however many balls met.
    const first = s.time.findIndex((t) => t >= walls[0]!)
    expect(s.px.slice(0, first).every((p) => p === 4)).toBe(true)
    expect(s.px[first]).not.toBe(4)
    // The plot draws a step there: the old value and the new at the same time.
    const { px } = plotLines(s)
    const at = px.findIndex((q) => q.x === s.time[first])
    expect(px[at]).toEqual({ x: s.time[first], y: 4 })
    expect(px[at + 1]).toEqual({ x: s.time[first], y: s.px[first] })
  })

  it('ends each frame on the engine’s exact totals, and loses energy at inelastic contacts, each a step', () => {
    // The stack's first contacts come after 3.5 s.
    const { s, session } = run('stack', [1 / 60], 5, 0.3)
    const end = session.seek(session.current)
    expect(s.energy.at(-1)).toBe(end.energy)
    expect(s.px.at(-1)).toBe(end.momentum.x)
    expect(s.energy.length).toBeGreaterThan(3)
    for (let i = 1; i < s.energy.length; i++)
      expect(s.energy[i]!).toBeLessThanOrEqual(s.energy[i - 1]! * (1 + 1e-12))
  })

  it('writes a CSV row just before and just after each change, at its time', () => {
    const setup = setupFor('pool-break')
    const masses = massesOf(setup.balls)
    const session = new Session(setup)
    let s = recordFrame(emptySeries(), session.seek(0), masses)
    let r: FrameReport | null = null
    for (let k = 0; k < 40; k++) {
      r = session.stepToContact()
      if (!r) break
      s = recordFrame(s, r, masses)
      if (r.fresh.some((c) => c.kind === 'ball-wall')) break
    }
    const wall = r!.fresh.find((c) => c.kind === 'ball-wall')!
    const rows = seriesCsv(s)
      .trim()
      .split('\r\n')
      .map((l) => l.split(','))
    expect(rows[1]!.slice(0, 2)).toEqual(['0', 'start'])
    const before = rows.at(-2)!
    const after = rows.at(-1)!
    expect([before[0], before[1], before[3]]).toEqual([String(wall.time), 'just before', '4'])
    expect([after[0], after[1], Number(after[3])]).toEqual([String(wall.time), 'just after', r!.momentum.x])
  })

  it('drops a dropped branch: scrubbed back and stepped, the record is a fresh run’s', () => {
    const setup = setupFor('pool-break')
    const masses = massesOf(setup.balls)
    const session = new Session(setup)
    let s = recordFrame(emptySeries(), session.seek(0), masses)
    for (let k = 0; k < 120; k++)
      s = recordFrame(
        s,
        session.advance(1 / 30, () => 0),
        masses,
      )
    s = recordFrame(s, session.seek(30), masses)
    for (let k = 0; k < 10; k++) s = recordFrame(s, session.stepToContact()!, masses)
    // The same run, recorded once.
    const fresh = new Session(setup)
    let f = recordFrame(emptySeries(), fresh.seek(0), masses)
    for (let k = 0; k < 30; k++)
      f = recordFrame(
        f,
        fresh.advance(1 / 30, () => 0),
        masses,
      )
    for (let k = 0; k < 10; k++) f = recordFrame(f, fresh.stepToContact()!, masses)
    expect(s.time).toEqual(f.time)
    close(s.px, f.px)
    close(s.energy, f.energy)
    expect(s.frames).toEqual(f.frames)
  })

  it('marks a jump past frames never seen as a gap, drawn straight', () => {
    const setup = setupFor('pool-break')
    const masses = massesOf(setup.balls)
    const session = new Session(setup)
    let s = recordFrame(emptySeries(), session.seek(0), masses)
    for (let k = 0; k < 120; k++) session.advance(1 / 30, () => 0)
    s = recordFrame(s, session.seek(120), masses)
    expect(s.gap).toEqual([false, true])
    const { px } = plotLines(s)
    expect(px).toEqual([
      { x: 0, y: 4 },
      { x: s.time[1], y: s.px[1] },
    ])
  })

  it('stays the same object while a drag moves a ball (the plot is memoised on it), and is new when a velocity changes', () => {
    const setup = setupFor('pool-break')
    const masses = massesOf(setup.balls)
    const a = recordFrame(emptySeries(), startReport(setup), masses)
    const moved = { ...setup, balls: setup.balls.map((b, k) => (k === 0 ? { ...b, p: { x: 3, y: 5 } } : b)) }
    expect(recordFrame(a, startReport(moved), masses)).toBe(a)
    const faster = { ...setup, balls: setup.balls.map((b, k) => (k === 0 ? { ...b, v: { x: 5, y: 0 } } : b)) }
    expect(recordFrame(a, startReport(faster), masses)).not.toBe(a)
  })
})

describe('the frame-stepping plot', () => {
  it('draws the contacts missed so far and the pairs overlapping as steps at the compared frames, the axis to the largest', () => {
    const setup = setupFor('pool-break')
    const masses = massesOf(setup.balls)
    const stepped = (r: FrameReport, tunnelled: number, overlapping: number): FrameReport => ({
      ...r,
      stepped: {
        time: r.time,
        state: r.state,
        energy: r.energy,
        momentum: r.momentum,
        contacts: 0,
        tunnelled,
        overlapping,
      },
    })
    const session = new Session(setup)
    let s = recordFrame(emptySeries(), stepped(session.seek(0), 0, 0), masses)
    s = recordFrame(
      s,
      stepped(
        session.advance(0.1, () => 0),
        2,
        5,
      ),
      masses,
    )
    s = recordFrame(
      s,
      stepped(
        session.advance(0.1, () => 0),
        7,
        1,
      ),
      masses,
    )
    const p = plotLines(s)
    expect(p.stepped.tunnelled).toEqual([
      { x: 0, y: 0 },
      { x: s.frames[1], y: 0 },
      { x: s.frames[1], y: 2 },
      { x: s.frames[2], y: 2 },
      { x: s.frames[2], y: 7 },
    ])
    expect(p.stepped.overlapping.at(-1)).toEqual({ x: s.frames[2], y: 1 })
    expect(p.countMax).toBe(7)
  })
})
