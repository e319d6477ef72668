// A rigid body of joined balls: where its balls are, how they move, and the two ways its motion
// changes (a sticky join with another body, an impulse from a wall). Between those it flies
// freely: the centre of mass moves in a straight line and the body turns at a constant rate, so
// its momentum, its angular momentum and its kinetic energy are constant, exactly as stored.
//
// The balls count as point masses at their centres (I = Σ m d²), not as discs with an inertia
// of their own: no contact in the sandbox is frictional, so a ball never spins on its own before
// it joins, and with point masses the kinetic energy and the angular momentum the ball table
// adds up from the balls' velocities (Σ ½ m v², Σ m d × v) are the bodies' own, to the last bit
// of rounding. A body of one ball has I = 0 and never turns.
import type { Body } from './types'

/** A body of one ball at rest in its own frame. */
export function single(k: number, m: number, x: number, y: number, vx: number, vy: number, t: number): Body {
  return { m, I: 0, cx: x, cy: y, vx, vy, w: 0, t0: t, members: [k], ox: [0], oy: [0] }
}

/** Where a body's balls are at time t and how they move: x, y, vx, vy written per ball into `out`. */
export function place(b: Body, t: number, out: Float64Array): void {
  const dt = t - b.t0
  const cx = b.cx + b.vx * dt
  const cy = b.cy + b.vy * dt
  // A body that does not turn keeps its offsets exactly (cos 0 = 1, sin 0 = 0 would do too, but
  // the 1D track's numbers then owe nothing to trigonometry).
  const turn = b.w !== 0
  const c = turn ? Math.cos(b.w * dt) : 1
  const s = turn ? Math.sin(b.w * dt) : 0
  for (let i = 0; i < b.members.length; i++) {
    const k = b.members[i]!
    const dx = turn ? c * b.ox[i]! - s * b.oy[i]! : b.ox[i]!
    const dy = turn ? s * b.ox[i]! + c * b.oy[i]! : b.oy[i]!
    out[4 * k] = cx + dx
    out[4 * k + 1] = cy + dy
    out[4 * k + 2] = b.vx - b.w * dy
    out[4 * k + 3] = b.vy + b.w * dx
  }
}

/**
 * Bodies a and b joined at time t into one rigid body (`at`: every ball's x, y, vx, vy at t).
 * The joined body keeps the total momentum and the total angular momentum about its centre of
 * mass; its kinetic energy is the least the two allow, so a join never adds energy.
 */
export function join(a: Body, b: Body, at: Float64Array, masses: readonly number[], t: number): Body {
  const m = a.m + b.m
  const members = [...a.members, ...b.members]
  // Momentum and the centre of mass, from the bodies' own (each is exact for its balls).
  const dtA = t - a.t0
  const dtB = t - b.t0
  const cx = (a.m * (a.cx + a.vx * dtA) + b.m * (b.cx + b.vx * dtB)) / m
  const cy = (a.m * (a.cy + a.vy * dtA) + b.m * (b.cy + b.vy * dtB)) / m
  const vx = (a.m * a.vx + b.m * b.vx) / m
  const vy = (a.m * a.vy + b.m * b.vy) / m
  let L = 0
  let I = 0
  const ox: number[] = []
  const oy: number[] = []
  for (const k of members) {
    const dx = at[4 * k]! - cx
    const dy = at[4 * k + 1]! - cy
    const mk = masses[k]!
    // Angular momentum about the new centre of mass, relative to its motion (Σ m d = 0, so the
    // frame's own velocity adds nothing but rounding).
    L += mk * (dx * (at[4 * k + 3]! - vy) - dy * (at[4 * k + 2]! - vx))
    I += mk * (dx * dx + dy * dy)
    ox.push(dx)
    oy.push(dy)
  }
  return { m, I, cx, cy, vx, vy, w: L / I, t0: t, members, ox, oy }
}

/**
 * Body b (its balls at `at`, time t) after ball k of it meets a wall with unit normal (nx, ny)
 * pointing from the wall to the ball: the impulse j along the normal through the ball's centre
 * (the balls are frictionless), j = −(1 + e) vₙ / (1/m + (d × n)²/I), with vₙ the ball's normal
 * velocity and d its offset from the centre of mass. Null when the ball is not approaching.
 */
export function bounce(
  b: Body,
  k: number,
  nx: number,
  ny: number,
  e: number,
  at: Float64Array,
  t: number,
): { body: Body; impulse: number } | null {
  const vn = at[4 * k + 2]! * nx + at[4 * k + 3]! * ny
  if (!(vn < 0)) return null
  const moved = rebased(b, at, t)
  const i = b.members.indexOf(k)
  const dn = moved.ox[i]! * ny - moved.oy[i]! * nx
  // The centre of mass's change of speed along n, j / m: for a body of one ball (d = 0 and I = 0:
  // no turn, and no 0/0) exactly −(1 + e) vₙ, the lone ball's own reflection, with no 1/m to round.
  const dv = moved.I > 0 ? (-(1 + e) * vn) / (1 + (moved.m * dn * dn) / moved.I) : -(1 + e) * vn
  const j = moved.m * dv
  moved.vx += dv * nx
  moved.vy += dv * ny
  if (moved.I > 0) moved.w += (j * dn) / moved.I
  return { body: moved, impulse: j }
}

/** The same body with its reference time moved to t (offsets turned to where they are then). */
function rebased(b: Body, at: Float64Array, t: number): Body {
  const dt = t - b.t0
  const cx = b.cx + b.vx * dt
  const cy = b.cy + b.vy * dt
  return {
    ...b,
    cx,
    cy,
    t0: t,
    ox: b.members.map((k) => at[4 * k]! - cx),
    oy: b.members.map((k) => at[4 * k + 1]! - cy),
  }
}
