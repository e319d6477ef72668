// Energy and momentum frame by frame, for the plots: the page keeps them as the worker reports
// frames (a frame's values never change, so scrubbing only moves a cursor over them).
import type { Vec2 } from '../../core'
import type { FrameReport } from './session'

export interface Series {
  time: number[]
  energy: number[]
  px: number[]
  py: number[]
}

export const emptySeries = (): Series => ({ time: [], energy: [], px: [], py: [] })

/** Records frame r; frames past the record's end (a dropped branch) go. */
export function recordFrame(s: Series, r: FrameReport): void {
  const keep = r.frames + 1
  for (const a of [s.time, s.energy, s.px, s.py]) if (a.length > keep) a.length = keep
  s.time[r.frame] = r.time
  s.energy[r.frame] = r.energy
  s.px[r.frame] = r.momentum.x
  s.py[r.frame] = r.momentum.y
}

export interface PlotLines {
  energy: Vec2[]
  px: Vec2[]
  py: Vec2[]
  /** the plot's time span and the scales the values were divided by */
  tMax: number
  eMax: number
  pMax: number
}

/**
 * The plot's lines in its own units: x = time / tMax · width, energy / its largest value in
 * [0, 1], momentum components / the largest of them in [−1, 1]; at most `points` points each
 * (frames skipped evenly; a frame never seen, after a jump, breaks nothing: it is skipped).
 */
export function plotLines(s: Series, width: number, points = 160): PlotLines {
  const n = s.time.length
  let tMax = 0
  let eMax = 0
  let pMax = 0
  for (let i = 0; i < n; i++) {
    if (s.time[i] === undefined) continue
    tMax = Math.max(tMax, s.time[i]!)
    eMax = Math.max(eMax, s.energy[i]!)
    pMax = Math.max(pMax, Math.abs(s.px[i]!), Math.abs(s.py[i]!))
  }
  const stride = Math.max(1, Math.ceil(n / points))
  const xOf = (t: number) => (tMax > 0 ? (t / tMax) * width : 0)
  const energy: Vec2[] = []
  const px: Vec2[] = []
  const py: Vec2[] = []
  for (let i = 0; i < n; i += i + stride < n || i === n - 1 ? stride : n - 1 - i) {
    if (s.time[i] === undefined) continue
    const x = xOf(s.time[i]!)
    energy.push({ x, y: eMax > 0 ? s.energy[i]! / eMax : 0 })
    px.push({ x, y: pMax > 0 ? s.px[i]! / pMax : 0 })
    py.push({ x, y: pMax > 0 ? s.py[i]! / pMax : 0 })
  }
  return { energy, px, py, tMax, eMax, pMax }
}
