// Chapter 6's head-on collision: two balls on a line, ball 1 on the left, ball 2 on the right,
// touching. The exchange is the core's exchange1D; momentum, energy and the centre of mass come
// from momentum.ts, which leaves an infinitely heavy ball out of the totals. Beside it, source
// 000's formula as printed (errata.ts), which loses momentum whenever e < 1.
import {
  type Vec2,
  centreOfMass1D,
  exchange1D,
  impulse1D,
  impulseFromSource002,
  motion1D,
  totals1D,
} from '../../core'
import { exchange1DAsPrinted } from '../../core/errata'
import type { StateOf } from '../../kit/contract'
import { schema } from './meta'

export type ExchangeState = StateOf<typeof schema>
export type BallId = 1 | 2

/** One infinite mass is a wall; two cannot collide, so ball 2 then falls back to its default. */
export function clampState(s: ExchangeState): ExchangeState {
  return s.m1 === Infinity && s.m2 === Infinity ? { ...s, m2: schema.m2.default } : s
}

/** Whether ball `ball` may be made infinitely heavy now: only while the other one is not. */
export const mayBeInfinite = (s: ExchangeState, ball: BallId) => (ball === 1 ? s.m2 : s.m1) !== Infinity

/** A mass the reader asked for: refused (null) when it would make both balls infinitely heavy. */
export function setMass(s: ExchangeState, ball: BallId, m: number): ExchangeState | null {
  if (m === Infinity && !mayBeInfinite(s, ball)) return null
  return ball === 1 ? { ...s, m1: m } : { ...s, m2: m }
}

export interface BallMotion {
  /** null for an infinitely heavy ball: the totals leave it out */
  momentum: number | null
  kineticEnergy: number | null
}

export interface Exchange {
  /** the balls close in (u1 > u2); otherwise nothing happens and v = u */
  approaching: boolean
  v1: number
  v2: number
  /** momentum handed from ball 1 to ball 2 (0 when they do not collide) */
  impulse: number
  /** source 002's P = J/(m1·m2) at e = 1 (impulseFromSource002); null with an infinite mass */
  P002: number | null
  /**
   * source 002's code as written: its n is circle1 − circle2, from ball 2 to ball 1, against its
   * comment; P changes sign and ball 1's velocity after (v1) does not. Null with an infinite mass.
   */
  code002: { P: number; v1: number; v1BookN: number } | null
  before: { 1: BallMotion; 2: BallMotion; momentum: number; kineticEnergy: number }
  after: { 1: BallMotion; 2: BallMotion; momentum: number; kineticEnergy: number }
  /** velocity of the centre of mass, before and after (equal: no collision changes it) */
  vcmBefore: number
  vcmAfter: number
  /** fraction of the kinetic energy lost, null when there was none to lose */
  energyLostFraction: number | null
  /** e = 1 and an approach: kinetic energy is kept */
  elastic: boolean
  /** one ball is infinitely heavy (a wall) */
  wall: boolean
  printed: Printed
}

/** Source 000's formula as printed, beside the right one; null with an infinite mass (it has ∞/∞). */
export type Printed = {
  v1: number
  v2: number
  momentumAfter: number
  /** momentum after − momentum before (0 exactly only at e = 1 or u1 = −u2) */
  momentumChange: number
} | null

const motion = (v: number, m: number): BallMotion => {
  const b = motion1D(v, m)
  return { momentum: b?.momentum ?? null, kineticEnergy: b?.kineticEnergy ?? null }
}

const onALine = (x: number, u: number, m: number) => ({ p: { x, y: 0 }, v: { x: u, y: 0 }, m })

export function exchange(state: ExchangeState): Exchange {
  const { m1, m2, u1, u2, e } = clampState(state)
  const approaching = u1 > u2
  const [v1, v2] = approaching ? exchange1D(u1, u2, m1, m2, e) : [u1, u2]
  const wall = m1 === Infinity || m2 === Infinity
  const tb = totals1D(u1, u2, m1, m2)
  const ta = totals1D(v1, v2, m1, m2)
  const book002 = wall ? null : impulseFromSource002(onALine(0, u1, m1), onALine(1, u2, m2))
  // Ball 1 put where ball 2 is and back: the core's normal from ball 1 to ball 2 becomes the code's.
  const coded002 = wall ? null : impulseFromSource002(onALine(1, u1, m1), onALine(0, u2, m2))
  const P002 = book002?.P ?? null
  const code002 = book002 && coded002 ? { P: coded002.P, v1: coded002.vA.x, v1BookN: book002.vA.x } : null
  let printed: Printed = null
  if (!wall) {
    const [p1, p2] = exchange1DAsPrinted(u1, u2, m1, m2, e)
    const momentumAfter = totals1D(p1, p2, m1, m2).momentum
    printed = { v1: p1, v2: p2, momentumAfter, momentumChange: momentumAfter - tb.momentum }
  }
  return {
    approaching,
    v1,
    v2,
    impulse: approaching ? impulse1D(u1, u2, m1, m2, e) : 0,
    P002,
    code002,
    before: { 1: motion(u1, m1), 2: motion(u2, m2), ...tb },
    after: { 1: motion(v1, m1), 2: motion(v2, m2), ...ta },
    vcmBefore: centreOfMass1D(u1, u2, m1, m2),
    vcmAfter: centreOfMass1D(v1, v2, m1, m2),
    energyLostFraction: tb.kineticEnergy > 0 ? 1 - ta.kineticEnergy / tb.kineticEnergy : null,
    elastic: approaching && e === 1,
    wall,
    printed,
  }
}

