// The pure half of chapter 5's first figure: one velocity v split along a unit normal n̂ and the
// unit tangent t̂ (the core's normalTangent), each part drawn as v's shadow on its line through
// the origin. The parts are perpendicular, so |v|² = normal² + tangent² (Pythagoras), the check
// source 004's "14 diagonally" fails.
import { type Box, type Vec2, length, normalTangent, scale } from '../../core'
import { capLength, lineAcross, snapDirection } from '../common/direction'
import { boxAround } from '../common/twoBalls'
import { MAX_SPEED, type ProjectionState, RADIUS, STAGE_HALF, schema } from './meta'

export type { ProjectionState }

/** Where the handle that turns the normal sits, along n̂ from the origin. */
export const NORMAL_GRIP = 11.5

export function clampState(s: ProjectionState): ProjectionState {
  return { n: snapDirection(s.n, schema.n.default), v: capLength(s.v, MAX_SPEED, schema.v.default) }
}

export interface Projection {
  n: Vec2
  t: Vec2
  normal: number
  tangent: number
  /** the shadows: the normal part on the normal line, the tangent part on the tangent line */
  normalPart: Vec2
  tangentPart: Vec2
  speed: number
  /** the speed from the two parts alone, √(normal² + tangent²), which equals `speed` */
  fromParts: number
  grip: Vec2
  /** B's centre: the ball that touches A (at the origin) along n̂, which is what gives n̂ its meaning */
  other: Vec2
  /** the normal and tangent lines through the origin, across the stage */
  normalLine: [Vec2, Vec2]
  tangentLine: [Vec2, Vec2]
}

export function project(s: ProjectionState): Projection {
  const r = normalTangent(s.v, s.n)
  return {
    n: r.unitNormal,
    t: r.unitTangent,
    normal: r.normal,
    tangent: r.tangent,
    normalPart: r.normalPart,
    tangentPart: r.tangentPart,
    speed: length(s.v),
    fromParts: Math.hypot(r.normal, r.tangent),
    grip: scale(r.unitNormal, NORMAL_GRIP),
    other: scale(r.unitNormal, 2 * RADIUS),
    normalLine: lineAcross(r.unitNormal, STAGE_HALF, STAGE_HALF),
    tangentLine: lineAcross(r.unitTangent, STAGE_HALF, STAGE_HALF),
  }
}

/**
 * Ball A, the velocity's head, its two shadows and the normal's grip: what a phone zooms to. Ball B
 * lies between A and the grip, within the box of those two.
 */
export function contentOf(s: ProjectionState, p: Projection): Box {
  const still = { x: 0, y: 0 }
  const points = [s.v, p.normalPart, p.tangentPart, p.grip].map((q) => ({ p: q, d: still, r: 0.5 }))
  return boxAround([{ p: still, d: still, r: RADIUS }, ...points])
}

export const moveHead = (s: ProjectionState, to: Vec2) =>
  clampState({ ...s, v: capLength(to, MAX_SPEED, s.v) })
export const moveNormal = (s: ProjectionState, to: Vec2) => clampState({ ...s, n: snapDirection(to, s.n) })
