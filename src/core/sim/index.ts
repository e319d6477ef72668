export type { Ball, CollisionEvent, World, WorldOptions } from './types'
export { createWorld } from './world'
