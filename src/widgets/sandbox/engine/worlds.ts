// The two engines a session can run: the event-driven world (src/core/sim) and, with sticky
// contacts, the rigid-cluster world (src/core/stick). Both move toward a time within a budget of
// steps and freeze into a snapshot; the session drives either through these four functions. The
// rigid-cluster world comes in as a StickEngine (stickEngine.ts), which the worker fetches only
// for a sticky set-up: its code is not loaded with the sandbox (each embed's size budget).
import type {
  QueuedEvent,
  StickSnapshot,
  StickWorld,
  World,
  WorldOptions,
  WorldSnapshot,
} from '../../../core'
import { createWorld, queuedEvents, restoreWorld } from '../../../core'
import { worldOptions } from '../model'
import type { Setup } from '../setup/setup'

export type RunWorld = World | StickWorld
export type RunSnapshot = WorldSnapshot | StickSnapshot
export type Bonds = readonly (readonly [number, number])[]

/** The rigid-cluster world's ways in (src/core/stick's createStickWorld and restoreStickWorld). */
export interface StickEngine {
  create(options: WorldOptions): StickWorld
  restore(snapshot: StickSnapshot): StickWorld
}

function loaded(stick: StickEngine | null): StickEngine {
  if (!stick) throw new Error('the sticky-contact engine is not loaded')
  return stick
}

export function openWorld(setup: Setup, stick: StickEngine | null): RunWorld {
  return setup.stick ? loaded(stick).create(worldOptions(setup)) : createWorld(worldOptions(setup))
}

export function reopen(snapshot: RunSnapshot, stick: StickEngine | null): RunWorld {
  return 'kind' in snapshot ? loaded(stick).restore(snapshot) : restoreWorld(snapshot)
}

/** The next `n` entries of the engine's queue; null for the stick world, which has none (it searches as it goes). */
export function queueOf(world: RunWorld, n: number): QueuedEvent[] | null {
  return 'bonds' in world ? null : queuedEvents(world.snapshot(), n)
}

/** The pairs of balls joined by sticky contacts; undefined for the event-driven world. */
export function bondsOf(world: RunWorld): Bonds | undefined {
  return 'bonds' in world ? world.bonds().slice() : undefined
}
