// The recorded series drawn and read: step lines for the plots and the change at a time for the
// CSV. Apart from series.ts, which records from the start, so that only the panels loaded on
// opening them carry it (the sandbox's embed is at its size budget).
import type { Vec2 } from '../../../core'
import { type Series, endOf } from './series'

/**
 * A quantity's change points as a step line to tEnd: flat between changes, a vertical jump at each
 * (a straight line across a gap, whose time is not known). Beyond `most` changes they are grouped
 * by time into about most / 4 columns, each drawn as its whole range at its first change, so a peak
 * between the points drawn still shows.
 */
export function stepLine(
  time: readonly number[],
  gap: readonly boolean[] | null,
  value: (i: number) => number | null,
  tEnd: number,
  most = 600,
): Vec2[] {
  const pts: Vec2[] = []
  const n = time.length
  let prev: number | null = null
  if (n <= most) {
    for (let i = 0; i < n; i++) {
      const y = value(i)
      if (y === null) continue
      if (prev !== null && !gap?.[i]) pts.push({ x: time[i]!, y: prev })
      pts.push({ x: time[i]!, y })
      prev = y
    }
  } else {
    const columns = Math.max(1, Math.floor(most / 4))
    const width = (tEnd - time[0]!) / columns || 1
    let i = 0
    while (i < n) {
      const column = Math.floor((time[i]! - time[0]!) / width)
      const x = time[i]!
      let lo = Number.POSITIVE_INFINITY
      let hi = Number.NEGATIVE_INFINITY
      let y: number | null = null
      for (; i < n && Math.floor((time[i]! - time[0]!) / width) === column; i++) {
        const yi = value(i)
        if (yi === null) continue
        lo = Math.min(lo, yi)
        hi = Math.max(hi, yi)
        y = yi
      }
      if (y === null) continue
      if (prev !== null) pts.push({ x, y: prev })
      pts.push({ x, y: lo }, { x, y: hi }, { x, y })
      prev = y
    }
  }
  if (prev !== null && tEnd > (pts.at(-1)?.x ?? tEnd)) pts.push({ x: tEnd, y: prev })
  return pts
}

export interface PlotLines {
  /** (t, kinetic energy) in s and J, as steps */
  energy: Vec2[]
  /** (t, total momentum x or y) in s and kg·m/s */
  px: Vec2[]
  py: Vec2[]
  /**
   * the same for the frame-stepped engine, at the frames it was compared at (all empty if never);
   * with (t, contacts missed so far) and (t, pairs overlapping after the step)
   */
  stepped: { energy: Vec2[]; px: Vec2[]; py: Vec2[]; tunnelled: Vec2[]; overlapping: Vec2[] }
  /** the record's end, the largest energy, momentum component (either sign) and count */
  tMax: number
  eMax: number
  pMax: number
  countMax: number
}

const largest = (a: readonly number[], abs = false) =>
  a.reduce((m, x) => Math.max(m, abs ? Math.abs(x) : x), 0)

/** The plots' step lines in SI units, x the time, and the largest values over the whole record. */
export function plotLines(s: Series): PlotLines {
  const tMax = endOf(s)
  const st = s.stepped
  const line = (a: readonly number[]) => stepLine(s.time, s.gap, (i) => a[i]!, tMax)
  const steppedLine = (a: readonly number[]) => stepLine(st.time, null, (i) => a[i]!, tMax)
  return {
    energy: line(s.energy),
    px: line(s.px),
    py: line(s.py),
    stepped: {
      energy: steppedLine(st.energy),
      px: steppedLine(st.px),
      py: steppedLine(st.py),
      tunnelled: steppedLine(st.tunnelled),
      overlapping: steppedLine(st.overlapping),
    },
    tMax,
    eMax: Math.max(largest(s.energy), largest(st.energy)),
    pMax: Math.max(largest(s.px, true), largest(s.py, true), largest(st.px, true), largest(st.py, true)),
    countMax: Math.max(largest(st.tunnelled), largest(st.overlapping)),
  }
}

/**
 * The index of the change in force at time t: the last one at or before t, or (`before`) strictly
 * before t; −1 when there is none yet.
 */
export function changeAt(time: readonly number[], t: number, before = false): number {
  let lo = 0
  let hi = time.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (before ? time[mid]! < t : time[mid]! <= t) lo = mid + 1
    else hi = mid
  }
  return lo - 1
}
