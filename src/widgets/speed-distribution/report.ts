// The gases of the speed-distribution figure as they start (every disk at the same speed, speeds
// spread evenly, or two temperatures mixed), the 2D Maxwell–Boltzmann law, and what a run (model.ts)
// reports of the speeds: their histogram, the Kolmogorov–Smirnov distance to the law and Boltzmann's
// H. Apart from the run so that the figure's page loads no simulation: the run goes on in a worker.
import type { Vec2 } from '../../core'
import {
  atSpeed,
  DISK_M,
  type Gas,
  latticeGas,
  maxwellStart,
  type VelocityStart,
} from '../common/hardDiskGas'
import { STARTS, type Start } from './meta'

/**
 * 30 × 34 = 1,020 disks at η = 0.25: each disk meets another about 0.89 times per unit of time
 * (`npm run bench -- experiments`: 18,084 contacts to t = 40, each with two disks).
 */
export const GRID = { nx: 30, ny: 34 } as const
export const DISKS = GRID.nx * GRID.ny
export const ETA = 0.25
/** A run ends at this time (about 35 contacts per disk). */
export const RUN_TIME = 40
/** The histogram: bins of width 0.1 from 0 to 4 (the 2D law has 0.03 % of its disks beyond 4). */
export const BIN = 0.1
export const BINS = 40
const SEED = 3

/**
 * Every disk at one speed: in pairs of opposite velocities, so the total momentum is already zero
 * and latticeGas's shift leaves every speed equal (a shift would spread them by about 1/√N).
 */
function equalSpeeds(): VelocityStart {
  let last: Vec2 | null = null
  return (random) => {
    const v: Vec2 = last ? { x: -last.x, y: -last.y } : atSpeed(random, 1)
    last = last ? null : v
    return v
  }
}

/** The three starts, made afresh for each gas; each is then scaled to kT = 1 exactly (latticeGas). */
const starts: Record<Start, () => VelocityStart> = {
  equal: equalSpeeds,
  uniform: () => (random) => atSpeed(random, random()),
  // Half the disks, drawn at random, four times hotter than the others: two gases mixed.
  'two-temperatures': () => (random, p, box) => {
    const v = maxwellStart(random, p, box)
    return random() < 0.5 ? { x: 2 * v.x, y: 2 * v.y } : v
  },
}

/** The 2D Maxwell–Boltzmann density of speeds, f(v) = (mv/kT) exp(−mv²/2kT). */
export const maxwell = (v: number, kT = 1, m = DISK_M): number =>
  ((m * v) / kT) * Math.exp((-m * v * v) / (2 * kT))
/** Its cumulative distribution, F(v) = 1 − exp(−mv²/2kT). */
export const maxwellCdf = (v: number, kT = 1, m = DISK_M): number => 1 - Math.exp((-m * v * v) / (2 * kT))
/** Boltzmann's H at equilibrium: ∫ f ln f d²v for the 2D Maxwellian, −ln(2πkT/m) − 1. */
export const H_EQUILIBRIUM = -Math.log(2 * Math.PI) - 1

/** The Kolmogorov–Smirnov distance between a sample of speeds and the Maxwell–Boltzmann law. */
export function ksDistance(speeds: Float64Array): number {
  const sorted = Float64Array.from(speeds).sort()
  const n = sorted.length
  let d = 0
  for (let i = 0; i < n; i++) {
    const F = maxwellCdf(sorted[i]!)
    d = Math.max(d, (i + 1) / n - F, F - i / n)
  }
  return d
}

/** Counts of speeds per bin; speeds beyond the last bin are counted in it. */
export function histogram(speeds: Float64Array): number[] {
  const counts = new Array<number>(BINS).fill(0)
  for (const v of speeds) counts[Math.min(BINS - 1, Math.floor(v / BIN))]!++
  return counts
}

/**
 * Boltzmann's H = ∫ f ln f d²v of the velocity distribution, estimated from the speed histogram:
 * the gas is isotropic, so a bin around speed v holding a share p of the disks spreads it over a
 * ring of area 2πv·Δv of the velocity plane.
 */
export function boltzmannH(counts: readonly number[]): number {
  const n = counts.reduce((a, b) => a + b, 0)
  let h = 0
  counts.forEach((c, i) => {
    if (c === 0) return
    const p = c / n
    h += p * Math.log(p / (2 * Math.PI * (i + 0.5) * BIN * BIN))
  })
  return h
}

export interface SpeedReport {
  start: Start
  time: number
  collisions: number
  counts: number[]
  ks: number
  H: number
  /** H and the KS distance at each report so far, for the plot */
  history: { time: number; H: number; ks: number }[]
  finished: boolean
}

/** The gas a run starts from. */
export function startingGas(start: Start): Gas {
  if (!STARTS.includes(start)) throw new RangeError(`SpeedRun: start must be one of ${STARTS.join(', ')}`)
  return latticeGas(GRID.nx, GRID.ny, ETA, starts[start](), SEED)
}

/** The report before the run: the starting gas's speeds (SpeedRun's first report). */
export function startReport(start: Start): SpeedReport {
  const speeds = Float64Array.from(startingGas(start).balls, (b) => Math.hypot(b.v.x, b.v.y))
  const counts = histogram(speeds)
  const ks = ksDistance(speeds)
  const H = boltzmannH(counts)
  return { start, time: 0, collisions: 0, counts, ks, H, history: [{ time: 0, H, ks }], finished: false }
}
