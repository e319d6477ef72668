// Energy and momentum over the run, for the plots and their CSV file, sampled at the contacts, not
// at the page's frames. Between two contacts nothing changes them (free flight keeps every ball's
// velocity), so each is kept as its change points: the value from each contact on. The page
// records every reply of the worker (a frame: the contacts it holds and the state at its end);
// each contact's change is worked out from its impulse (or, with sticky contacts, the velocities
// it lists) on the previous frame's velocities, and the frame's end puts back the exact totals.
// So the record, its plot and its CSV are the same whatever the frame rate; contacts less than
// RESOLUTION apart make one change. The balls' own velocities are kept the same way: every
// ball's in a small scene (so a ball ticked after the run shows its whole history), only the
// chosen ones' in a gas. The frame-stepped engine, when compared, is sampled at the page's
// frames: its values change only at its own steps.
import type { CollisionEvent, Vec2 } from '../../../core'
import type { FrameReport } from '../engine/session'

/** Scenes up to this many balls keep every ball's velocity (a gas keeps the chosen balls'). */
export const EVERY_BALL_KEPT_UP_TO = 200

/** Contacts closer than this (s) after a change make one change with it (a dense gas's record stays bounded). */
export const RESOLUTION = 1e-3

/**
 * A quantity that changes only at contacts: from time[i] on it holds the values at i (i = 0: the
 * set-up, at t = 0). `gap[i]`: the record did not see the run between i − 1 and i (a jump along
 * the timeline), so when it changed is not known.
 */
export interface Changes {
  time: number[]
  gap: boolean[]
}

/** One ball's velocity (m/s), from its first change point on. */
export interface BallTrack extends Changes {
  vx: number[]
  vy: number[]
}

export interface Series extends Changes {
  /** total kinetic energy (J) and momentum (kg·m/s) */
  energy: number[]
  px: number[]
  py: number[]
  /**
   * the frame-stepped engine at each page frame it was compared at: its totals, the contacts it
   * missed so far, and the pairs left overlapping by its latest step
   */
  stepped: {
    time: number[]
    energy: number[]
    px: number[]
    py: number[]
    tunnelled: number[]
    overlapping: number[]
  }
  /** ball index → its velocity's change points */
  balls: Map<number, BallTrack>
  /** the end time of each frame recorded (index: the frame); the last is the record's end */
  frames: number[]
  /** the balls' velocities (vx, vy per ball) at the last frame recorded; null after a jump */
  v: Float64Array | null
  /** the frame last shown from the record (a scrub), its time and velocities: a new branch starts there */
  seen: { frame: number; time: number; v: Float64Array } | null
}

export const emptySeries = (): Series => ({
  time: [],
  gap: [],
  energy: [],
  px: [],
  py: [],
  stepped: { time: [], energy: [], px: [], py: [], tunnelled: [], overlapping: [] },
  balls: new Map(),
  frames: [],
  v: null,
  seen: null,
})

const velocitiesOf = (state: Float64Array): Float64Array => {
  const v = new Float64Array(state.length / 2)
  for (let k = 0; k < v.length / 2; k++) {
    v[2 * k] = state[4 * k + 2]!
    v[2 * k + 1] = state[4 * k + 3]!
  }
  return v
}

/** Kinetic energy and momentum of velocities v (fixed balls left out, as the engine does). */
function totalsOfVelocities(v: Float64Array, masses: Float64Array) {
  let energy = 0
  let px = 0
  let py = 0
  for (let k = 0; k < masses.length; k++) {
    const m = masses[k]!
    if (m === Number.POSITIVE_INFINITY) continue
    const vx = v[2 * k]!
    const vy = v[2 * k + 1]!
    energy += 0.5 * m * (vx * vx + vy * vy)
    px += m * vx
    py += m * vy
  }
  return { energy, px: px + 0, py: py + 0 }
}

/** A contact of the stick world lists every ball it changed, with its velocity after. */
interface ListedContact extends CollisionEvent {
  balls: readonly { k: number; after: Vec2 }[]
}

/**
 * Applies contact e to the velocities v in place: the balls it changed, or null when the event
 * says too little (no impulse). Ball a gets impulse × normal over its mass, ball b the opposite
 * (a fixed ball, of infinite mass, none).
 */
export function applyContact(v: Float64Array, masses: Float64Array, e: CollisionEvent): number[] | null {
  if ('balls' in e && Array.isArray((e as ListedContact).balls)) {
    const listed = (e as ListedContact).balls
    for (const b of listed) {
      v[2 * b.k] = b.after.x
      v[2 * b.k + 1] = b.after.y
    }
    return listed.map((b) => b.k)
  }
  if (e.impulse === undefined || !e.normal) return null
  const jx = e.impulse * e.normal.x
  const jy = e.impulse * e.normal.y
  const changed: number[] = []
  const push = (k: number, sign: number) => {
    const m = masses[k]!
    if (m === Number.POSITIVE_INFINITY) return
    v[2 * k] = v[2 * k]! + (sign * jx) / m
    v[2 * k + 1] = v[2 * k + 1]! + (sign * jy) / m
    changed.push(k)
  }
  push(e.a, 1)
  if (e.kind === 'ball-ball') push(e.b, -1)
  return changed
}

