// Running a hard-disk gas backwards (chapter 12): from a melted start, the gas runs forward for a
// time t, every velocity is flipped, and the flipped gas runs for t again. In exact arithmetic it
// would land on its start; the engine's rounding (a part in 10¹⁶ per operation) is amplified by the
// collisions by a fixed factor per unit of time, so the return error grows like e^{λt} until it is
// the size of the box. The slope of ln(error) against t estimates λ, the largest Lyapunov exponent.
// The forward run also carries an infinitely small perturbation along (tangent.ts): its growth rate
// is λ measured the textbook way, for the figure to set beside the slope. Pure: the worker (reversal.worker.ts) and the tests run the same code.
import type { Ball } from '../../core'
import { createWorld, type World } from '../../core/sim'
import { DISK_R, type Gas, latticeGas, maxwellStart } from '../common/hardDiskGas'
import { lineFit } from '../common/lineFit'
import { type GrowthPoint, Tangent, growthRate } from './tangent'

/** 30 × 34 = 1,020 disks, at η = 0.25 as in the speed-distribution figure unless another density is chosen. */
export const GRID = { nx: 30, ny: 34 } as const
export const DISKS = GRID.nx * GRID.ny
export const ETA = 0.25
/**
 * The melt: MELT_PER_DISK × DISKS contacts before the clock starts. A contact has two disks, so each
 * disk takes part in about twice as many (ten).
 */
export const MELT_PER_DISK = 5
/** How many times t the figure reverses at, evenly spaced up to the reader's T. */
export const POINTS = 24
/**
 * The return errors the slope is fitted over, in radii: above the rounding floor (≈ 10⁻¹³ radii in
 * a box a hundred radii wide) and below the box's size, where the error stops growing.
 */
export const FIT_WINDOW: readonly [number, number] = [1e-10, 1e-1]
const SEED = 5
/**
 * The tangent perturbation's growth is fitted from this time on: a random start needs a contact or
 * two per disk to turn toward the fastest-growing direction.
 */
export const TANGENT_FROM = 2

export interface ReversalPoint {
  /** time run forward (and then back) */
  t: number
  /** RMS distance of the disks from their starts after the return, in radii */
  error: number
  /** contacts per disk in the forward run up to t */
  perDisk: number
}

/** What the page asks its worker for: the longest time and the packing fraction. */
export interface ReversalRequest {
  T: number
  eta: number
}

export interface ReversalReport {
  T: number
  eta: number
  points: ReversalPoint[]
  /** ln(error) against t fitted by a line: its slope estimates λ per unit time; null with too few points */
  fit: LyapunovFit | null
  /** λ per unit time from the growth of a perturbation carried along the forward run (tangent.ts); null before TANGENT_FROM */
  tangentLambda: number | null
  /** mean time between two contacts of one disk, from the forward run so far */
  tau: number | null
  /** contacts per disk at which the error reached one radius (interpolated on ln error), or null */
  toRadius: number | null
  /** every contact run so far, forward and back: the run's cost */
  contactsRun: number
  finished: boolean
}

/** The RMS distance between two placements of the same disks, in radii. */
export function rmsDistance(a: readonly Ball[], b: readonly Ball[]): number {
  if (a.length !== b.length || a.length === 0)
    throw new RangeError('rmsDistance: a and b must hold the same disks')
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += (a[i]!.p.x - b[i]!.p.x) ** 2 + (a[i]!.p.y - b[i]!.p.y) ** 2
  return Math.sqrt(sum / a.length) / DISK_R
}

/** ln(error) ≈ ln0 + λt, fitted over the times from t0 to t1. */
export interface LyapunovFit {
  lambda: number
  ln0: number
  t0: number
  t1: number
}

/** The least-squares line of ln(error) against t over the points inside FIT_WINDOW, or null for fewer than 3. */
export function lyapunovFit(points: readonly ReversalPoint[]): LyapunovFit | null {
  const inside = points.filter((p) => p.error >= FIT_WINDOW[0] && p.error <= FIT_WINDOW[1])
  const n = inside.length
  if (n < 3) return null
  const { slope, intercept } = lineFit(
    inside.map((p) => p.t),
    inside.map((p) => Math.log(p.error)),
  )
  return { lambda: slope, ln0: intercept, t0: inside[0]!.t, t1: inside[n - 1]!.t }
}

