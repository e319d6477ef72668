// The pure half of chapter 4's contact figure: ball A at the origin, ball B touching it in the
// direction θ, A moving with velocity v. The triangle p_A, p_A + v, p_B gives the angle α between
// v and the line of centres by the law of cosines as source 000 prints it and by the core's
// rearranged, clamped form; atan2 gives it from v × n̂ and v · n̂; v · n̂ = cos(α)·|v| is the part
// of the velocity that goes into the collision.
import {
  type Box,
  type Vec2,
  collisionAngle,
  collisionTriangle,
  cross,
  lawOfCosinesAngle,
  normalSpeed,
  scale,
} from '../../core'
import { lawOfCosinesAsPrinted } from '../../core/errata'
import type { StateOf } from '../../kit/contract'
import { snapToGrid } from '../common/twoBalls'
import { arrowInWorld, arrowToHead, clamp } from '../common/world'
import { schema, world } from './meta'

export type CollisionAngleState = StateOf<typeof schema>

const ORIGIN: Vec2 = { x: 0, y: 0 }
const DEGREES = 180 / Math.PI

/** Any state back inside the schema: the velocity's head in the world, θ and the radii in range. */
export function clampState(s: CollisionAngleState): CollisionAngleState {
  const v = arrowInWorld(ORIGIN, s.v, world, schema.v.default)
  const theta = clamp(s.theta, schema.theta.min, schema.theta.max, schema.theta.default)
  const radius = (r: number, field: typeof schema.rA) =>
    snapToGrid(clamp(r, field.min, field.max, field.default))
  return {
    v: { x: snapToGrid(v.x), y: snapToGrid(v.y) },
    theta: Math.round(theta * 10) / 10 + 0,
    rA: radius(s.rA, schema.rA),
    rB: radius(s.rB, schema.rB),
  }
}

/** A head dropped this close to A's centre means a ball at rest: a pointer cannot land on 0, 0 exactly. */
export const REST_SNAP = 0.1

/** Drags the head of A's velocity; near A's centre it snaps to v = 0 (erratum 000 §3's resting ball). */
export function moveVelocity(s: CollisionAngleState, to: Vec2): CollisionAngleState {
  const v = arrowToHead(ORIGIN, to, world, s.v)
  return clampState({ ...s, v: Math.hypot(v.x, v.y) < REST_SNAP ? ORIGIN : v })
}

/**
 * Drags B around A: B stays in contact, so only the direction of the point asked for counts.
 * A point on A's centre has no direction and leaves B where it was.
 */
export function moveB(s: CollisionAngleState, to: Vec2): CollisionAngleState {
  if (!(Number.isFinite(to.x) && Number.isFinite(to.y)) || (to.x === 0 && to.y === 0)) return s
  return clampState({ ...s, theta: Math.atan2(to.y, to.x) * DEGREES })
}

/** The unit normal n̂ from A to B, for the direction θ in degrees. */
export const normalOf = (s: CollisionAngleState): Vec2 => {
  const t = s.theta / DEGREES
  return { x: Math.cos(t), y: Math.sin(t) }
}

/** What a phone-sized stage zooms to: both balls and the head of the velocity. */
export function contentOf(s: CollisionAngleState): Box {
  const B = scale(normalOf(s), s.rA + s.rB)
  return {
    min: { x: Math.min(-s.rA, B.x - s.rB, s.v.x), y: Math.min(-s.rA, B.y - s.rB, s.v.y) },
    max: { x: Math.max(s.rA, B.x + s.rB, s.v.x), y: Math.max(s.rA, B.y + s.rB, s.v.y) },
  }
}

export type Motion = 'approaching' | 'sliding past' | 'separating' | 'at rest'

export interface Contact {
  /** B's centre, R = rA + rB from A's, and the point where the balls touch */
  B: Vec2
  touch: Vec2
  n: Vec2
  /** the triangle's sides: a = |p_A + v − p_B|, b = |v|, c = |p_B − p_A| = R */
  a: number
  b: number
  c: number
  /** the printed quotient (a² − b² − c²)/(−2bc); null when b = |v| = 0 makes −2bc = 0 */
  cosAlpha: number | null
  /** α in degrees by the law of cosines (the core's rearranged, clamped form) and by atan2; null when v = 0 */
  alphaCosines: number | null
  alphaAtan2: number | null
  /** |v × n̂| and v · n̂: atan2's two arguments */
  crossN: number
  /** v · n̂ = cos(α)·|v|: the part of the velocity along the line of centres, signed */
  vn: number
  /** the foot of the projection of v's head on the line of centres: (v · n̂) n̂ */
  foot: Vec2
  motion: Motion
}

/** v · n̂ this close to 0 (model units per frame) counts as sliding past: a figure kept to 1/1000. */
export const SLIDING = 1e-9

export function contact(s: CollisionAngleState): Contact {
  const n = normalOf(s)
  const R = s.rA + s.rB
  const B = scale(n, R)
  const { a, b, c } = collisionTriangle(ORIGIN, s.v, B)
  const still = b === 0
  const vn = normalSpeed(s.v, n)
  return {
    B,
    touch: scale(n, s.rA),
    n,
    a,
    b,
    c,
    cosAlpha: still ? null : lawOfCosinesAsPrinted(a, b, c).cosA,
    alphaCosines: still ? null : lawOfCosinesAngle(a, b, c) * DEGREES,
    alphaAtan2: still ? null : collisionAngle(s.v, n) * DEGREES,
    crossN: Math.abs(cross(s.v, n)),
    vn,
    foot: scale(n, vn),
    motion: still ? 'at rest' : vn > SLIDING ? 'approaching' : vn < -SLIDING ? 'separating' : 'sliding past',
  }
}
