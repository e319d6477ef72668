import { describe, expect, it } from 'vitest'
import { MAX_LAPS, STOPPED, lapWatch, reading, startWatch, stopWatch } from './stopwatch'

describe('the stopwatch on simulated time', () => {
  it('counts simulated time between start and stop, and on from there after a restart', () => {
    let w = startWatch(STOPPED, 1.5)
    expect(reading(w, 1.5)).toBe(0)
    expect(reading(w, 2.75)).toBe(1.25)
    // A second start while running changes nothing.
    expect(startWatch(w, 2)).toBe(w)
    w = stopWatch(w, 3)
    expect(reading(w, 10)).toBe(1.5)
    expect(stopWatch(w, 11)).toBe(w)
    w = startWatch(w, 10)
    expect(reading(w, 10.5)).toBe(2)
  })

  it('keeps laps in order as readings, and runs on', () => {
    let w = startWatch(STOPPED, 0)
    w = lapWatch(w, 0.5)
    w = lapWatch(w, 1.25)
    expect(w.laps).toEqual([0.5, 1.25])
    expect(reading(w, 2)).toBe(2)
    for (let k = 0; k < MAX_LAPS + 5; k++) w = lapWatch(w, 3 + k)
    expect(w.laps).toHaveLength(MAX_LAPS)
    expect(w.laps.at(-1)).toBe(3 + MAX_LAPS + 4)
  })

  it('counts back when the timeline goes back, never below 0', () => {
    const w = startWatch({ ...STOPPED, counted: 1 }, 5)
    expect(reading(w, 4.5)).toBe(0.5)
    expect(reading(w, 2)).toBe(0)
  })
})
