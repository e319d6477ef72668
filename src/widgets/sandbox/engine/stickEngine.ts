// The rigid-cluster world as the session opens it (worlds.ts): a module of its own, so the worker
// fetches the sticky-contact engine only when a set-up first has sticky contacts.
import { createStickWorld, restoreStickWorld } from '../../../core'
import type { StickEngine } from './worlds'

export const stickEngine: StickEngine = { create: createStickWorld, restore: restoreStickWorld }
