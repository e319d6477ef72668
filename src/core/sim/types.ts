import type { Vec2 } from '../vec2'

/** A ball of the many-ball simulation: r > 0; m > 0, and m = Infinity makes a fixed ball, which must be at rest. */
export interface Ball {
  p: Vec2
  v: Vec2
  r: number
  m: number
}

/**
 * One contact processed by `advance`. For 'ball-ball', a < b are ball indices. For 'ball-wall',
 * a is the ball and b the wall: segment walls first (0 .. walls.length − 1), then the box sides
 * walls.length + 0..3 = min.x, max.x, min.y, max.y.
 */
export interface CollisionEvent {
  time: number
  kind: 'ball-ball' | 'ball-wall'
  a: number
  b: number
}

export interface WorldOptions {
  balls: readonly Ball[]
  /** Segment walls: each is a face between two endpoints, both sides solid. */
  walls?: readonly (readonly [Vec2, Vec2])[]
  /** An axis-aligned box every ball stays inside. */
  box?: { min: Vec2; max: Vec2 }
  /** Coefficient of restitution in [0, 1], for ball-ball and ball-wall contacts alike. Default 1. */
  restitution?: number
  /**
   * The TC model's contact duration: a contact involving a ball that already collided less than
   * this long ago is elastic. Default: 1e-6 of the time the fastest starting ball takes to cross
   * the smallest radius. 0 turns the TC model off.
   */
  contactTime?: number
  /** Collisions per `advance` after which every further contact of that call is elastic. Default 1e6. */
  maxEventsPerAdvance?: number
}

export interface World {
  readonly time: number
  /** A snapshot at `time`: fresh plain objects, safe to keep. */
  balls(): readonly Ball[]
  /** Moves exactly to time + dt, processing every contact on the way; returns them in time order. */
  advance(dt: number): CollisionEvent[]
  /** Σ ½mv² over the balls of finite mass (fixed balls never move). */
  kineticEnergy(): number
  /** Σ mv over the balls of finite mass. */
  momentum(): Vec2
}
