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

const masses = (n: number) => new Float64Array(n).fill(1)

describe('the chosen balls’ record', () => {
  it('keeps every ball of a small scene from the start, so a ball ticked later shows its whole run', () => {
    let s = emptySeries()
    for (let f = 0; f <= 3; f++) s = recordFrame(s, report(5, f), masses(5))
    expect(s.balls.size).toBe(5)
    expect(s.balls.get(4)).toEqual({
      time: [0, 0.1, 0.2, 0.3],
      gap: [false, false, false, false],
      vx: [4, 5, 6, 7],
      vy: [-4, -4, -4, -4],
    })
  })

  it('keeps only the chosen balls of a gas, from the frame they were chosen', () => {
    const n = EVERY_BALL_KEPT_UP_TO + 1
    let s = emptySeries()
    s = recordFrame(s, report(n, 0), masses(n), [7])
    s = recordFrame(s, report(n, 1), masses(n), [7, 9])
    expect([...s.balls.keys()]).toEqual([7, 9])
    expect(s.balls.get(9)).toMatchObject({ time: [0.1], vx: [10] })
  })

  it('starts again with a new set-up, and drops the frames of a dropped branch', () => {
    let s = emptySeries()
    for (let f = 0; f <= 3; f++) s = recordFrame(s, report(5, f), masses(5))
    // Back to frame 1 (a scrub), then on from there at another time: frames 2 and 3 go.
    s = recordFrame(s, { ...report(5, 1), frames: 3 }, masses(5))
    s = recordFrame(s, { ...report(5, 2), time: 0.15 }, masses(5))
    expect(s.balls.get(1)).toMatchObject({ time: [0, 0.1, 0.15], vx: [1, 2, 3] })
    s = recordFrame(s, report(3, 0), masses(3))
    expect([...s.balls.keys()]).toEqual([0, 1, 2])
    expect(s.balls.get(2)!.vx).toEqual([2])
  })

  it('is the same object when a frame changes nothing (the plot is memoised on it)', () => {
    const s = recordFrame(emptySeries(), report(2, 0), masses(2))
    expect(recordFrame(s, report(2, 0), masses(2))).toBe(s)
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
    for (let f = 0; f <= 4; f++) s = recordFrame(s, report(3, f), masses(3))
    const m = new Float64Array([1, 2, 3])
    const p = ballLines(s, [0, 2], m, 'px')
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
    // Speeds start the axis at 0; a ball with nothing kept draws nothing.
    expect(ballLines(s, [1], m, 'speed').lo).toBe(0)
    expect(ballLines(emptySeries(), [1], m, 'vy')).toMatchObject({ lo: 0, hi: 1, tMax: 0 })
  })
})
