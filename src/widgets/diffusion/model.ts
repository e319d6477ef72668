// Diffusion in a hard-disk gas (chapter 12): the mean squared displacement (MSD) of the disks
// against the time they have had, its slope (4D in two dimensions) against Enskog's coefficient,
// and, as a preset, one heavy disk among the light ones: Brownian motion. Pure: the worker
// (diffusion.worker.ts) and the tests run the same code.
//
// The box has walls, and a disk that meets one is turned back, so its displacement is cut short.
// The MSD of the gas is therefore averaged only over the disks that start each stretch of time at
// least WALLS_RMS times the Enskog root mean square displacement of the longest stretch from every
// wall: these reach a wall in a few in ten thousand stretches.
import type { Ball } from '../../core'
import { createWorld, type World } from '../../core/sim'
import { DISK_M, DISK_R, type Gas, KT, latticeGas, maxwellStart } from '../common/hardDiskGas'
import { henderson, standardError } from '../gas-pressure/model'
import type { Preset } from './meta'

/** 30 × 34 = 1,020 disks, as in the chapter's other gases. */
export const GRID = { nx: 30, ny: 34 } as const
export const DISKS = GRID.nx * GRID.ny
/**
 * The melt: MELT_PER_DISK × DISKS contacts before the clock starts. A contact has two disks, so each
 * disk takes part in about twice as many (ten).
 */
export const MELT_PER_DISK = 5
const SIGMA = 2 * DISK_R
const SEED = 7

/** The heavy disk of the Brownian preset: three times as wide and nine times as heavy (the same stuff). */
export const HEAVY = { r: 3 * DISK_R, m: 9 * DISK_M } as const

/**
 * Enskog's self-diffusion coefficient of equal hard disks at packing fraction η, in radii² per
 * time unit: D_E = √(kT/πm) / (2nσ g(σ)), with n = η/πr² and g(σ) = (Z − 1)/2η the contact value
 * of the pair correlation from Henderson's Z (the virial of chapter 12's first figure). With r, m,
 * kT = 1 it is √π / (2(Z − 1)). The chapter derives it.
 */
export function enskogD(eta: number): number {
  const n = eta / (Math.PI * DISK_R ** 2)
  const g = (henderson(eta) - 1) / (2 * eta)
  return Math.sqrt(KT / (Math.PI * DISK_M)) / (2 * n * SIGMA * g)
}

/** Enskog's mean time between two contacts of one disk: 1/ω, ω = 2nσg √(πkT/m). */
export function enskogTau(eta: number): number {
  const n = eta / (Math.PI * DISK_R ** 2)
  const g = (henderson(eta) - 1) / (2 * eta)
  return 1 / (2 * n * SIGMA * g * Math.sqrt((Math.PI * KT) / DISK_M))
}

/**
 * The Enskog estimate for one disk of mass M and radius R among disks of mass m, from its own
 * contact rate ω_B (contacts uncorrelated, each taking the momentum the mean contact takes):
 * D = kT / (2μω_B), μ = mM/(m + M). For equal disks it is kT/(mω), Enskog's D_E.
 */
export const tracerD = (contactRate: number, M: number, m = DISK_M): number =>
  KT / ((2 * (m * M)) / (m + M)) / contactRate

/** How a run samples: every `dt`, a new stretch from every `originEvery`-th sample, `lags` samples long. */
export interface Sampling {
  dt: number
  originEvery: number
  lags: number
  /** the run's time after the melt */
  runTime: number
  /** the slope is fitted over lags from this time to the longest */
  fitFrom: number
}

/** The gas: samples every τ/4, stretches from every τ, up to 10τ long, over 60τ (τ Enskog's). */
export function gasSampling(eta: number): Sampling {
  const tau = enskogTau(eta)
  return { dt: tau / 4, originEvery: 4, lags: 40, runTime: 60 * tau, fitFrom: 3 * tau }
}

/** The heavy disk: slow to forget its velocity (about M·D/kT), so longer stretches, from every sample. */
export const BROWNIAN_SAMPLING: Sampling = { dt: 0.5, originEvery: 1, lags: 60, runTime: 200, fitFrom: 12 }

export const WALLS_RMS = 2

export interface DiffusionReport {
  eta: number
  preset: Preset
  /** still melting the lattice */
  melting: boolean
  /** time since the clock started (after the melt) */
  time: number
  runTime: number
  /** contacts between disks since the clock started */
  collisions: number
  /** the MSD at lag k·dt (k = 1…), radii²; null where no stretch is complete yet */
  lags: number[]
  msd: (number | null)[]
  /** D from the fitted slope of the MSD / 4, and its standard error from blocks of stretches */
  D: number | null
  error: number | null
  /** disks counted per stretch of the longest lag (those far enough from the walls), or null before one ends */
  counted: number | null
  /** the fitted line's two ends, (t, MSD), or null before D is measured */
  fitted: [number, number][] | null
  /** the reference: Enskog's D_E (gas) or the tracer estimate from the heavy disk's contact rate */
  reference: number | null
  /** the tracked disks' starting places (gas: those far from walls) and the heavy disk's path */
  positions: Float64Array
  path: Float64Array
  box: { width: number; height: number }
  finished: boolean
}

