// The diffusion figure's gases as they start, Enskog's coefficients, how a run (model.ts) samples
// and what it reports: apart from the run so that the figure's page loads no simulation (the run
// goes on in a worker).
//
// The box has walls, and a disk that meets one is turned back, so its displacement is cut short.
// The MSD of the gas is therefore averaged only over the disks that start each stretch of time at
// least WALLS_RMS times the Enskog root mean square displacement of the longest stretch from every
// wall: these reach a wall in a few in ten thousand stretches.
import { DISK_M, DISK_R, type Gas, KT, latticeGas, maxwellStart } from '../common/hardDiskGas'
import { henderson } from '../gas-pressure/report'
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

/** The gas with one heavy disk at the centre of the box, in place of the light disks it would overlap. */
export function withHeavyDisk(gas: Gas): Gas {
  const c = { x: (gas.box.min.x + gas.box.max.x) / 2, y: (gas.box.min.y + gas.box.max.y) / 2 }
  const clear = HEAVY.r + DISK_R
  const light = gas.balls.filter((b) => Math.hypot(b.p.x - c.x, b.p.y - c.y) > clear)
  // The heavy disk starts at rest: it takes its share of kT from the contacts.
  return { box: gas.box, balls: [{ p: c, v: { x: 0, y: 0 }, r: HEAVY.r, m: HEAVY.m }, ...light] }
}

/** The gas a run starts from: the lattice, with the heavy disk at its centre in the Brownian preset. */
export function startingGas(eta: number, preset: Preset): Gas {
  if (!(eta >= 0.05 && eta <= 0.6)) throw new RangeError('DiffusionRun: eta must lie between 0.05 and 0.6')
  const gas = latticeGas(GRID.nx, GRID.ny, eta, maxwellStart, SEED)
  return preset === 'brownian' ? withHeavyDisk(gas) : gas
}

/** The report before the run: the starting gas, nothing measured (DiffusionRun's first report). */
export function startReport(eta: number, preset: Preset): DiffusionReport {
  const { balls, box } = startingGas(eta, preset)
  const sampling = preset === 'brownian' ? BROWNIAN_SAMPLING : gasSampling(eta)
  const positions = new Float64Array(2 * balls.length)
  balls.forEach((b, i) => {
    positions[2 * i] = b.p.x
    positions[2 * i + 1] = b.p.y
  })
  return {
    eta,
    preset,
    melting: true,
    time: 0,
    runTime: sampling.runTime,
    collisions: 0,
    lags: Array.from({ length: sampling.lags }, (_, k) => (k + 1) * sampling.dt),
    msd: new Array<null>(sampling.lags).fill(null),
    D: null,
    error: null,
    fitted: null,
    counted: null,
    reference: preset === 'brownian' ? null : enskogD(eta),
    positions,
    path: new Float64Array(0),
    box: { width: box.max.x, height: box.max.y },
    finished: false,
  }
}
