// The largest Lyapunov exponent measured a second way, for chapter 12's check of the time-reversal
// figure: instead of letting rounding grow, carry an infinitely small perturbation (δq, δv) of every
// disk along the engine's exact motion (the tangent dynamics of Dellago, Posch & Hoover, Phys. Rev. E
// 53, 1485, 1996), and measure how fast its length grows. Between contacts δq grows by δv per unit
// of time. At a contact of disks a and b, in the pair's relative coordinates (q = q_a − q_b, v its
// rate, n the unit normal from b to a, σ = r_a + r_b) the pair is a point reflected by a circle of
// radius σ; a perturbed pair meets δt = −(n·δq)/(n·v) later, at a contact point shifted by
// δq + v·δt along the circle, so its normal turns by δn = (δq + v·δt)/σ, and
//   δq' = δq − 2(n·δq)n,   δv' = δv − 2(n·δv)n − 2[(v·δn)n + (v·n)δn];
// the pair's centre of mass is untouched. A flat wall reflects δq and δv as it reflects v. The
// velocities the map needs are the start's plus the impulses the engine reports, so the reference
// motion is the engine's own. Pure: the model, its tests and the bench run it.
import type { Ball, CollisionEvent } from '../../core/sim'
import { lineFit } from '../common/lineFit'
import { seeded } from '../common/seeded'

/** ln of the perturbation's length at a time: its growth is the exponent. */
export interface GrowthPoint {
  t: number
  lnNorm: number
}

/**
 * A perturbation of every disk carried along a run that starts from `balls` at time `t0`. Feed it
 * every contact of the run in time order (`apply`), then read its length at a time (`measure`),
 * which also scales it back to length 1 so that it never overflows. Only disks and flat walls
 * (the box of chapter 12's gases): a contact with a segment wall's end would need its curvature.
 */
export class Tangent {
  private readonly n: number
  private readonly m: Float64Array
  private readonly r: Float64Array
  private readonly vx: Float64Array
  private readonly vy: Float64Array
  private readonly dqx: Float64Array
  private readonly dqy: Float64Array
  private readonly dvx: Float64Array
  private readonly dvy: Float64Array
  /** the time each disk's δq is given at; δq moves on by δv after it */
  private readonly at: Float64Array
  /** Σ ln of the lengths scaled away so far */
  private lnScale = 0
  private lastTime: number

  constructor(balls: readonly Ball[], t0: number, seed: number) {
    if (balls.length === 0) throw new RangeError('Tangent: balls must hold at least one disk')
    if (!Number.isFinite(t0)) throw new RangeError('Tangent: t0 must be a finite time')
    for (const b of balls)
      if (!(b.m > 0 && Number.isFinite(b.m)))
        throw new RangeError('Tangent: every disk needs a finite positive mass m')
    const n = balls.length
    this.n = n
    this.m = Float64Array.from(balls, (b) => b.m)
    this.r = Float64Array.from(balls, (b) => b.r)
    this.vx = Float64Array.from(balls, (b) => b.v.x)
    this.vy = Float64Array.from(balls, (b) => b.v.y)
    const random = seeded(seed)
    const draw = () => Float64Array.from({ length: n }, () => random() - 0.5)
    this.dqx = draw()
    this.dqy = draw()
    this.dvx = draw()
    this.dvy = draw()
    this.at = new Float64Array(n).fill(t0)
    this.lastTime = t0
    this.measure(t0) // to length 1: the growth is counted from there
    this.lnScale = 0
  }

  /** Moves disk i's δq on to time t. */
  private bring(i: number, t: number): void {
    const dt = t - this.at[i]!
    this.dqx[i]! += this.dvx[i]! * dt
    this.dqy[i]! += this.dvy[i]! * dt
    this.at[i] = t
  }

  /** Carries the perturbation through contacts the run reported, in time order. */
  apply(events: readonly CollisionEvent[]): void {
    for (const e of events) {
      if (e.time < this.lastTime) throw new RangeError('Tangent.apply: events must come in time order')
      this.lastTime = e.time
      const J = e.impulse ?? 0
      const nrm = e.normal
      if (!nrm || !(J > 0)) continue // no impulse: the motion went on unchanged
      if (e.kind === 'ball-wall') this.wall(e.a, e.time, nrm.x, nrm.y, J)
      else this.pair(e.a, e.b, e.time, nrm.x, nrm.y, J)
    }
  }

