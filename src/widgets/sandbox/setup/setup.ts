// What the sandbox runs: the set-up every part of it reads (model.ts, link.ts, edit.ts, the
// engine, the views). A leaf file, so that those can share it without importing one another.
import type { Ball, Vec2 } from '../../../core'

/** Everything the engine needs to start, and the table drawn around it. */
export interface Setup {
  /** ball 1 (the one the reader aims) is balls[0] */
  balls: Ball[]
  walls: [Vec2, Vec2][]
  box: { min: Vec2; max: Vec2 }
  /** whether the box reflects; without it balls fly off the table */
  border: boolean
  restitution: number
  /** sticky contacts: the engine is the rigid-cluster world (src/core/stick), not the event-driven one */
  stick?: boolean
}
