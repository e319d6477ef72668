// The pure half of chapter 7's pool table: balls stepped one frame at a time inside the
// cushions, bounced by negating one velocity component (source 003). The rule is either the
// source's as printed (flip whenever the ball is at or past a side: `axisBounceAsPrinted`) or
// the core's `axisBounce` (flip only a velocity that points out). Everything is a function of
// the state: the whole run is stepped from the first frame, and t picks a moment of it, so the
// view keeps no animation state of its own.
import { type Box, type Vec2, add, axisBounce, length, lerp, scale, sub } from '../../core'
import { axisBounceAsPrinted } from '../../core/errata'
import { capLength } from '../common/direction'
import { snapPoint } from '../common/twoBalls'
import { clampPoint } from '../common/world'
import { FRAMES, MAX_SPEED, type PoolTableState, RADIUS, TABLE, YARD, schema } from './meta'

export type { PoolTableState }

/** The balls that were on the table all along: start and move per frame (source 003's demo). */
export const REGULARS: readonly { p: Vec2; v: Vec2 }[] = [
  { p: { x: 2, y: 1.5 }, v: { x: 0.31, y: 0.17 } },
  { p: { x: 5, y: 3.5 }, v: { x: -0.22, y: 0.29 } },
  { p: { x: 7.5, y: 1 }, v: { x: 0.13, y: -0.35 } },
]

/** Any state back in bounds: S's start in the yard, its move at most MAX_SPEED long. */
export function clampState(s: PoolTableState): PoolTableState {
  return {
    rule: s.rule === 'corrected' ? 'corrected' : 'printed',
    P: snapPoint(clampPoint(s.P, YARD, schema.P.default)),
    V: capLength(s.V, MAX_SPEED, schema.V.default),
    t: Math.min(1, Math.max(0, Number.isFinite(s.t) ? s.t : 0)),
  }
}

/** Where a ball is relative to the cushions: on the table, or with part of it past a side. */
export const onTable = (p: Vec2): boolean =>
  p.x - RADIUS >= TABLE.min.x &&
  p.x + RADIUS <= TABLE.max.x &&
  p.y - RADIUS >= TABLE.min.y &&
  p.y + RADIUS <= TABLE.max.y

/** One ball's frames: positions[k] and velocities[k] as frame k begins (before its bounce test). */
export interface Track {
  positions: Vec2[]
  velocities: Vec2[]
  /** per frame k < FRAMES: did its test turn a moving x (or y) component round */
  flippedX: boolean[]
  flippedY: boolean[]
  /** frames whose test turned some component round */
  flips: number
}

/** Every frame of one ball under a rule: test the sides and flip, then move (source 003's loop). */
export function track(rule: PoolTableState['rule'], p0: Vec2, v0: Vec2, frames = FRAMES): Track {
  const bounce = rule === 'printed' ? axisBounceAsPrinted : axisBounce
  const positions = [p0]
  const velocities = [v0]
  const flippedX: boolean[] = []
  const flippedY: boolean[] = []
  let p = p0
  let v = v0
  let flips = 0
  for (let k = 0; k < frames; k++) {
    const b = bounce(p, v, RADIUS, TABLE)
    // Turning a component that is 0 changes nothing: a ball at rest against a side is not bouncing.
    const x = b.bouncedX && v.x !== 0
    const y = b.bouncedY && v.y !== 0
    flippedX.push(x)
    flippedY.push(y)
    if (x || y) flips++
    v = b.v
    p = add(p, v)
    positions.push(p)
    velocities.push(v)
  }
  return { positions, velocities, flippedX, flippedY, flips }
}

/**
 * What became of S. A bouncing ball turns a component round once and then, a frame later, is
 * back where it was, so it never turns the same component in two frames running; a stuck ball
 * does it every frame. So: stuck when the last two frames both turned the same component;
 * otherwise S either never left the table or came back onto it.
 */
export type Fate = 'stayed-on' | 'came-back' | 'stuck'

export interface Run {
  regulars: Track[]
  stray: Track
  fate: Fate
}

const turnsTwiceAtEnd = (flipped: boolean[]) => flipped.at(-1) === true && flipped.at(-2) === true

export function run(s: Pick<PoolTableState, 'rule' | 'P' | 'V'>): Run {
  const stray = track(s.rule, s.P, s.V)
  const stuck = turnsTwiceAtEnd(stray.flippedX) || turnsTwiceAtEnd(stray.flippedY)
  return {
    regulars: REGULARS.map((b) => track(s.rule, b.p, b.v)),
    stray,
    fate: stuck ? 'stuck' : onTable(s.P) ? 'stayed-on' : 'came-back',
  }
}

/** The moment t of a run: the frame it falls in, and every ball drawn between that frame and the next. */
export function moment(r: Run, t: number) {
  const f = Math.min(FRAMES, Math.max(0, t * FRAMES))
  const k = Math.min(FRAMES - 1, Math.floor(f))
  const between = (tr: Track) => lerp(tr.positions[k]!, tr.positions[k + 1]!, f - k)
  return {
    frame: Math.floor(f),
    regulars: r.regulars.map(between),
    stray: between(r.stray),
    strayOnTable: onTable(between(r.stray)),
    /** S's speed during this frame: the axis bounce never changes it */
    straySpeed: length(r.stray.velocities[k + 1]!),
  }
}

export const setRule = (s: PoolTableState, rule: PoolTableState['rule']) => clampState({ ...s, rule })

/** S's move is drawn this many times longer: one frame's move is shorter than the ball is wide. */
export const ARROW_SCALE = 4

/** The head of S's move arrow, drawn from its first position. */
export const arrowHead = (s: PoolTableState): Vec2 => add(s.P, scale(s.V, ARROW_SCALE))

export const moves = {
  start: (s: PoolTableState, to: Vec2) => clampState({ ...s, P: to }),
  move: (s: PoolTableState, to: Vec2) => clampState({ ...s, V: scale(sub(to, s.P), 1 / ARROW_SCALE) }),
}

/** What a phone-sized stage zooms to: the table, and S's start and arrow, with a ball's width to spare. */
export function contentOf(s: PoolTableState): Box {
  const head = arrowHead(s)
  const pad = 2 * RADIUS
  return {
    min: { x: Math.min(TABLE.min.x, s.P.x, head.x) - pad, y: Math.min(TABLE.min.y, s.P.y, head.y) - pad },
    max: { x: Math.max(TABLE.max.x, s.P.x, head.x) + pad, y: Math.max(TABLE.max.y, s.P.y, head.y) + pad },
  }
}
