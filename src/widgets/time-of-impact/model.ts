// The pure half of the time-of-impact figure (chapter 3): the view hands it model-space points,
// it clamps them into a valid state and derives everything the figure shows from the core's
// sweptCircles. Nothing here touches the DOM.
import {
  type ContactCase,
  type MovingCircle,
  type SweptResult,
  type Vec2,
  contactPoint,
  cross,
  length,
  separationAt,
  sub,
  sweptCircles,
} from '../../core'
import type { StateOf } from '../../kit/contract'
import { type BallName, positionsAt, twoBallRules } from '../common/twoBalls'
import { clamp } from '../common/world'
import { schema, world } from './meta'

export type TimeOfImpactState = StateOf<typeof schema>
/** The two balls' motion, without the time shown: all the figure derives depends on it alone. */
export type Motion = Omit<TimeOfImpactState, 't'>
export type { BallName }
export { positionsAt }

/** The stretch of time the scrubber and the plot cover: the frame [0, 1] and some of either side. */
export const timeRange = [schema.t.min, schema.t.max] as const
/** The resolution of the time scrubber, and of times picked on the plot, so both always agree. */
export const timeStep = schema.t.step

// Every length is kept on the 1/1000 grid (see snapToGrid): a relative motion is then either
// exactly zero (same motion) or at least 1e-3, so the roots stay finite and ghosts drawable.
const rules = twoBallRules<TimeOfImpactState>(schema, world, { grid: true })

/** A time asked for on the plot, inside its range and on the scrubber's steps (0.29, not 0.29000000000000004). */
export function snapTime(t: number): number {
  const steps = Math.round(1 / timeStep)
  return clamp(Math.round(t * steps) / steps, timeRange[0], timeRange[1], 0)
}

/** Any state, however absurd (NaN, Infinity, huge), comes back inside the schema's bounds. */
export function clampState(s: TimeOfImpactState): TimeOfImpactState {
  return { ...rules.clamp(s), t: snapTime(s.t) }
}
export const moveCentre = rules.moveCentre
export const moveArrowHead = rules.moveArrowHead

export function circles(s: Motion): [MovingCircle, MovingCircle] {
  return [
    { p: s.A, d: s.dA, r: s.rA },
    { p: s.B, d: s.dB, r: s.rB },
  ]
}

/**
 * Relative start position Δp = pB − pA, relative displacement w = dB − dA, contact distance R,
 * and the cross product Δp × w of the discriminant's stable form.
 */
export function relative(s: Motion): { dp: Vec2; w: Vec2; R: number; cross: number } {
  const dp = sub(s.B, s.A)
  const w = sub(s.dB, s.dA)
  return { dp, w, R: s.rA + s.rB, cross: cross(dp, w) }
}

/** f(t) = |d + t w|² − R²: negative while the balls overlap, zero when they just touch. */
export function f(s: Motion, t: number): number {
  return separationAt(...circles(s), t)
}

export interface Ghost {
  root: 't1' | 't2'
  t: number
  A: Vec2
  B: Vec2
}

export interface Derived {
  /** The core's answer, untouched: a, b, c, discriminant, roots, case, t. */
  result: SweptResult
  case: ContactCase
  t1: number | null
  t2: number | null
  t: number | null
  /** The two balls at each real root: where they touch (t1) and where they part (t2). */
  ghosts: Ghost[]
  /** Where the surfaces meet at the first contact, only for a hit. */
  contact: Vec2 | null
}

export function derive(s: Motion): Derived {
  const [a, b] = circles(s)
  const result = sweptCircles(a, b)
  const [t1, t2] = result.roots ?? [null, null]
  const ghosts: Ghost[] = result.roots
    ? [
        { root: 't1', t: result.roots[0], ...positionsAt(s, result.roots[0]) },
        { root: 't2', t: result.roots[1], ...positionsAt(s, result.roots[1]) },
      ]
    : []
  return { result, case: result.case, t1, t2, t: result.t, ghosts, contact: contactAt(s, result.t) }
}

/**
 * The point where the surfaces touch at time t (the core's contactPoint of the two centres then):
 * at contact the centres are exactly R apart, so it lies on both rims.
 */
export function contactAt(s: Motion, t: number | null): Vec2 | null {
  if (t === null) return null
  const at = positionsAt(s, t)
  return contactPoint(at.A, s.rA, at.B, s.rB)
}

/**
 * The balls that move, the one that moves farther first. A ball that stands still sits at its
 * start at every root, so only moving balls get ghosts, and the first carries the root's label.
 */
export function movingBalls(s: Motion): BallName[] {
  const travel = { A: length(s.dA), B: length(s.dB) }
  return (['A', 'B'] as const).filter((b) => travel[b] > 0).sort((p, q) => travel[q] - travel[p])
}

/**
 * f over [t0, t1] as one quadratic Bézier curve (start, control, end) in (t, f) coordinates.
 * f is a parabola, and a parabola arc is exactly a quadratic Bézier whose control point is where
 * the tangents at its two ends cross, so the plot needs no sampling. Scales are affine, so the
 * curve stays exact after mapping the three points to pixels. `result` is the core's answer for s,
 * whose a and b give the slope f'(t) = 2at + b.
 */
export function parabolaArc(s: Motion, result: SweptResult, t0: number, t1: number): [Vec2, Vec2, Vec2] {
  const mid = (t0 + t1) / 2
  const f0 = f(s, t0)
  return [
    { x: t0, y: f0 },
    { x: mid, y: f0 + (2 * result.a * t0 + result.b) * (mid - t0) },
    { x: t1, y: f(s, t1) },
  ]
}

/**
 * The range of f the plot shows. Its floor is −R², where the centres coincide (f cannot go lower),
 * and its ceiling 3R², where they are 2R apart, so the dip below zero and both crossings fill the
 * plot whatever the speeds; the steep arms are clipped. When the closest approach over [t0, t1] is
 * farther than that, the ceiling rises to keep the bottom of the curve in view.
 */
export function plotRange(s: Motion, result: SweptResult, t0: number, t1: number): [number, number] {
  const R2 = (s.rA + s.rB) ** 2
  // f is lowest at its vertex −b / 2a, the moment of closest approach, or else at an end.
  const vertex = result.a > 0 ? -result.b / (2 * result.a) : t0
  const lowest = f(s, clamp(vertex, t0, t1, t0))
  return [-R2, Math.max(3 * R2, 1.25 * lowest)]
}
