// The pure half of chapter 5's central figure: two equal balls touching at the origin, A's centre
// one radius behind it along the unit normal n̂ and B's one radius ahead. Each velocity is split
// along n̂ and the unit tangent t̂ by the core's normalTangent; the collision (the core's
// resolveCircles, equal masses, e = 1) swaps the normal parts and leaves the tangent parts.
// The picture can be turned until n̂ points along +x: the view then shows each velocity in
// (normal, tangent) coordinates, the 1D problem inside the 2D one.
import { type Box, type Vec2, add, dot, normalTangent, resolveCircles, scale, sub } from '../../core'
import { velocityBackAsPrinted } from '../../core/errata'
import { capLength, lineAcross, snapDirection } from '../common/direction'
import { type BallName, boxAround } from '../common/twoBalls'
import { ARROW_SCALE, MAX_SPEED, RADIUS, STAGE, type NormalTangentState, schema } from './meta'

export type { NormalTangentState }
export type { BallName }

/** Any state back inside the schema: n a unit vector on the 1/1000 grid, speeds at most MAX_SPEED. */
export function clampState(s: NormalTangentState): NormalTangentState {
  return {
    n: snapDirection(s.n, schema.n.default),
    vA: capLength(s.vA, MAX_SPEED, schema.vA.default),
    vB: capLength(s.vB, MAX_SPEED, schema.vB.default),
    after: s.after === true,
    turned: s.turned === true,
  }
}

/** A velocity split along n̂ and t̂: v = normal·n̂ + tangent·t̂. */
export interface Split {
  normal: number
  tangent: number
  normalPart: Vec2
  tangentPart: Vec2
}

/** How the pair moves along n̂ before the collision: the sign of uA − uB. */
export type Approach = 'approaching' | 'sliding' | 'separating'

export interface Collision {
  n: Vec2
  t: Vec2
  centres: Record<BallName, Vec2>
  before: Record<BallName, Split>
  /** the velocities after the collision, and their split */
  v: Record<BallName, Vec2>
  after: Record<BallName, Split>
  /** uA − uB, the closing speed along n̂ (positive: they press together) */
  closing: number
  approach: Approach
  /** totals with both masses 1: momentum (a vector) and kinetic energy, before and after */
  momentumBefore: Vec2
  momentumAfter: Vec2
  energyBefore: number
  energyAfter: number
  /**
   * A's velocity after, as source 000 §6 prints the putting back (dx += odx − ndx), with dc from
   * A's centre to B's, the direction its §4 measures the speeds along: 2·v_A − v_A'.
   */
  vAAfter000: Vec2
}

const split = (v: Vec2, n: Vec2): Split => {
  const { normal, tangent, normalPart, tangentPart } = normalTangent(v, n)
  return { normal, tangent, normalPart, tangentPart }
}

const energy = (a: Vec2, b: Vec2) => 0.5 * (dot(a, a) + dot(b, b))

export function collide(s: NormalTangentState): Collision {
  const { unitNormal: n, unitTangent: t } = normalTangent({ x: 0, y: 0 }, s.n)
  const centres = { A: scale(n, -RADIUS), B: scale(n, RADIUS) }
  const r = resolveCircles({ p: centres.A, v: s.vA, m: 1 }, { p: centres.B, v: s.vB, m: 1 }, 1)
  const before = { A: split(s.vA, n), B: split(s.vB, n) }
  const closing = before.A.normal - before.B.normal
  return {
    n,
    t,
    centres,
    before,
    v: { A: r.vA, B: r.vB },
    after: { A: split(r.vA, n), B: split(r.vB, n) },
    closing,
    approach: closing > 0 ? 'approaching' : closing === 0 ? 'sliding' : 'separating',
    momentumBefore: add(s.vA, s.vB),
    momentumAfter: add(r.vA, r.vB),
    energyBefore: energy(s.vA, s.vB),
    energyAfter: energy(r.vA, r.vB),
    vAAfter000: velocityBackAsPrinted(s.vA, sub(centres.B, centres.A), before.A.normal, dot(r.vA, n)),
  }
}

/**
 * The direction the view's +x axis has in the world while the picture turns: `progress` 0 is the
 * picture as it is, 1 turned all the way so n̂ lies along +x (by the smaller turn).
 */
export function viewAxis(n: Vec2, progress: number): Vec2 {
  const angle = Math.atan2(n.y, n.x) * Math.min(1, Math.max(0, progress))
  return { x: Math.cos(angle), y: Math.sin(angle) }
}

