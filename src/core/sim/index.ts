export type {
  Ball,
  CollisionEvent,
  Progress,
  QueuedEvent,
  Simulation,
  World,
  WorldOptions,
  WorldSnapshot,
} from './types'
export { queuedEvents } from './queued'
export { createWorld, restoreWorld } from './world'
