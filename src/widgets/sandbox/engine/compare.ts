// The frame-stepped run the worker keeps beside the exact one ("Compare with frame stepping"):
// it follows the exact run's clock, forward and back. Frame stepping is deterministic, so going
// back restores the latest checkpoint before the time asked and steps forward from there.
import { type SteppedCounts, SteppedEngine, type SteppedSnapshot, type Vec2 } from '../../../core'
import { massesOf, totalsOf, worldOptions } from '../model'
import { formatCount } from '../../../kit/format'
import type { Setup } from '../setup/setup'

/** The largest scene compared: the stepped engine shares the worker with the exact one. */
export const COMPARE_UP_TO = 2000

/** How the compared stepper pushes overlapping balls apart: with a velocity, as game engines do (so a crowd gains energy). */
const SEPARATION = 'velocity'

const CHECK_EVERY = 60
/** Ball-states kept in checkpoints. */
const CHECK_BUDGET = 200_000

export interface SteppedReport extends SteppedCounts {
  time: number
  /** x, y, vx, vy per ball */
  state: Float64Array
  energy: number
  momentum: Vec2
}

/** Why a set-up is not compared, or null when it is. */
export function compareRefusal(setup: Setup): string | null {
  const n = setup.balls.length
  return n > COMPARE_UP_TO
    ? `Frame stepping is compared on scenes of up to ${formatCount(COMPARE_UP_TO, 'ball')}; this one has ${formatCount(n)}.`
    : null
}

export class SteppedRun {
  private engine: SteppedEngine
  private readonly masses: Float64Array
  private readonly checkpoints = new Map<number, SteppedSnapshot>()
  private every = CHECK_EVERY
  private readonly maxCheckpoints: number

  constructor(
    readonly setup: Setup,
    readonly dt: number,
  ) {
    this.engine = new SteppedEngine(worldOptions(setup), dt, SEPARATION)
    this.masses = massesOf(setup.balls)
    this.maxCheckpoints = Math.max(4, Math.floor(CHECK_BUDGET / setup.balls.length))
  }

  /** The stepped run at the last step not past `time`. */
  at(time: number): SteppedReport {
    const target = Math.floor(time / this.dt + 1e-9)
    if (target < this.engine.steps) {
      let from = 0
      for (const k of this.checkpoints.keys()) if (k <= target && k > from) from = k
      const snap = this.checkpoints.get(from)
      this.engine = new SteppedEngine(worldOptions(this.setup), this.dt, SEPARATION)
      if (snap) this.engine.restore(snap)
    }
    while (this.engine.steps < target) {
      this.engine.step()
      if (this.engine.steps % this.every === 0) this.checkpoint()
    }
    const e = this.engine
    const state = e.state()
    const { energy, momentum } = totalsOf(state, this.masses)
    return {
      time: e.time,
      state,
      energy,
      momentum,
      contacts: e.contacts,
      tunnelled: e.tunnelled,
      overlapping: e.overlapping,
    }
  }

  private checkpoint(): void {
    this.checkpoints.set(this.engine.steps, this.engine.snapshot())
    if (this.checkpoints.size <= this.maxCheckpoints) return
    this.every *= 2
    for (const k of [...this.checkpoints.keys()]) if (k % this.every !== 0) this.checkpoints.delete(k)
  }
}

/** What the worker sends beside a frame: the stepped run then, or why this scene is not compared. */
export type Comparison = SteppedReport | { refused: string }

/** The worker's stepped run: made for the current set-up and step on first use, kept while they stay. */
export class Comparer {
  /** the step; null when the reader does not compare */
  dt: number | null = null
  private run: SteppedRun | null = null

  at(setup: Setup, time: number): Comparison | undefined {
    if (this.dt === null) return undefined
    const refused = compareRefusal(setup)
    if (refused) return { refused }
    if (this.run?.setup !== setup || this.run.dt !== this.dt) this.run = new SteppedRun(setup, this.dt)
    return this.run.at(time)
  }
}
