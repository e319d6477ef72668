import { describe, expect, it } from 'vitest'
import { defaultState } from '../../../kit'
import { schema } from '../meta'
import { setupOf } from '../setup/link'
import { type FrameReport, startReport } from '../engine/session'
import { emptySeries, plotLines, recordFrame } from './series'

const start = (p1 = { x: -4, y: 0 }) => startReport(setupOf({ ...defaultState(schema), p1 }))
const at = (r: FrameReport, frame: number, energy = r.energy): FrameReport => ({
  ...r,
  frame,
  frames: Math.max(frame, r.frames),
  time: frame / 60,
  energy,
})
const stepped = (r: FrameReport, energy: number, tunnelled = 0, overlapping = 0): FrameReport => ({
  ...r,
  stepped: {
    time: r.time,
    state: r.state,
    energy,
    momentum: r.momentum,
    contacts: 0,
    tunnelled,
    overlapping,
  },
})

describe('the energy plot’s record', () => {
  it('stays the same object while a drag moves a ball (the plot is memoised on it), and is new when it changes', () => {
    const a = recordFrame(emptySeries(), start())
    // Every move of a drag starts the record again with the same totals.
    expect(recordFrame(a, start({ x: -3, y: 1 }))).toBe(a)
    const b = recordFrame(a, at(start(), 1))
    expect(b).not.toBe(a)
    expect(b.time).toEqual([0, 1 / 60])
    expect(recordFrame(b, at(start(), 1))).toBe(b)
    expect(recordFrame(b, at(start(), 1, 7))).not.toBe(b)
  })

  it('starts again at a new set-up’s frame 0, frame-stepped values too; a dropped branch goes', () => {
    let s = recordFrame(emptySeries(), stepped(start(), 3))
    s = recordFrame(s, stepped(at(start(), 1), 3))
    s = recordFrame(s, stepped(at(start(), 2), 3))
    expect(s.stepped.energy).toEqual([3, 3, 3])
    // Back to frame 1 and on from there: frame 2 of the old branch goes.
    s = recordFrame(s, { ...at(start(), 1), frames: 1 })
    expect(s.time).toHaveLength(2)
    expect(s.stepped.energy).toHaveLength(2)
    const restarted = recordFrame(s, start())
    expect(restarted).not.toBe(s)
    expect(restarted.time).toEqual([0])
    expect(restarted.stepped).toEqual({ energy: [], px: [], py: [], tunnelled: [], overlapping: [] })
    expect(plotLines(restarted).stepped.energy).toEqual([])
  })
})

describe('the frame-stepping plot', () => {
  it('draws the contacts missed so far and the pairs overlapping at each compared frame, the axis to the largest', () => {
    let s = recordFrame(emptySeries(), stepped(start(), 3))
    s = recordFrame(s, stepped(at(start(), 1), 3, 2, 5))
    s = recordFrame(s, stepped(at(start(), 2), 3, 7, 1))
    const p = plotLines(s)
    expect(p.stepped.tunnelled).toEqual([
      { x: 0, y: 0 },
      { x: 1 / 60, y: 2 },
      { x: 2 / 60, y: 7 },
    ])
    expect(p.stepped.overlapping.map((q) => q.y)).toEqual([0, 5, 1])
    expect(p.countMax).toBe(7)
  })
})
