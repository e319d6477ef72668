// The pure half of chapter 7's reflection figure: a wall W0 → W1, a vector I arriving at its
// midpoint H, and source 003's construction. The wall's direction <vx, vy> turned a quarter,
// <−vy, vx>, is its normal P; N′ = P/|P| (the core's segmentNormal); N = (−I·N′)N′ is the shadow
// of −I on the normal; L = N + I runs along the wall; F = N + L = 2N + I leaves it (the core's
// reflectParts). With `unit` off the construction uses P itself, to show why N′ must be unit.
import {
  type Box,
  type Vec2,
  add,
  dot,
  length,
  lerp,
  perp,
  reflectParts,
  scale,
  segmentNormal,
  sub,
} from '../../core'
import { capLength } from '../common/direction'
import { snapPoint } from '../common/twoBalls'
import { clampPoint } from '../common/world'
import { BALL_RADIUS, MAX_I, MIN_WALL, STAGE, type WallReflectionState, WORLD, schema } from './meta'

export type { WallReflectionState }

/** Source 003's worked example: a wall along the x axis (N′ = <0, 1>) and I = <4, −2>, so F = <4, 2>. */
export const EXAMPLE: WallReflectionState = {
  W0: { x: -4, y: 0 },
  W1: { x: 4, y: 0 },
  I: { x: 4, y: -2 },
  step: 4,
  unit: true,
}

const tooShort = (a: Vec2, b: Vec2) => !(length(sub(b, a)) >= MIN_WALL)

/** Any state back in bounds: ends in the world and at least MIN_WALL apart, |I| ≤ MAX_I, a whole step. */
export function clampState(s: WallReflectionState): WallReflectionState {
  let W0 = snapPoint(clampPoint(s.W0, WORLD, schema.W0.default))
  let W1 = snapPoint(clampPoint(s.W1, WORLD, schema.W1.default))
  // A wall of (almost) no length has no direction, so no normal: show the default wall instead.
  if (tooShort(W0, W1)) {
    W0 = schema.W0.default
    W1 = schema.W1.default
  }
  const step = Number.isFinite(s.step) ? Math.min(4, Math.max(1, Math.round(s.step))) : schema.step.default
  return { W0, W1, I: capLength(s.I, MAX_I, schema.I.default), step, unit: s.unit !== false }
}

export interface Construction {
  /** the hit point: the wall's midpoint, where I ends */
  H: Vec2
  /** the wall's perpendicular <−vy, vx>, as long as the wall */
  P: Vec2
  /** the normal the construction uses: P/|P| (unit) or P itself */
  normal: Vec2
  /** −I·normal: the signed length of N along the normal (times |P|² when not unit) */
  along: number
  N: Vec2
  L: Vec2
  F: Vec2
  lengthI: number
  lengthF: number
  lengthNormal: number
}

export function construct(s: WallReflectionState): Construction {
  const H = lerp(s.W0, s.W1, 0.5)
  const turned = perp(sub(s.W1, s.W0))
  const P = { x: turned.x + 0, y: turned.y + 0 } // + 0: no −0 in a read-out
  const unitNormal = segmentNormal(s.W0, s.W1)
  const normal = s.unit ? unitNormal : P
  const along = -dot(s.I, normal)
  // Unit: the core's reflection. Not unit: the same formula fed the raw P, as a careless program would.
  const { N, F } = s.unit
    ? reflectParts(s.I, unitNormal)
    : { N: scale(P, along), F: add(scale(P, 2 * along), s.I) }
  return {
    H,
    P,
    normal,
    along,
    N,
    L: add(N, s.I),
    F,
    lengthI: length(s.I),
    lengthF: length(F),
    lengthNormal: length(normal),
  }
}

