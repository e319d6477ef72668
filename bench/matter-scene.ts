// Runs a gas scene in matter.js (set up by src/book/engineRace/matterWorld.ts) for the bench,
// timing this process's CPU.
import Matter from 'matter-js'
import type { Scene } from '../src/book/engineRace/gasScene'
import { matterWorld, STEPS_PER_SECOND } from '../src/book/engineRace/matterWorld'
import type { Vec2 } from '../src/core/vec2'

export type { Scene }

export interface MatterRun {
  /** CPU time of this process spent stepping. */
  cpuMs: number
  energyBefore: number
  energyAfter: number
  /** Centres and radii at the end. */
  final: { p: Vec2; r: number }[]
}

/** Steps the scene for `seconds` of simulated time. */
export function runMatter(scene: Scene, seconds: number): MatterRun {
  const world = matterWorld(Matter, scene)
  const energyBefore = world.kineticEnergy()
  const steps = Math.round(seconds * STEPS_PER_SECOND)
  const start = process.cpuUsage()
  for (let k = 0; k < steps; k++) world.step()
  const used = process.cpuUsage(start)
  return {
    cpuMs: (used.user + used.system) / 1000,
    energyBefore,
    energyAfter: world.kineticEnergy(),
    final: world.balls(),
  }
}
