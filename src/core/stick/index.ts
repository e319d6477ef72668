export type {
  Body,
  ContactBall,
  StickEvent,
  StickOptions,
  StickProgress,
  StickSnapshot,
  StickWorld,
} from './types'
export { CONTACT_TOL } from './gap'
export { MAX_STICK_BALLS } from './input'
export { createStickWorld, restoreStickWorld } from './world'
