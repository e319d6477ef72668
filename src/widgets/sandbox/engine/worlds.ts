// The two engines a session can run: the event-driven world (src/core/sim) and, with sticky
// contacts, the rigid-cluster world (src/core/stick). Both move toward a time within a budget of
// steps and freeze into a snapshot; the session drives either through these four functions.
import type { QueuedEvent, StickSnapshot, StickWorld, World, WorldSnapshot } from '../../../core'
import { createStickWorld, createWorld, queuedEvents, restoreStickWorld, restoreWorld } from '../../../core'
import { worldOptions } from '../model'
import type { Setup } from '../setup/setup'

export type RunWorld = World | StickWorld
export type RunSnapshot = WorldSnapshot | StickSnapshot
export type Bonds = readonly (readonly [number, number])[]

export function openWorld(setup: Setup): RunWorld {
  return setup.stick ? createStickWorld(worldOptions(setup)) : createWorld(worldOptions(setup))
}

export function reopen(snapshot: RunSnapshot): RunWorld {
  return 'kind' in snapshot ? restoreStickWorld(snapshot) : restoreWorld(snapshot)
}

/** The next `n` entries of the engine's queue; null for the stick world, which has none (it searches as it goes). */
export function queueOf(world: RunWorld, n: number): QueuedEvent[] | null {
  return 'bonds' in world ? null : queuedEvents(world.snapshot(), n)
}

/** The pairs of balls joined by sticky contacts; undefined for the event-driven world. */
export function bondsOf(world: RunWorld): Bonds | undefined {
  return 'bonds' in world ? world.bonds().slice() : undefined
}
