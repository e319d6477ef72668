// The momenta diagram's geometry (PhET's Collision Lab has one): each ball's momentum m·v drawn
// tip to tail from the origin, so the chain ends at the total momentum. A large scene gives its
// first balls a link each and the rest one link together, so the chain still ends at the total.
import type { Vec2 } from '../../../core'

/** Balls drawn with a link of their own. */
export const CHAIN_BALLS = 10

export interface Link {
  from: Vec2
  to: Vec2
}

export interface MomentaChain {
  /** the first balls of finite mass, tip to tail from the origin; `ball` is the ball's index */
  links: (Link & { ball: number })[]
  /** every further ball of finite mass summed into one link; null when there is none */
  rest: (Link & { balls: number }) | null
  /** where the chain ends: the sum of every finite-mass ball's momentum */
  total: Vec2
  /** a square view holding the origin and the whole chain, on a coarse grid so it seldom moves */
  view: { x: [number, number]; y: [number, number] }
}

/** The smallest 1, 2 or 5 × 10^k at least x (x > 0). */
function niceCeil(x: number): number {
  const p = 10 ** Math.floor(Math.log10(x))
  for (const k of [1, 2, 5, 10]) if (k * p >= x) return k * p
  return 10 * p
}

/**
 * Whether two packed states (x, y, vx, vy per ball) hold the same velocities, so the same chain:
 * a drag that moves a ball changes its place, never a momentum.
 */
export function sameVelocities(a: Float64Array, b: Float64Array): boolean {
  if (a === b) return true
  if (a.length !== b.length) return false
  for (let i = 2; i < a.length; i += 4) if (a[i] !== b[i] || a[i + 1] !== b[i + 1]) return false
  return true
}

/**
 * The chain for packed balls (x, y, vx, vy each). Infinitely heavy balls have no finite momentum
 * and are left out, as the totals leave them out. The sums run in ball order, as totalsOf's do,
 * so the chain ends exactly at the total the read-outs show.
 */
export function momentaChain(state: Float64Array, masses: Float64Array, limit = CHAIN_BALLS): MomentaChain {
  if (!(limit >= 1) || !Number.isInteger(limit))
    throw new RangeError(`limit must be an integer >= 1, got ${limit}`)
  if (state.length !== 4 * masses.length)
    throw new RangeError(`state must hold 4 numbers per ball (${4 * masses.length}), got ${state.length}`)
  const links: MomentaChain['links'] = []
  let px = 0
  let py = 0
  let restFrom: Vec2 | null = null
  let restBalls = 0
  let lo = { x: 0, y: 0 }
  let hi = { x: 0, y: 0 }
  for (let i = 0; i < masses.length; i++) {
    const m = masses[i]!
    if (m === Number.POSITIVE_INFINITY) continue
    const from = { x: px + 0, y: py + 0 }
    px += m * state[4 * i + 2]!
    py += m * state[4 * i + 3]!
    if (links.length < limit) links.push({ ball: i, from, to: { x: px + 0, y: py + 0 } })
    else {
      restFrom ??= from
      restBalls++
    }
    lo = { x: Math.min(lo.x, px), y: Math.min(lo.y, py) }
    hi = { x: Math.max(hi.x, px), y: Math.max(hi.y, py) }
  }
  const total = { x: px + 0, y: py + 0 }
  const size = Math.max(hi.x - lo.x, hi.y - lo.y)
  // Everything at rest: a unit view rather than one of zero size.
  const half = size > 0 ? niceCeil(size * 0.55) : 1
  // Centre on a grid of half the half-width, so small changes keep the view still.
  const snap = (v: number) => Math.round(v / (half / 2)) * (half / 2)
  const cx = snap((lo.x + hi.x) / 2)
  const cy = snap((lo.y + hi.y) / 2)
  const span = 1.5 * half
  return {
    links,
    rest: restFrom ? { from: restFrom, to: total, balls: restBalls } : null,
    total,
    view: { x: [cx - span, cx + span], y: [cy - span, cy + span] },
  }
}
