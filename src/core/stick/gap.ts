// When the next contact of a world of spinning bodies comes: conservative advancement. Between
// contacts a ball's centre moves on a circle around a centre of mass that moves in a straight
// line, so no formula gives the time two such paths meet. Instead every pair (two balls of two
// bodies, or a ball and a wall) gets a time before which it certainly cannot touch, from two
// bounds on its gap g(t) (distance between the surfaces), both valid for all t ≥ 0:
//
//   g(t) ≥ g − L t,                L = |V| + |ω| d summed over the pair's balls: no centre moves
//                                  faster than its body's velocity plus the spin's ω × d;
//   g(t) ≥ g + g′ t − ½ A t²,      A = ω² d summed likewise: the centres' accelerations are the
//                                  spins' centripetal ones, and a distance to a point or to a
//                                  segment is convex, so its second derivative along any path is
//                                  at least −|acceleration|.
//
// The pair's safe step is the later of the times those bounds reach 0, or −ε for a pair already
// within ε (ε = CONTACT_TOL times the smallest radius) that is not closing in, so that a pair
// resting in contact does not hold the world still. The world steps by the least safe step of all
// pairs and looks again. A pair within ε whose gap is shrinking is a contact: every contact is
// processed with its gap in [−ε, ε]. Near a contact the second bound makes the steps converge
// like Newton's method (a pure translation, A = 0, lands on it in one step); each step is at
// least one unit in the last place of the time, so the search always moves on.
import { closestOnSegment } from '../closest'
import type { Vec2 } from '../vec2'
import type { Body } from './types'

/** The contact tolerance ε, as a fraction of the smallest radius. */
export const CONTACT_TOL = 1e-9

/** A pair within ε of touching whose gap is shrinking. */
export interface Contact {
  kind: 'ball-ball' | 'ball-wall'
  /** the ball (for two balls, the lower index) */
  a: number
  /** the other ball, or the wall: segment walls first, then the box's min x, max x, min y, max y */
  b: number
  /** unit normal from b toward a */
  nx: number
  ny: number
  gap: number
}

/**
 * The time before which a gap that is `room` above its floor now, changing at rate gd, with
 * |g′| ≤ L and g″ ≥ −A, stays above the floor; Infinity when it never gets there.
 */
export function safeStep(room: number, gd: number, L: number, A: number): number {
  const G = Math.max(0, room)
  const first = L > 0 ? G / L : Number.POSITIVE_INFINITY
  let second: number
  // The first positive root of G + gd t − ½ A t², in the form that does not cancel.
  if (gd < 0) second = (2 * G) / (Math.sqrt(gd * gd + 2 * A * G) - gd)
  else second = A > 0 ? (gd + Math.sqrt(gd * gd + 2 * A * G)) / A : Number.POSITIVE_INFINITY
  return Math.max(first, second)
}

/** The scene a search looks at: every ball's x, y, vx, vy (at), radius, body and distance from its body's centre of mass. */
export interface Scene {
  at: Float64Array
  radii: readonly number[]
  bodyOf: Int32Array
  rho: Float64Array
  bodies: readonly Body[]
  walls: readonly (readonly [Vec2, Vec2])[]
  box: { min: Vec2; max: Vec2 } | null
  tol: number
}

/** The contact due now (the deepest, the lowest indices first among equals), or the safe step. */
export function search(s: Scene): { contact: Contact } | { step: number } {
  const { at, radii, bodyOf, rho, bodies, walls, box, tol } = s
  let best: Contact | null = null
  let step = Number.POSITIVE_INFINITY
  const pair = (c: Contact, gd: number, L: number, A: number) => {
    if (c.gap <= tol && gd < 0) {
      if (!best || c.gap < best.gap) best = c
    } else step = Math.min(step, safeStep(c.gap > tol ? c.gap : c.gap + tol, gd, L, A))
  }
  const n = radii.length
  for (let i = 0; i < n; i++) {
    const bi = bodies[bodyOf[i]!]!
    const x = at[4 * i]!
    const y = at[4 * i + 1]!
    const vx = at[4 * i + 2]!
    const vy = at[4 * i + 3]!
    const w = Math.abs(bi.w)
    const Li = Math.hypot(bi.vx, bi.vy) + w * rho[i]!
    const Ai = w * w * rho[i]!
    for (let j = i + 1; j < n; j++) {
      if (bodyOf[j] === bodyOf[i]) continue
      const bj = bodies[bodyOf[j]!]!
      const dx = x - at[4 * j]!
      const dy = y - at[4 * j + 1]!
      const d = Math.hypot(dx, dy)
      const nx = dx / d
      const ny = dy / d
      const gd = nx * (vx - at[4 * j + 2]!) + ny * (vy - at[4 * j + 3]!)
      const wj = Math.abs(bj.w)
      const gap = d - radii[i]! - radii[j]!
      pair(
        { kind: 'ball-ball', a: i, b: j, nx, ny, gap },
        gd,
        Li + Math.hypot(bj.vx, bj.vy) + wj * rho[j]!,
        Ai + wj * wj * rho[j]!,
      )
    }
    const r = radii[i]!
    for (let k = 0; k < walls.length; k++) {
      const [a, b] = walls[k]!
      const c = closestOnSegment({ x, y }, a, b)
      const nx = (x - c.point.x) / c.distance
      const ny = (y - c.point.y) / c.distance
      pair({ kind: 'ball-wall', a: i, b: k, nx, ny, gap: c.distance - r }, nx * vx + ny * vy, Li, Ai)
    }
    if (box) {
      const k = walls.length
      pair({ kind: 'ball-wall', a: i, b: k, nx: 1, ny: 0, gap: x - box.min.x - r }, vx, Li, Ai)
      pair({ kind: 'ball-wall', a: i, b: k + 1, nx: -1, ny: 0, gap: box.max.x - x - r }, -vx, Li, Ai)
      pair({ kind: 'ball-wall', a: i, b: k + 2, nx: 0, ny: 1, gap: y - box.min.y - r }, vy, Li, Ai)
      pair({ kind: 'ball-wall', a: i, b: k + 3, nx: 0, ny: -1, gap: box.max.y - y - r }, -vy, Li, Ai)
    }
  }
  return best ? { contact: best } : { step }
}