/** Adds a change at t (merged into the previous one, not the start, when less than RESOLUTION after it). */
function change(c: Changes, t: number, gap: boolean, values: [number[], number][]) {
  const last = c.time.length - 1
  if (last > 0 && !gap && !c.gap[last] && t - c.time[last]! < RESOLUTION) {
    for (const [a, x] of values) a[last] = x
    return
  }
  c.time.push(t)
  c.gap.push(gap)
  for (const [a, x] of values) a.push(x)
}

/** Drops the change points after time t. */
function cutAfter(c: Changes, t: number, arrays: number[][]) {
  let keep = c.time.length
  while (keep > 1 && c.time[keep - 1]! > t) keep--
  c.time.length = keep
  c.gap.length = keep
  for (const a of arrays) a.length = keep
}

const trackOf = (s: Series, k: number, t: number, v: Float64Array): BallTrack => {
  let track = s.balls.get(k)
  if (!track) {
    track = { time: [t], gap: [false], vx: [v[2 * k]!], vy: [v[2 * k + 1]!] }
    s.balls.set(k, track)
  }
  return track
}

/** The balls whose velocity the record keeps: every ball of a small scene, else the chosen ones. */
const keptBalls = (n: number, chosen: readonly number[]): number[] =>
  n <= EVERY_BALL_KEPT_UP_TO ? Array.from({ length: n }, (_, k) => k) : chosen.filter((k) => k >= 0 && k < n)

/** The record of a set-up alone: its totals and velocities at t = 0. */
function startOf(r: FrameReport, masses: Float64Array, chosen: readonly number[]): Series {
  const s = emptySeries()
  const v = velocitiesOf(r.state)
  change(s, 0, false, [
    [s.energy, r.energy],
    [s.px, r.momentum.x],
    [s.py, r.momentum.y],
  ])
  for (const k of keptBalls(masses.length, chosen)) trackOf(s, k, 0, v)
  s.frames.push(r.time)
  s.v = v
  s.seen = { frame: 0, time: r.time, v }
  return s
}

const sameStart = (a: Series, b: Series) =>
  a.frames.length === 1 &&
  a.energy[0] === b.energy[0] &&
  a.px[0] === b.px[0] &&
  a.py[0] === b.py[0] &&
  a.balls.size === b.balls.size &&
  [...b.balls].every(([k, t]) => {
    const u = a.balls.get(k)
    return u !== undefined && u.vx[0] === t.vx[0] && u.vy[0] === t.vy[0]
  })

/**
 * Records reply r of the worker into s; masses are the set-up's, `chosen` the balls plotted (kept
 * in a gas). A report of frame 0 alone (a new set-up) starts the record again; a frame the record
 * holds (a scrub) changes nothing but where a new branch would start; a frame at another time than
 * the record's (a new branch) drops the record from there. Returns s when nothing drawn changed
 * (the plots are memoised on it: a drag, a start report per move, changes nothing), else a new
 * Series over the same arrays.
 */
