// Energy and momentum frame by frame, for the plots and their CSV file: the page keeps them as the worker reports
// frames (a frame's values never change, so scrubbing only moves a cursor over them). The balls'
// own velocities are kept too, for the plot of chosen balls: every ball's in a small scene (so a
// ball ticked after the run shows its whole history), only the chosen ones' in a gas.
import type { Vec2 } from '../../../core'
import type { FrameReport } from '../engine/session'

/** Scenes up to this many balls keep every ball's velocity frame by frame (a gas keeps the chosen balls'). */
export const EVERY_BALL_KEPT_UP_TO = 200

/** One ball's velocity (m/s) frame by frame; holes at the frames it was not kept. */
export interface BallTrack {
  vx: number[]
  vy: number[]
}

export interface Series {
  time: number[]
  energy: number[]
  px: number[]
  py: number[]
  /**
   * the frame-stepped engine at the frames it was compared at (holes elsewhere): its totals, the
   * contacts it missed so far, and the pairs left overlapping by its latest step
   */
  stepped: { energy: number[]; px: number[]; py: number[]; tunnelled: number[]; overlapping: number[] }
  /** ball index → its velocity frame by frame */
  balls: Map<number, BallTrack>
}

export const emptySeries = (): Series => ({
  time: [],
  energy: [],
  px: [],
  py: [],
  stepped: { energy: [], px: [], py: [], tunnelled: [], overlapping: [] },
  balls: new Map(),
})

/**
 * Records frame r into s: frames past the record's end (a dropped branch) go, and a report of a
 * record of frame 0 alone (a new set-up) starts it again. Returns s when nothing in it changed,
 * else a new Series over the same arrays: the plot is memoised on it, and a drag, which makes a
 * new report of the same totals on every move, changes nothing. Every ball's velocity is kept
 * while the scene has at most EVERY_BALL_KEPT_UP_TO balls, else those of the balls `chosen`.
 */
export function recordFrame(s: Series, r: FrameReport, chosen: readonly number[] = []): Series {
  let changed = false
  const cut = (a: number[], keep: number) => {
    if (a.length <= keep) return
    a.length = keep
    changed = true
  }
  const put = (a: number[], v: number) => {
    if (a[r.frame] === v) return
    a[r.frame] = v
    changed = true
  }
  const st = s.stepped
  const stepped = r.stepped && 'state' in r.stepped ? r.stepped : null
  const keep = r.frames + 1
  for (const a of [s.time, s.energy, s.px, s.py]) cut(a, keep)
  for (const a of Object.values(st)) cut(a, r.frames === 0 && !stepped ? 0 : keep)
  put(s.time, r.time)
  put(s.energy, r.energy)
  put(s.px, r.momentum.x)
  put(s.py, r.momentum.y)
  if (stepped) {
    put(st.energy, stepped.energy)
    put(st.px, stepped.momentum.x)
    put(st.py, stepped.momentum.y)
    put(st.tunnelled, stepped.tunnelled)
    put(st.overlapping, stepped.overlapping)
  }
  const n = r.state.length / 4
  const kept = n <= EVERY_BALL_KEPT_UP_TO ? n : 0
  // A new set-up keeps only the balls it still has and keeps (their frame 0 is written below).
  if (r.frames === 0)
    for (const k of s.balls.keys())
      if (k >= n || (kept === 0 && !chosen.includes(k))) {
        s.balls.delete(k)
        changed = true
      }
  const keep1 = (k: number) => {
    let track = s.balls.get(k)
    if (!track) {
      track = { vx: [], vy: [] }
      s.balls.set(k, track)
    }
    cut(track.vx, keep)
    cut(track.vy, keep)
    put(track.vx, r.state[4 * k + 2]!)
    put(track.vy, r.state[4 * k + 3]!)
  }
  for (let k = 0; k < kept; k++) keep1(k)
  if (kept === 0) for (const k of chosen) if (k >= 0 && k < n) keep1(k)
  return changed ? { ...s } : s
}

export interface PlotLines {
  /** (t, kinetic energy) in s and J */
  energy: Vec2[]
  /** (t, total momentum x or y) in s and kg·m/s */
  px: Vec2[]
  py: Vec2[]
  /**
   * the same for the frame-stepped engine, at the frames it was compared at (all empty if never);
   * with (t, contacts missed so far) and (t, pairs overlapping after the step)
   */
  stepped: { energy: Vec2[]; px: Vec2[]; py: Vec2[]; tunnelled: Vec2[]; overlapping: Vec2[] }
  /** the last time recorded, the largest energy, momentum component (either sign) and count */
  tMax: number
  eMax: number
  pMax: number
  countMax: number
}

/**
 * The plots' points in SI units, x the time: at most `points` each (frames skipped evenly, the
 * last one always kept; a frame never seen, after a jump, breaks nothing: it is skipped), and the
 * largest values over every frame, so a peak between the points drawn still sets the axis.
 */
export function plotLines(s: Series, points = 160): PlotLines {
  const n = s.time.length
  let tMax = 0
  let eMax = 0
  let pMax = 0
  let countMax = 0
  const st = s.stepped
  for (let i = 0; i < n; i++) {
    if (s.time[i] === undefined) continue
    tMax = Math.max(tMax, s.time[i]!)
    eMax = Math.max(eMax, s.energy[i]!)
    pMax = Math.max(pMax, Math.abs(s.px[i]!), Math.abs(s.py[i]!))
    if (st.energy[i] === undefined) continue
    eMax = Math.max(eMax, st.energy[i]!)
    pMax = Math.max(pMax, Math.abs(st.px[i]!), Math.abs(st.py[i]!))
    countMax = Math.max(countMax, st.tunnelled[i]!, st.overlapping[i]!)
  }
  const stride = Math.max(1, Math.ceil(n / points))
  const energy: Vec2[] = []
  const px: Vec2[] = []
  const py: Vec2[] = []
  const stepped: PlotLines['stepped'] = { energy: [], px: [], py: [], tunnelled: [], overlapping: [] }
  for (let i = 0; i < n; i += i + stride < n || i === n - 1 ? stride : n - 1 - i) {
    if (s.time[i] === undefined) continue
    const x = s.time[i]!
    energy.push({ x, y: s.energy[i]! })
    px.push({ x, y: s.px[i]! })
    py.push({ x, y: s.py[i]! })
    if (st.energy[i] === undefined) continue
    stepped.energy.push({ x, y: st.energy[i]! })
    stepped.px.push({ x, y: st.px[i]! })
    stepped.py.push({ x, y: st.py[i]! })
    stepped.tunnelled.push({ x, y: st.tunnelled[i]! })
    stepped.overlapping.push({ x, y: st.overlapping[i]! })
  }
  return { energy, px, py, stepped, tMax, eMax, pMax, countMax }
}
