// What a pressure run (model.ts) reports, and the formulas and sizes the figure shows with it, apart
// from the run so that the figure's page loads no simulation: the run itself goes on in a worker.
import { latticeGas, maxwellStart } from '../common/hardDiskGas'

/** 30 × 34 = 1,020 disks: the box's walls bias Z by about 1 % at this size (chapter 12 gives the figures). */
export const GRID = { nx: 30, ny: 34 } as const
export const DISKS = GRID.nx * GRID.ny
/**
 * The melt: MELT_PER_DISK × DISKS contacts before the clock starts. A contact has two disks, so each
 * disk takes part in about twice as many (ten).
 */
export const MELT_PER_DISK = 5
/** Collisions per block: Z is averaged over blocks, and their scatter gives the error bar. */
export const BLOCK = 2000
/** A measurement stops at this many collisions (the error bar is then about 0.2 %). */
export const RUN_COLLISIONS = 100_000

/** Henderson's equation of state for hard disks (Mol. Phys. 30, 971, 1975). */
export const henderson = (eta: number): number => (1 + (eta * eta) / 8) / (1 - eta) ** 2

export interface PressureReport {
  eta: number
  /** still melting the lattice (nothing measured yet) */
  melting: boolean
  /** contacts between disks counted in the measurement (the melt excluded) */
  collisions: number
  /** Z = PA/(NkT) over the whole measurement, or null before the first contact is measured */
  Z: number | null
  /** standard error of Z from the scatter of its blocks, or null before two blocks are complete */
  error: number | null
  /** the gas's time since the measurement began, in units of radius over √(kT/m) */
  time: number
  /** x, y of every disk, for the picture */
  positions: Float64Array
  box: { width: number; height: number }
}

/** The standard error of the mean of independent blocks, or null for fewer than two. */
export function standardError(blocks: readonly number[]): number | null {
  const k = blocks.length
  if (k < 2) return null
  const mean = blocks.reduce((a, b) => a + b, 0) / k
  const variance = blocks.reduce((a, b) => a + (b - mean) ** 2, 0) / (k - 1)
  return Math.sqrt(variance / k)
}

/** The report before the run: the lattice as it starts, nothing measured (PressureRun's first report). */
export function latticeReport(eta: number, seed = 1): PressureReport {
  const gas = latticeGas(GRID.nx, GRID.ny, eta, maxwellStart, seed)
  const positions = new Float64Array(2 * DISKS)
  gas.balls.forEach((b, i) => {
    positions[2 * i] = b.p.x
    positions[2 * i + 1] = b.p.y
  })
  return {
    eta,
    melting: true,
    collisions: 0,
    Z: null,
    error: null,
    time: 0,
    positions,
    box: { width: gas.box.max.x, height: gas.box.max.y },
  }
}
