// Chapter 11's live race: this book's engine and matter.js each run the same gas for a fixed
// time budget on the reader's machine, then are scored as the bench scores them. Pure apart
// from the clock it is given, so the unit tests run it on a fake one and the worker on
// performance.now().
import type MatterModule from 'matter-js'
import { createWorld } from '../../core/sim'
import { makeScene, overlaps, type Scene, tunnels } from './gasScene'
import { matterWorld, STEPS_PER_SECOND } from './matterWorld'

export type RaceEngine = 'ricochet' | 'matter.js'

export interface RaceRow {
  engine: RaceEngine
  n: number
  /** Contacts handled per second of the budget; null for matter.js, which steps and counts none. */
  contactsPerSecond: number | null
  /** Seconds of the gas's own time each engine got through per second of the budget. */
  simulatedPerSecond: number
  /** |E_end − E_start| / E_start. */
  energyDrift: number
  tunnelled: number
  overlapping: number
}

/** Milliseconds each engine runs; one seed, so every reader races the same gas. */
export const BUDGET_MS = 1500
const SEED = 20_251_123

export const raceScene = (n: number): Scene => makeScene(n, SEED)

/** How the race reports where it is: which engine, and the share of its budget used. */
export type Progress = (engine: RaceEngine, fraction: number) => void

/** Calls `chunk` until `budgetMs` of `clock` have passed; returns the milliseconds used. */
function runFor(
  engine: RaceEngine,
  budgetMs: number,
  clock: () => number,
  progress: Progress,
  chunk: () => void,
) {
  const start = clock()
  let elapsed = 0
  let told = 0
  while (elapsed < budgetMs) {
    chunk()
    elapsed = clock() - start
    // A message every tenth of the budget is plenty for a progress bar.
    if (elapsed - told >= budgetMs / 10) {
      told = elapsed
      progress(engine, Math.min(1, elapsed / budgetMs))
    }
  }
  return elapsed
}

const drift = (e0: number, e1: number) => Math.abs(e1 - e0) / e0

export function raceRicochet(n: number, budgetMs: number, clock: () => number, progress: Progress): RaceRow {
  const scene = raceScene(n)
  const world = createWorld(scene)
  const e0 = world.kineticEnergy()
  // About 20 contacts per ball per simulated second at this density and speed: ~1,000 a chunk.
  const dt = 50 / n
  let contacts = 0
  const ms = runFor('ricochet', budgetMs, clock, progress, () => {
    contacts += world.advance(dt).length
  })
  const final = world.balls()
  return {
    engine: 'ricochet',
    n,
    contactsPerSecond: (contacts / ms) * 1000,
    simulatedPerSecond: (world.time / ms) * 1000,
    energyDrift: drift(e0, world.kineticEnergy()),
    tunnelled: tunnels(final, scene.box),
    overlapping: overlaps(final),
  }
}

export function raceMatter(
  Matter: typeof MatterModule,
  n: number,
  budgetMs: number,
  clock: () => number,
  progress: Progress,
): RaceRow {
  const scene = raceScene(n)
  const world = matterWorld(Matter, scene)
  const e0 = world.kineticEnergy()
  let steps = 0
  const ms = runFor('matter.js', budgetMs, clock, progress, () => {
    world.step()
    steps++
  })
  const final = world.balls()
  return {
    engine: 'matter.js',
    n,
    contactsPerSecond: null,
    simulatedPerSecond: (steps / STEPS_PER_SECOND / ms) * 1000,
    energyDrift: drift(e0, world.kineticEnergy()),
    tunnelled: tunnels(final, scene.box),
    overlapping: overlaps(final),
  }
}