// ---------------------------------------------------------------------------------------------
// The picture: two rows (before, after), each with the balls touching at x = 0 on a track,
// their velocity arrows on a line above, and the centre of mass with its velocity below.

/** World units of arrow per unit of velocity: the largest speed, 10, draws 4.5 long. */
export const ARROW_SCALE = 0.45
export const ROWS = { before: 1.45, after: -2.45 } as const
// Each ball's arrow on its own line above the balls, so the two never lie on top of each other.
const ARROW_ABOVE = { 1: 1.2, 2: 1.65 } as const
const CM_BELOW = 1.2
const TICK = 0.2
// Wider than the content needs: on a laptop the stage's height (width × 8.05/12) leaves room beside
// it for the read-outs within an 800 px screen; a phone zooms to the content (contentOf) anyway.
export const STAGE = { x: [-6, 6] as [number, number], y: [-4.45, 3.6] as [number, number] }

/** Drawn radius: grows with the cube root of the mass, as a ball's would; a wall is drawn largest. */
export function radiusOf(m: number): number {
  return m === Infinity ? 1 : 0.5 + 0.5 * Math.cbrt(m / 10)
}

export interface Row {
  balls: { 1: { center: Vec2; r: number }; 2: { center: Vec2; r: number } }
  /** velocity arrows: tail above the ball's centre */
  arrows: { 1: { tail: Vec2; tip: Vec2 }; 2: { tail: Vec2; tip: Vec2 } }
  /** the centre of mass, on a line below the balls, marked by a short upright tick, and its velocity arrow */
  cm: { at: Vec2; tip: Vec2; tick: [Vec2, Vec2] }
}

export function rowOf(s: ExchangeState, y: number, v1: number, v2: number): Row {
  const r1 = radiusOf(s.m1)
  const r2 = radiusOf(s.m2)
  const x1 = -r1
  const x2 = r2
  const cx = centreOfMass1D(x1, x2, s.m1, s.m2)
  const vcm = centreOfMass1D(v1, v2, s.m1, s.m2)
  return {
    balls: { 1: { center: { x: x1, y }, r: r1 }, 2: { center: { x: x2, y }, r: r2 } },
    arrows: {
      1: { tail: { x: x1, y: y + ARROW_ABOVE[1] }, tip: { x: x1 + v1 * ARROW_SCALE, y: y + ARROW_ABOVE[1] } },
      2: { tail: { x: x2, y: y + ARROW_ABOVE[2] }, tip: { x: x2 + v2 * ARROW_SCALE, y: y + ARROW_ABOVE[2] } },
    },
    cm: {
      at: { x: cx, y: y - CM_BELOW },
      tip: { x: cx + vcm * ARROW_SCALE, y: y - CM_BELOW },
      tick: [
        { x: cx, y: y - CM_BELOW - TICK },
        { x: cx, y: y - CM_BELOW + TICK },
      ],
    },
  }
}

/** A drag of ball `ball`'s velocity arrow head to `to`: only its x counts, within the bounds. */
export function moveVelocity(s: ExchangeState, ball: BallId, to: Vec2): ExchangeState {
  const tail = rowOf(s, ROWS.before, s.u1, s.u2).arrows[ball].tail
  const spec = ball === 1 ? schema.u1 : schema.u2
  const u = Math.min(spec.max, Math.max(spec.min, (to.x - tail.x) / ARROW_SCALE))
  return ball === 1 ? { ...s, u1: u } : { ...s, u2: u }
}

/** What phones zoom to: both rows, balls and arrows. */
export function contentOf(s: ExchangeState, x: Exchange): { min: Vec2; max: Vec2 } {
  const before = rowOf(s, ROWS.before, s.u1, s.u2)
  const after = rowOf(s, ROWS.after, x.v1, x.v2)
  const xs = [before, after].flatMap((r) => [
    r.balls[1].center.x - r.balls[1].r,
    r.balls[2].center.x + r.balls[2].r,
    r.arrows[1].tip.x,
    r.arrows[2].tip.x,
    r.cm.tip.x,
  ])
  return {
    min: { x: Math.min(...xs) - 0.3, y: STAGE.y[0] },
    max: { x: Math.max(...xs) + 0.3, y: STAGE.y[1] },
  }
}

// ---------------------------------------------------------------------------------------------
// The bars: signed for momentum (from the middle), from the left for energy.

export interface Bar {
  /** where the bar starts and how wide it is, as fractions of the track */
  from: number
  width: number
}

/** A bar for `value` on a track whose full width stands for `scale` (signed: ±scale). */
export function barOf(value: number, scale: number, signed: boolean): Bar {
  const f = scale > 0 ? Math.min(1, Math.abs(value) / scale) : 0
  if (!signed) return { from: 0, width: f }
  return value < 0 ? { from: 0.5 - f / 2, width: f / 2 } : { from: 0.5, width: f / 2 }
}

/** The scale of a group of bars: its largest magnitude, so the longest bar fills its track. */
export function scaleOf(values: readonly (number | null)[]): number {
  return Math.max(0, ...values.map((v) => (v === null ? 0 : Math.abs(v))))
}