  private wall(a: number, t: number, nx: number, ny: number, J: number): void {
    this.bring(a, t)
    const q = this.dqx[a]! * nx + this.dqy[a]! * ny
    const v = this.dvx[a]! * nx + this.dvy[a]! * ny
    this.dqx[a]! -= 2 * q * nx
    this.dqy[a]! -= 2 * q * ny
    this.dvx[a]! -= 2 * v * nx
    this.dvy[a]! -= 2 * v * ny
    this.vx[a]! += (J / this.m[a]!) * nx
    this.vy[a]! += (J / this.m[a]!) * ny
  }

  private pair(a: number, b: number, t: number, nx: number, ny: number, J: number): void {
    this.bring(a, t)
    this.bring(b, t)
    const [ma, mb] = [this.m[a]!, this.m[b]!]
    const M = ma + mb
    // relative velocity before the contact, and the relative perturbation
    const vx = this.vx[a]! - this.vx[b]!
    const vy = this.vy[a]! - this.vy[b]!
    const qx = this.dqx[a]! - this.dqx[b]!
    const qy = this.dqy[a]! - this.dqy[b]!
    const wx = this.dvx[a]! - this.dvx[b]!
    const wy = this.dvy[a]! - this.dvy[b]!
    const vn = vx * nx + vy * ny // < 0: approaching
    const dt = -(qx * nx + qy * ny) / vn
    const sigma = this.r[a]! + this.r[b]!
    const dnx = (qx + vx * dt) / sigma
    const dny = (qy + vy * dt) / sigma
    const qn = qx * nx + qy * ny
    const wn = wx * nx + wy * ny
    const vdn = vx * dnx + vy * dny
    // the changes of the relative δq and δv
    const cqx = -2 * qn * nx
    const cqy = -2 * qn * ny
    const cvx = -2 * wn * nx - 2 * (vdn * nx + vn * dnx)
    const cvy = -2 * wn * ny - 2 * (vdn * ny + vn * dny)
    // shared so that the centre of mass keeps its perturbation
    this.dqx[a]! += (mb / M) * cqx
    this.dqy[a]! += (mb / M) * cqy
    this.dqx[b]! -= (ma / M) * cqx
    this.dqy[b]! -= (ma / M) * cqy
    this.dvx[a]! += (mb / M) * cvx
    this.dvy[a]! += (mb / M) * cvy
    this.dvx[b]! -= (ma / M) * cvx
    this.dvy[b]! -= (ma / M) * cvy
    this.vx[a]! += (J / ma) * nx
    this.vy[a]! += (J / ma) * ny
    this.vx[b]! -= (J / mb) * nx
    this.vy[b]! -= (J / mb) * ny
  }

  /**
   * Every disk's perturbation at time t (no contact after the last one applied), at its full grown
   * length: what a run started e·δ away would differ by, divided by e, as e → 0.
   */
  perturbation(t: number): { dq: [number, number][]; dv: [number, number][] } {
    const s = Math.exp(this.lnScale)
    const dq: [number, number][] = []
    const dv: [number, number][] = []
    for (let i = 0; i < this.n; i++) {
      const dt = t - this.at[i]!
      dq.push([(this.dqx[i]! + this.dvx[i]! * dt) * s, (this.dqy[i]! + this.dvy[i]! * dt) * s])
      dv.push([this.dvx[i]! * s, this.dvy[i]! * s])
    }
    return { dq, dv }
  }

  /**
   * ln of the perturbation's length √Σ(|δq|² + |δv|²) at time t (no earlier than the last contact
   * applied), as grown from the start; the perturbation is then scaled back to length 1.
   */
  measure(t: number): GrowthPoint {
    if (!(t >= this.lastTime))
      throw new RangeError('Tangent.measure: t must not precede the last contact applied')
    let sum = 0
    for (let i = 0; i < this.n; i++) {
      this.bring(i, t)
      sum += this.dqx[i]! ** 2 + this.dqy[i]! ** 2 + this.dvx[i]! ** 2 + this.dvy[i]! ** 2
    }
    const norm = Math.sqrt(sum)
    for (let i = 0; i < this.n; i++) {
      this.dqx[i]! /= norm
      this.dqy[i]! /= norm
      this.dvx[i]! /= norm
      this.dvy[i]! /= norm
    }
    this.lnScale += Math.log(norm)
    this.lastTime = t
    return { t, lnNorm: this.lnScale }
  }
}

/**
 * The exponent from ln(length) against time: the least-squares slope over the points at or after
 * `from` (the perturbation first turns toward the fastest-growing direction); null with fewer than 2.
 */
export function growthRate(points: readonly GrowthPoint[], from: number): number | null {
  const use = points.filter((p) => p.t >= from)
  if (use.length < 2) return null
  return lineFit(
    use.map((p) => p.t),
    use.map((p) => p.lnNorm),
  ).slope
}