/** The least-squares slope of y against x. */
function slope(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length
  const mx = xs.reduce((a, b) => a + b, 0) / n
  const my = ys.reduce((a, b) => a + b, 0) / n
  let sxy = 0
  let sxx = 0
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my)
    sxx += (xs[i]! - mx) ** 2
  }
  return sxy / sxx
}

/** The gas with one heavy disk at the centre of the box, in place of the light disks it would overlap. */
export function withHeavyDisk(gas: Gas): Gas {
  const c = { x: (gas.box.min.x + gas.box.max.x) / 2, y: (gas.box.min.y + gas.box.max.y) / 2 }
  const clear = HEAVY.r + DISK_R
  const light = gas.balls.filter((b) => Math.hypot(b.p.x - c.x, b.p.y - c.y) > clear)
  // The heavy disk starts at rest: it takes its share of kT from the contacts.
  return { box: gas.box, balls: [{ p: c, v: { x: 0, y: 0 }, r: HEAVY.r, m: HEAVY.m }, ...light] }
}

/** Blocks of stretches whose D scatter gives the error bar. */
const BLOCKS = 5

/**
 * One run at packing fraction η: melt, then sample the positions; step(k) runs about k more contacts.
 * The gas preset tracks every light disk; the Brownian preset tracks the heavy disk only (ball 0).
 */
export class DiffusionRun {
  readonly eta: number
  readonly preset: Preset
  readonly sampling: Sampling
  private readonly world: World
  private readonly box: { width: number; height: number }
  private readonly tracked: number[]
  /** how far from every wall a disk must start a stretch to count in it */
  private readonly margin: number
  private readonly samples: Float64Array[] = []
  private melted = 0
  private start = 0
  private collisions = 0
  private heavyContacts = 0
  /** sums of squared displacements per lag, per block of stretches, and the counts */
  private readonly sums: Float64Array[]
  private readonly counts: Float64Array[]
  private nextOrigin = 0

  constructor(eta: number, preset: Preset) {
    if (!(eta >= 0.05 && eta <= 0.6)) throw new RangeError('DiffusionRun: eta must lie between 0.05 and 0.6')
    this.eta = eta
    this.preset = preset
    const gas = latticeGas(GRID.nx, GRID.ny, eta, maxwellStart, SEED)
    const set = preset === 'brownian' ? withHeavyDisk(gas) : gas
    this.world = createWorld(set)
    this.box = { width: gas.box.max.x, height: gas.box.max.y }
    this.sampling = preset === 'brownian' ? BROWNIAN_SAMPLING : gasSampling(eta)
    this.tracked = preset === 'brownian' ? [0] : set.balls.map((_, i) => i)
    const longest = this.sampling.lags * this.sampling.dt
    this.margin = preset === 'brownian' ? 0 : WALLS_RMS * Math.sqrt(4 * enskogD(eta) * longest)
    this.sums = Array.from({ length: BLOCKS }, () => new Float64Array(this.sampling.lags + 1))
    this.counts = Array.from({ length: BLOCKS }, () => new Float64Array(this.sampling.lags + 1))
  }

  get melting(): boolean {
    return this.melted < MELT_PER_DISK * DISKS
  }

  get finished(): boolean {
    return !this.melting && this.world.time - this.start >= this.sampling.runTime
  }

  private sample(): void {
    const balls = this.world.balls()
    const s = new Float64Array(2 * this.tracked.length)
    this.tracked.forEach((i, k) => {
      s[2 * k] = balls[i]!.p.x
      s[2 * k + 1] = balls[i]!.p.y
    })
    this.samples.push(s)
    // Every stretch ending at this sample adds its squared displacements to its lag's sum.
    const now = this.samples.length - 1
    const { originEvery, lags } = this.sampling
    const originsInRun = Math.floor((this.sampling.runTime / this.sampling.dt - lags) / originEvery) + 1
    for (let o = now - 1; o >= Math.max(0, now - lags); o--) {
      if (o % originEvery !== 0) continue
      const block = Math.min(BLOCKS - 1, Math.floor(((o / originEvery) * BLOCKS) / Math.max(1, originsInRun)))
      const from = this.samples[o]!
      const lag = now - o
      for (let k = 0; k < this.tracked.length; k++) {
        const x = from[2 * k]!
        const y = from[2 * k + 1]!
        if (Math.min(x, y, this.box.width - x, this.box.height - y) < this.margin) continue
        this.sums[block]![lag]! += (s[2 * k]! - x) ** 2 + (s[2 * k + 1]! - y) ** 2
        this.counts[block]![lag]!++
      }
    }
  }

