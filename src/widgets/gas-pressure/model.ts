// The pressure of a hard-disk gas, measured as the virial of its contacts (chapter 12): every
// contact of disks i and j gives each an impulse J along their line of centres, and the pressure
// follows from the sum of σJ over the contacts, divided by the time they took (the derivation is
// in the chapter). Pure: the worker (pressure.worker.ts) and the tests run the same code.
import { createWorld, type World } from '../../core/sim'
import { DISK_R, latticeGas, maxwellStart } from '../common/hardDiskGas'
import {
  BLOCK,
  DISKS,
  GRID,
  henderson,
  MELT_PER_DISK,
  type PressureReport,
  RUN_COLLISIONS,
  standardError,
} from './report'

const SIGMA = 2 * DISK_R

/**
 * One measurement at packing fraction η. step(k) runs on until k more disk contacts have happened
 * (a call may overshoot by the contacts of one short slice of time) and reports where it stands.
 */
export class PressureRun {
  readonly eta: number
  private readonly world: World
  private readonly box: { width: number; height: number }
  private melted = 0
  private collisions = 0
  private virial = 0
  private start = 0
  private blockVirial = 0
  private blockStart = 0
  private blockCount = 0
  private readonly blocks: number[] = []
  /** a slice of time with a few contacts per disk at most, so step() stops close to its count */
  private readonly slice: number

  /** `seed` draws the starting velocities: another seed, another independent measurement. */
  constructor(eta: number, seed = 1) {
    if (!(eta >= 0.01 && eta <= 0.65)) throw new RangeError('PressureRun: eta must lie between 0.01 and 0.65')
    this.eta = eta
    const gas = latticeGas(GRID.nx, GRID.ny, eta, maxwellStart, seed)
    this.world = createWorld(gas)
    this.box = { width: gas.box.max.x, height: gas.box.max.y }
    // Enskog's collision rate per disk is about 2σ·n·g·√(πkT/m); a slice holds ~1/20 contact per disk.
    const n = eta / (Math.PI * DISK_R ** 2)
    this.slice = 1 / (20 * 2 * SIGMA * n * henderson(eta) * Math.sqrt(Math.PI))
  }

  /** The kinetic temperature: exactly 1 at the start, and kept by elastic contacts. */
  private kT(): number {
    return this.world.kineticEnergy() / DISKS
  }

  private zOf(virial: number, dt: number): number {
    return 1 + virial / (2 * DISKS * this.kT() * dt)
  }

  step(contacts: number): PressureReport {
    let done = 0
    while (done < contacts) {
      for (const e of this.world.advance(this.slice)) {
        if (e.kind !== 'ball-ball') continue
        done++
        if (this.melted < MELT_PER_DISK * DISKS) {
          this.melted++
          if (this.melted === MELT_PER_DISK * DISKS) this.start = this.blockStart = e.time
          continue
        }
        // σ·J: the contact's share of Σ r_ij·F_ij dt (its impulse J acts along the line of centres, σ long).
        const w = SIGMA * (e.impulse ?? 0)
        this.virial += w
        this.blockVirial += w
        this.collisions++
        if (++this.blockCount === BLOCK) {
          this.blocks.push(this.zOf(this.blockVirial, e.time - this.blockStart))
          this.blockVirial = 0
          this.blockCount = 0
          this.blockStart = e.time
        }
      }
    }
    return this.report()
  }

  get finished(): boolean {
    return this.collisions >= RUN_COLLISIONS
  }

  private report(): PressureReport {
    const melting = this.melted < MELT_PER_DISK * DISKS
    const elapsed = melting ? 0 : this.world.time - this.start
    const positions = new Float64Array(2 * DISKS)
    this.world.balls().forEach((b, i) => {
      positions[2 * i] = b.p.x
      positions[2 * i + 1] = b.p.y
    })
    return {
      eta: this.eta,
      melting,
      collisions: this.collisions,
      Z: this.collisions > 0 && elapsed > 0 ? this.zOf(this.virial, elapsed) : null,
      error: standardError(this.blocks),
      time: elapsed,
      positions,
      box: this.box,
    }
  }
}
