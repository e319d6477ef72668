export type { Ball, CollisionEvent, Simulation, World, WorldOptions, WorldSnapshot } from './types'
export { createWorld, restoreWorld } from './world'
