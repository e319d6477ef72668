// Diffusion in a hard-disk gas (chapter 12): the mean squared displacement (MSD) of the disks
// against the time they have had, its slope (4D in two dimensions) against Enskog's coefficient,
// and, as a preset, one heavy disk among the light ones: Brownian motion (report.ts has the gases,
// the coefficients and the sampling). Pure: the worker (diffusion.worker.ts) and the tests run the
// same code.
import type { Ball } from '../../core'
import { createWorld, type World } from '../../core/sim'
import { lineFit } from '../common/lineFit'
import { standardError } from '../gas-pressure/report'
import type { Preset } from './meta'
import {
  BROWNIAN_SAMPLING,
  type DiffusionReport,
  DISKS,
  enskogD,
  gasSampling,
  HEAVY,
  MELT_PER_DISK,
  type Sampling,
  startingGas,
  tracerD,
  WALLS_RMS,
} from './report'

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
    const set = startingGas(eta, preset)
    this.eta = eta
    this.preset = preset
    this.world = createWorld(set)
    this.box = { width: set.box.max.x, height: set.box.max.y }
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
    const { slope: k, intercept } = lineFit(xs, ys)
    const at = (t: number): [number, number] => [t, intercept + k * t]
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
