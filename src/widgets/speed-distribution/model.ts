// Speeds relaxing to Maxwell–Boltzmann (chapter 12): a hard-disk gas started far from equilibrium
// (report.ts has the starts and the measures) run contact by contact, its speeds measured as the
// contacts go by. Pure: the worker (speeds.worker.ts) and the tests run the same code.
import type { Vec2 } from '../../core'
import { createWorld, type World } from '../../core/sim'
import type { Start } from './meta'
import { boltzmannH, histogram, ksDistance, RUN_TIME, type SpeedReport, startingGas } from './report'

export class SpeedRun {
  readonly start: Start
  private readonly world: World
  private collisions = 0
  private readonly history: SpeedReport['history'] = []
  private readonly slice = 0.02

  constructor(start: Start) {
    this.start = start
    this.world = createWorld(startingGas(start))
    this.report() // the start is the history's first point
  }

  get finished(): boolean {
    return this.world.time >= RUN_TIME
  }

  /** Runs on until `contacts` more disk contacts have happened, or the run's end; reports. */
  step(contacts: number): SpeedReport {
    let done = 0
    while (done < contacts && !this.finished)
      for (const e of this.world.advanceTo(Math.min(this.world.time + this.slice, RUN_TIME)))
        if (e.kind === 'ball-ball') done++
    this.collisions += done
    return this.report()
  }

  speeds(): Float64Array {
    return Float64Array.from(this.world.balls(), (b: { v: Vec2 }) => Math.hypot(b.v.x, b.v.y))
  }

  report(): SpeedReport {
    const speeds = this.speeds()
    const counts = histogram(speeds)
    const ks = ksDistance(speeds)
    const H = boltzmannH(counts)
    const time = this.world.time
    if (this.history.at(-1)?.time !== time) this.history.push({ time, H, ks })
    return {
      start: this.start,
      time,
      collisions: this.collisions,
      counts,
      ks,
      H,
      history: [...this.history],
      finished: this.finished,
    }
  }
}