  step(contacts: number): DiffusionReport {
    let done = 0
    const { dt } = this.sampling
    while (done < contacts && !this.finished) {
      if (this.melting) {
        for (const e of this.world.advance(0.5)) {
          if (e.kind !== 'ball-ball') continue
          done++
          this.melted++
        }
        if (!this.melting) {
          // The clock starts at the end of the slice that finished the melt, with the first sample.
          this.start = this.world.time
          this.sample()
          this.nextOrigin = this.start + dt
        }
        continue
      }
      for (const e of this.world.advanceTo(this.nextOrigin)) {
        if (e.kind !== 'ball-ball') continue
        done++
        this.collisions++
        if (e.a === 0 && this.preset === 'brownian') this.heavyContacts++
      }
      this.sample()
      this.nextOrigin = this.start + this.samples.length * dt
    }
    return this.report()
  }

  /** MSD per lag over the blocks given (all of them by default), null where none counted. */
  private msdOf(blocks: readonly number[]): (number | null)[] {
    const out: (number | null)[] = []
    for (let lag = 1; lag <= this.sampling.lags; lag++) {
      let sum = 0
      let count = 0
      for (const b of blocks) {
        sum += this.sums[b]![lag]!
        count += this.counts[b]![lag]!
      }
      out.push(count > 0 ? sum / count : null)
    }
    return out
  }

  /** D = slope / 4 of the MSD over the fitted lags, or null until they all have a value. */
  private dOf(msd: readonly (number | null)[]): number | null {
    return this.fitOf(msd)?.slope ?? null
  }

  /** The least-squares line MSD ≈ 4D·t + c over the fitted lags: D, and the line's ends; or null. */
  private fitOf(msd: readonly (number | null)[]): { slope: number; ends: [number, number][] } | null {
    const { dt, fitFrom } = this.sampling
    const xs: number[] = []
    const ys: number[] = []
    msd.forEach((m, k) => {
      const t = (k + 1) * dt
      if (t >= fitFrom - 1e-9 && m !== null) {
        xs.push(t)
        ys.push(m)
      }
    })
    const wanted = msd.length - Math.ceil(fitFrom / dt - 1e-9) + 1
    if (!(xs.length >= 3 && xs.length === wanted)) return null
    const k = slope(xs, ys)
    const mx = xs.reduce((a, b) => a + b, 0) / xs.length
    const my = ys.reduce((a, b) => a + b, 0) / ys.length
    const at = (t: number): [number, number] => [t, my + k * (t - mx)]
    return { slope: k / 4, ends: [at(xs[0]!), at(xs.at(-1)!)] }
  }

  report(): DiffusionReport {
    const all = Array.from({ length: BLOCKS }, (_, b) => b)
    const msd = this.msdOf(all)
    const fit = this.fitOf(msd)
    const D = fit?.slope ?? null
    const perBlock = all.map((b) => this.dOf(this.msdOf([b]))).filter((d): d is number => d !== null)
    const error = D === null ? null : standardError(perBlock)
    const elapsed = this.melting ? 0 : this.world.time - this.start
    const { lags, originEvery } = this.sampling
    const stretches =
      this.samples.length > lags ? Math.floor((this.samples.length - 1 - lags) / originEvery) + 1 : 0
    const countedAll = this.counts.reduce((a, c) => a + c[lags]!, 0)
    let reference: number | null = enskogD(this.eta)
    if (this.preset === 'brownian')
      reference =
        this.heavyContacts > 0 && elapsed > 0 ? tracerD(this.heavyContacts / elapsed, HEAVY.m) : null
    const balls = this.world.balls()
    const positions = new Float64Array(2 * balls.length)
    balls.forEach((b: Ball, i) => {
      positions[2 * i] = b.p.x
      positions[2 * i + 1] = b.p.y
    })
    const path =
      this.preset === 'brownian'
        ? Float64Array.from(this.samples.flatMap((s) => [s[0]!, s[1]!]))
        : new Float64Array(0)
    return {
      eta: this.eta,
      preset: this.preset,
      melting: this.melting,
      time: elapsed,
      runTime: this.sampling.runTime,
      collisions: this.collisions,
      lags: msd.map((_, k) => (k + 1) * this.sampling.dt),
      msd,
      D,
      error,
      fitted: fit?.ends ?? null,
      counted: stretches > 0 ? countedAll / stretches : null,
      reference,
      positions,
      path,
      box: this.box,
      finished: this.finished,
    }
  }
}
