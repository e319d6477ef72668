import { describe, expect, it } from 'vitest'
import { defaultState } from '../../../kit'
import { type FrameReport, startReport } from '../engine/session'
import { schema } from '../meta'
import { setupOf } from '../setup/link'
import { ballLines, quantityOf } from './ballLines'
import { plotted, tonesOf } from './ballSeries'
import { EVERY_BALL_KEPT_UP_TO, emptySeries, recordFrame } from './series'

/** A report of `n` balls at frame `frame`, ball k moving at (k + frame, −k). */
function report(n: number, frame: number): FrameReport {
  const state = new Float64Array(4 * n)
  for (let k = 0; k < n; k++) {
    state[4 * k + 2] = k + frame
    state[4 * k + 3] = -k
  }
  return { ...startReport(setupOf(defaultState(schema))), state, frame, frames: frame, time: frame / 10 }
}

describe('the chosen balls’ record', () => {
  it('keeps every ball of a small scene from the start, so a ball ticked later shows its whole run', () => {
    let s = emptySeries()
    for (let f = 0; f <= 3; f++) s = recordFrame(s, report(5, f))
    expect(s.balls.size).toBe(5)
    expect(s.balls.get(4)).toEqual({ vx: [4, 5, 6, 7], vy: [-4, -4, -4, -4] })
  })

  it('keeps only the chosen balls of a gas, from the frame they were chosen', () => {
    const n = EVERY_BALL_KEPT_UP_TO + 1
    let s = emptySeries()
    s = recordFrame(s, report(n, 0), [7])
    s = recordFrame(s, report(n, 1), [7, 9])
    expect([...s.balls.keys()]).toEqual([7, 9])
    expect(s.balls.get(9)!.vx[0]).toBeUndefined()
    expect(s.balls.get(9)!.vx[1]).toBe(10)
  })

  it('starts again with a new set-up, and drops the frames of a dropped branch', () => {
    let s = emptySeries()
    for (let f = 0; f <= 3; f++) s = recordFrame(s, report(5, f))
    s = recordFrame(s, { ...report(5, 1), frames: 1 })
    expect(s.balls.get(1)!.vx).toEqual([1, 2])
    s = recordFrame(s, report(3, 0))
    expect([...s.balls.keys()]).toEqual([0, 1, 2])
    expect(s.balls.get(2)!.vx).toEqual([2])
  })

  it('is the same object when a frame changes nothing (the plot is memoised on it)', () => {
    const s = recordFrame(emptySeries(), report(2, 0))
    expect(recordFrame(s, report(2, 0))).toBe(s)
  })
})

describe('the chosen balls’ plot', () => {
  it('plots the ticked balls, else the selected one; ball 1 blue, the others in their own tones', () => {
    expect(plotted([], 3)).toEqual([3])
    expect(plotted([1, 4], 3)).toEqual([1, 4])
    expect(tonesOf([3, 0, 1, 2])).toEqual(['b', 'a', 'c', 'd'])
    expect(tonesOf([4, 3, 1, 2])).toEqual(['b', 'c', 'd', 'accent'])
  })

  it('works out speed, velocity and momentum in SI units; a fixed ball has no momentum', () => {
    expect(quantityOf('speed', 2, 3, -4)).toBe(5)
    expect(quantityOf('vy', 2, 3, -4)).toBe(-4)
    expect(quantityOf('p', 2, 3, -4)).toBe(10)
    expect(quantityOf('px', 2, 3, -4)).toBe(6)
    expect(quantityOf('py', 2, 3, -4)).toBe(-8)
    expect(quantityOf('px', Number.POSITIVE_INFINITY, 0, 0)).toBeNull()
    expect(quantityOf('vx', Number.POSITIVE_INFINITY, 0, 0)).toBe(0)
  })

  it('gives each ball’s line against time and the range over every frame', () => {
    let s = emptySeries()
    for (let f = 0; f <= 4; f++) s = recordFrame(s, report(3, f))
    const masses = new Float64Array([1, 2, 3])
    const p = ballLines(s, [0, 2], masses, 'px')
    expect(p.lines.map((l) => [l.k, l.tone])).toEqual([
      [0, 'a'],
      [2, 'b'],
    ])
    // Each change a step at the frame that first shows it.
    expect(p.lines[1]!.points.slice(0, 4)).toEqual([
      { x: 0, y: 6 },
      { x: 0.1, y: 6 },
      { x: 0.1, y: 9 },
      { x: 0.2, y: 9 },
    ])
    expect(p.lines[1]!.points).toHaveLength(9)
    expect([p.tMax, p.lo, p.hi]).toEqual([0.4, 0, 18])
    // At most `points` per line, the last frame always kept, the range still over every frame.
    const few = ballLines(s, [2], masses, 'vx', 2)
    expect([...new Set(few.lines[0]!.points.map((q) => q.x))]).toEqual([0, 0.3, 0.4])
    expect(few.hi).toBe(6)
    // Speeds start the axis at 0; a ball with nothing kept draws nothing.
    expect(ballLines(s, [1], masses, 'speed').lo).toBe(0)
    expect(ballLines(emptySeries(), [1], masses, 'vy')).toMatchObject({ lo: 0, hi: 1, tMax: 0 })
  })
})