/** A world point as the turned view shows it: its coordinates along the view's axes. */
export function toView(q: Vec2, axis: Vec2): Vec2 {
  const { normal, tangent } = normalTangent(q, axis)
  return { x: normal, y: tangent }
}

/** A point of the turned view back in the world. */
export const toWorld = (q: Vec2, axis: Vec2): Vec2 =>
  add(scale(axis, q.x), scale({ x: -axis.y, y: axis.x }, q.y))

/** What the view draws, every point already in view coordinates. */
export interface Picture {
  centres: Record<BallName, Vec2>
  /** heads of the velocities before (the handles) and of the velocities shown with their parts */
  heads: Record<BallName, Vec2>
  shown: Record<BallName, { head: Vec2; normal: Vec2; tangent: Vec2 }>
  /** the normal and tangent lines through the contact point, and the unit vectors' heads */
  normalLine: [Vec2, Vec2]
  tangentLine: [Vec2, Vec2]
  nHead: Vec2
  tHead: Vec2
  /** halfway along each unit vector: where its name goes, clear of B's handle at n̂'s head */
  nMid: Vec2
  tMid: Vec2
}

/** Where a velocity's arrow drawn from `from` ends: ARROW_SCALE model units per unit of speed. */
const arrowHead = (from: Vec2, v: Vec2): Vec2 => add(from, scale(v, ARROW_SCALE))

export function picture(s: NormalTangentState, c: Collision, progress: number): Picture {
  const axis = viewAxis(c.n, progress)
  const view = (q: Vec2) => toView(q, axis)
  const ball = (b: BallName) => {
    const parts = s.after ? c.after[b] : c.before[b]
    const from = c.centres[b]
    return {
      head: view(arrowHead(from, s.after ? c.v[b] : s[`v${b}`])),
      normal: view(arrowHead(from, parts.normalPart)),
      tangent: view(arrowHead(from, parts.tangentPart)),
    }
  }
  return {
    centres: { A: view(c.centres.A), B: view(c.centres.B) },
    heads: { A: view(arrowHead(c.centres.A, s.vA)), B: view(arrowHead(c.centres.B, s.vB)) },
    shown: { A: ball('A'), B: ball('B') },
    normalLine: lineAcross(view(c.n), STAGE.x[1], STAGE.y[1]),
    tangentLine: lineAcross(view(c.t), STAGE.x[1], STAGE.y[1]),
    nHead: view(c.n),
    tHead: view(c.t),
    nMid: view(scale(c.n, 0.5)),
    tMid: view(scale(c.t, 0.5)),
  }
}

/** Both balls and every arrow head in the picture: what a phone-sized stage zooms to. */
export function contentOf(p: Picture): Box {
  const still = { x: 0, y: 0 }
  const balls = (['A', 'B'] as const).map((b) => ({ p: p.centres[b], d: still, r: RADIUS }))
  const heads = (['A', 'B'] as const).flatMap((b) =>
    [p.heads[b], p.shown[b].head, p.shown[b].normal, p.shown[b].tangent].map((q) => ({
      p: q,
      d: still,
      r: 0,
    })),
  )
  return boxAround([...balls, ...heads])
}

/** The moves of the figure's handles while the picture is turned by `progress` (targets in view coordinates). */
export function movesAt(progress: number) {
  const world = (s: NormalTangentState, to: Vec2) => toWorld(to, viewAxis(collide(s).n, progress))
  const velocity = (ball: BallName) => (s: NormalTangentState, to: Vec2) => {
    const from = collide(s).centres[ball]
    const key = ball === 'A' ? 'vA' : 'vB'
    const v = scale(sub(world(s, to), from), 1 / ARROW_SCALE)
    return clampState({ ...s, [key]: capLength(v, MAX_SPEED, s[key]) })
  }
  return {
    headA: velocity('A'),
    headB: velocity('B'),
    // B's centre sets the line of centres: the direction from the contact to the point asked for.
    normal: (s: NormalTangentState, to: Vec2) => clampState({ ...s, n: snapDirection(world(s, to), s.n) }),
  }
}

export const setAfter = (s: NormalTangentState, after: boolean) => clampState({ ...s, after })
export const setTurned = (s: NormalTangentState, turned: boolean) => clampState({ ...s, turned })

/** How slow counts as stopped for a figure stored to a thousandth (chapter 5's exercise). */
export const STOP_TOLERANCE = 0.05

/** A velocity after the collision is a dead stop: its length at most STOP_TOLERANCE. */
export const stopsDead = (x: number | null, y: number | null) =>
  x !== null && y !== null && Math.hypot(x, y) <= STOP_TOLERANCE