/** The points the figure draws: I from T to H, N from H, L from T, F from H (and L again from H + N). */
export function drawing(s: WallReflectionState, c: Construction) {
  const T = sub(c.H, s.I)
  return {
    T,
    H: c.H,
    normalHead: add(c.H, c.normal),
    NHead: add(c.H, c.N),
    LHead: add(T, c.L),
    FHead: add(c.H, c.F),
    /** halfway along I, N and L: where their names go */
    IMid: lerp(T, c.H, 0.5),
    NMid: lerp(c.H, add(c.H, c.N), 0.5),
    LMid: lerp(T, add(T, c.L), 0.5),
  }
}

/** Room kept around the farthest arrow head when the view grows, as a fraction of its width. */
const GROWN_MARGIN = 0.08

/**
 * The stage's view: STAGE, which holds every arrow of a normalised construction, grown (keeping
 * its shape, so the figure's height stays put) until the heads of an un-normalised N′, N, L and F,
 * |P|² times too long, are in view with a margin: F is seen, however far it reaches.
 */
export function viewOf(
  s: WallReflectionState,
  c: Construction,
): { x: [number, number]; y: [number, number] } {
  const d = drawing(s, c)
  const heads = [d.normalHead, d.NHead, d.LHead, d.FHead]
  const xs = [...STAGE.x, ...heads.map((p) => p.x)]
  const ys = [...STAGE.y, ...heads.map((p) => p.y)]
  const lo = { x: Math.min(...xs), y: Math.min(...ys) }
  const hi = { x: Math.max(...xs), y: Math.max(...ys) }
  if (lo.x >= STAGE.x[0] && hi.x <= STAGE.x[1] && lo.y >= STAGE.y[0] && hi.y <= STAGE.y[1]) return STAGE
  const aspect = (STAGE.y[1] - STAGE.y[0]) / (STAGE.x[1] - STAGE.x[0])
  const w = Math.max(hi.x - lo.x, (hi.y - lo.y) / aspect) * (1 + 2 * GROWN_MARGIN)
  const h = w * aspect
  const mid = { x: (lo.x + hi.x) / 2, y: (lo.y + hi.y) / 2 }
  return { x: [mid.x - w / 2, mid.x + w / 2], y: [mid.y - h / 2, mid.y + h / 2] }
}

/** The wall, the ball and every drawn point (cut at the view's edge): what the stage zooms to at every width (fitWide), so the construction fills it. */
export function contentOf(s: WallReflectionState, c: Construction): Box {
  const d = drawing(s, c)
  const view = viewOf(s, c)
  const onStage = (p: Vec2): Vec2 => ({
    x: Math.min(view.x[1], Math.max(view.x[0], p.x)),
    y: Math.min(view.y[1], Math.max(view.y[0], p.y)),
  })
  const ball = [-1, 1].flatMap((k) => [
    add(d.T, { x: k * BALL_RADIUS, y: 0 }),
    add(d.T, { x: 0, y: k * BALL_RADIUS }),
  ])
  const points = [s.W0, s.W1, ...ball, d.H, d.NHead, d.FHead, d.normalHead].map(onStage)
  const xs = points.map((p) => p.x)
  const ys = points.map((p) => p.y)
  return { min: { x: Math.min(...xs), y: Math.min(...ys) }, max: { x: Math.max(...xs), y: Math.max(...ys) } }
}

export const moves = {
  // An end dragged onto the other would leave no wall: the move is refused, the end stays.
  start: (s: WallReflectionState, to: Vec2) => {
    const W0 = snapPoint(clampPoint(to, WORLD, s.W0))
    return tooShort(W0, s.W1) ? s : clampState({ ...s, W0 })
  },
  end: (s: WallReflectionState, to: Vec2) => {
    const W1 = snapPoint(clampPoint(to, WORLD, s.W1))
    return tooShort(s.W0, W1) ? s : clampState({ ...s, W1 })
  },
  // The reader holds I's tail; I ends at the hit point.
  tail: (s: WallReflectionState, to: Vec2) =>
    clampState({ ...s, I: capLength(sub(lerp(s.W0, s.W1, 0.5), to), MAX_I, s.I) }),
}