/** Contacts per disk where the error first reaches one radius, interpolated on ln(error); or null. */
export function perDiskToRadius(points: readonly ReversalPoint[]): number | null {
  const k = points.findIndex((p) => p.error >= DISK_R)
  if (k < 0) return null
  if (k === 0) return points[0]!.perDisk
  const [a, b] = [points[k - 1]!, points[k]!]
  const f =
    (Math.log(DISK_R) - Math.log(Math.max(a.error, Number.MIN_VALUE))) /
    (Math.log(b.error) - Math.log(Math.max(a.error, Number.MIN_VALUE)))
  return a.perDisk + f * (b.perDisk - a.perDisk)
}

/** The same disks with every velocity flipped. */
const flipped = (balls: readonly Ball[]): Ball[] =>
  balls.map((b) => ({ ...b, p: { ...b.p }, v: { x: -b.v.x, y: -b.v.y } }))

/**
 * One experiment up to time T: step() reverses at the next time t_k = kT/POINTS (k = 1…POINTS),
 * each from the one forward run, and reports every return error so far.
 */
export class ReversalRun {
  readonly T: number
  readonly eta: number
  private readonly box: Gas['box']
  private readonly start: readonly Ball[]
  private readonly forward: World
  private contacts = 0
  private backContacts = 0
  private readonly points: ReversalPoint[] = []
  private readonly tangent: Tangent
  private readonly growth: GrowthPoint[]

  /** `seed` draws the start's velocities and the perturbation: the figure's by default, others for the bench's error bars. */
  constructor(T: number, eta = ETA, seed = SEED) {
    if (!(T >= 0.1 && T <= 100)) throw new RangeError('ReversalRun: T must lie between 0.1 and 100')
    if (!(eta >= 0.05 && eta <= 0.5)) throw new RangeError('ReversalRun: eta must lie between 0.05 and 0.5')
    if (!Number.isInteger(seed)) throw new RangeError('ReversalRun: seed must be a whole number')
    this.T = T
    this.eta = eta
    const gas = latticeGas(GRID.nx, GRID.ny, eta, maxwellStart, seed)
    this.box = gas.box
    // Melt the lattice, then start the clock at 0 from the melted gas: its positions are the start.
    const melt = createWorld(gas)
    for (let done = 0; done < MELT_PER_DISK * DISKS; )
      for (const e of melt.advance(0.5)) if (e.kind === 'ball-ball') done++
    this.start = melt.balls().map((b) => ({ ...b, p: { ...b.p }, v: { ...b.v } }))
    this.forward = createWorld({ balls: this.start, box: this.box })
    this.tangent = new Tangent(this.start, 0, seed)
    this.growth = [this.tangent.measure(0)]
  }

  get finished(): boolean {
    return this.points.length >= POINTS
  }

  /** Reverses at the next times until about `contacts` contacts have run (at least one time). */
  step(contacts: number): ReversalReport {
    let done = 0
    do {
      if (this.finished) break
      const t = (this.T * (this.points.length + 1)) / POINTS
      const events = this.forward.advanceTo(t)
      for (const e of events) if (e.kind === 'ball-ball') this.contacts++
      this.tangent.apply(events)
      this.growth.push(this.tangent.measure(t))
      const back = createWorld({ balls: flipped(this.forward.balls()), box: this.box })
      for (const e of back.advanceTo(t)) if (e.kind === 'ball-ball') done++
      this.points.push({
        t,
        error: rmsDistance(back.balls(), this.start),
        perDisk: (2 * this.contacts) / DISKS,
      })
    } while (done < contacts)
    this.backContacts += done
    return this.report()
  }

  report(): ReversalReport {
    const last = this.points.at(-1)
    return {
      T: this.T,
      eta: this.eta,
      points: [...this.points],
      fit: lyapunovFit(this.points),
      tangentLambda: growthRate(this.growth, TANGENT_FROM),
      tau: last && this.contacts > 0 ? last.t / last.perDisk : null,
      toRadius: perDiskToRadius(this.points),
      contactsRun: this.contacts + this.backContacts,
      finished: this.finished,
    }
  }
}