export function recordFrame(
  s: Series,
  r: FrameReport,
  masses: Float64Array,
  chosen: readonly number[] = [],
): Series {
  if (r.frames === 0 || s.frames.length === 0) {
    const fresh = startOf(r, masses, chosen)
    if (!sameStart(s, fresh)) return sampleStepped(fresh, r)
    s.v = fresh.v
    s.seen = fresh.seen
    return s.stepped.time.length === 0 && r.stepped && 'state' in r.stepped ? sampleStepped({ ...s }, r) : s
  }
  const last = s.frames.length - 1
  const v = velocitiesOf(r.state)
  // The worker's record as long as this one: a frame of it shown again (one never seen, after a
  // jump, has no time here). Anything else is a new branch from the frame before r's.
  const held = s.frames[r.frame]
  if (r.frames === last && (held === r.time || Number.isNaN(held))) {
    s.seen = { frame: r.frame, time: r.time, v }
    return s
  }
  if (r.frame <= last) cutTo(s, r.frame - 1, masses)
  const from = s.frames.length - 1
  const known = r.frame === from + 1 ? s.v : null
  const tracked = keptBalls(masses.length, chosen)
  // Joined balls spin: their velocities turn between contacts (the totals do not), so their
  // tracks are sampled at the frames' ends, drawn straight between.
  const spinning = (r.bonds?.length ?? 0) > 0
  let energy = s.energy.at(-1)!
  let px = s.px.at(-1)!
  let py = s.py.at(-1)!
  const tolerance = 1e-12 * (Math.abs(energy) + Math.abs(px) + Math.abs(py))
  const points = s.time.length
  let lost = known === null
  /** the balls this frame's contacts changed */
  const touched = new Set<number>()
  if (known) {
    const before = known.slice()
    for (const e of r.fresh) {
      const changed = applyContact(known, masses, e)
      if (!changed) {
        lost = true
        break
      }
      for (const k of changed) {
        const m = masses[k]!
        const dvx = known[2 * k]! - before[2 * k]!
        const dvy = known[2 * k + 1]! - before[2 * k + 1]!
        if (m !== Number.POSITIVE_INFINITY) {
          energy +=
            0.5 *
            m *
            (dvx * (known[2 * k]! + before[2 * k]!) + dvy * (known[2 * k + 1]! + before[2 * k + 1]!))
          px += m * dvx
          py += m * dvy
        }
        before[2 * k] = known[2 * k]!
        before[2 * k + 1] = known[2 * k + 1]!
        touched.add(k)
        const track = s.balls.get(k)
        if (track)
          change(track, e.time, false, [
            [track.vx, known[2 * k]!],
            [track.vy, known[2 * k + 1]!],
          ])
      }
      const at = s.time.length - 1
      if (
        Math.abs(energy - s.energy[at]!) > tolerance ||
        Math.abs(px - s.px[at]!) > tolerance ||
        Math.abs(py - s.py[at]!) > tolerance
      )
        change(s, e.time, false, [
          [s.energy, energy],
          [s.px, px],
          [s.py, py],
        ])
    }
  }
  // The frame's end holds the exact values: the latest change of this frame takes them, and one
  // the contacts could not tell (a jump, an event without its impulse) is a change of its own.
  const at = s.time.length - 1
  const exact: [number[], number][] = [
    [s.energy, r.energy],
    [s.px, r.momentum.x],
    [s.py, r.momentum.y],
  ]
  if (!lost && at >= points) for (const [a, x] of exact) a[at] = x
  else if (lost && (s.energy[at] !== r.energy || s.px[at] !== r.momentum.x || s.py[at] !== r.momentum.y))
    change(s, known ? (r.fresh.at(-1)?.time ?? r.time) : r.time, !known, exact)
  for (const k of tracked) {
    const track = trackOf(s, k, r.time, v)
    const i = track.time.length - 1
    if (track.vx[i] === v[2 * k] && track.vy[i] === v[2 * k + 1]) continue
    if (spinning)
      change(track, r.time, true, [
        [track.vx, v[2 * k]!],
        [track.vy, v[2 * k + 1]!],
      ])
    else if (!lost && touched.has(k)) {
      track.vx[i] = v[2 * k]!
      track.vy[i] = v[2 * k + 1]!
    } else
      change(track, known ? (r.fresh.at(-1)?.time ?? r.time) : r.time, !known, [
        [track.vx, v[2 * k]!],
        [track.vy, v[2 * k + 1]!],
      ])
  }
  while (s.frames.length < r.frame) s.frames.push(Number.NaN)
  s.frames.push(r.time)
  s.v = v
  s.seen = null
  return sampleStepped({ ...s }, r)
}

/** Adds the frame-stepped engine's values at r's time, when r carries them. */
function sampleStepped(s: Series, r: FrameReport): Series {
  const stepped = r.stepped && 'state' in r.stepped ? r.stepped : null
  if (!stepped) return s
  const st = s.stepped
  st.time.push(r.time)
  st.energy.push(stepped.energy)
  st.px.push(stepped.momentum.x)
  st.py.push(stepped.momentum.y)
  st.tunnelled.push(stepped.tunnelled)
  st.overlapping.push(stepped.overlapping)
  return s
}

/** Drops the record after frame k (a new branch from there), putting back frame k's exact values when shown. */
function cutTo(s: Series, k: number, masses: Float64Array) {
  const seenK = s.seen?.frame === k ? s.seen : null
  let t = seenK ? seenK.time : s.frames[k]!
  for (let j = k; Number.isNaN(t) && j > 0; j--) t = s.frames[j - 1]!
  s.frames.length = k + 1
  cutAfter(s, t, [s.energy, s.px, s.py])
  for (const track of s.balls.values()) cutAfter(track, t, [track.vx, track.vy])
  const st = s.stepped
  let keep = st.time.length
  while (keep > 0 && st.time[keep - 1]! > t) keep--
  for (const a of Object.values(st)) a.length = keep
  const seen = seenK?.v ?? null
  s.v = seen
  if (!seen) return
  const exact = totalsOfVelocities(seen, masses)
  const at = s.time.length - 1
  s.energy[at] = exact.energy
  s.px[at] = exact.px
  s.py[at] = exact.py
  for (const [j, track] of s.balls) {
    const i = track.time.length - 1
    track.vx[i] = seen[2 * j]!
    track.vy[i] = seen[2 * j + 1]!
  }
}

/** Starts the tracks of chosen balls the record does not keep yet (a gas), from the state shown. */
export function trackChosen(s: Series, r: FrameReport, chosen: readonly number[]): Series {
  const n = r.state.length / 4
  const missing = chosen.filter((k) => k >= 0 && k < n && !s.balls.has(k))
  if (missing.length === 0 || s.frames.length === 0) return s
  const v = velocitiesOf(r.state)
  for (const k of missing) trackOf(s, k, r.time, v)
  return { ...s }
}

/** The record's end: the time of its last frame (0 before any). */
export const endOf = (s: Series): number => s.frames.at(-1) ?? 0
