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
  /**
   * For a view (createWorld always sets them): the size of the impulse ball a received, mass ×
   * velocity, ≥ 0 (0 when rounding left the pair not quite approaching), and the unit contact
   * normal it acted along: from b's centre toward a's for two balls, from the wall toward the
   * ball's centre for a wall. The impulse on a is impulse × normal; b gets the opposite one.
   */
  impulse?: number
  normal?: Vec2
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

/** What every simulation answers (the test suite's brute-force reference has only this). */
export interface Simulation {
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

export interface World extends Simulation {
  /**
   * Moves exactly to `time` (>= the current time): advance(dt) is advanceTo(time + dt). Lets a
   * timeline land on a recorded time bit for bit, which time + (t − time) need not.
   */
  advanceTo(time: number): CollisionEvent[]
  /** Everything needed to go on exactly as this world would: see WorldSnapshot. */
  snapshot(): WorldSnapshot
}

/**
 * A world frozen at `time`, as plain data (numbers, arrays, typed arrays: structured-cloneable,
 * so it can cross to and from a Web Worker). restoreWorld(snapshot) continues bit for bit as the
 * world it was taken from would have: same events, same floats. It holds the engine's inner
 * state (each ball's own clock and collision counter, the grid, the pending predictions), so
 * only a snapshot from snapshot() is meant to be restored; restoreWorld checks its shape.
 */
export interface WorldSnapshot {
  version: 1
  time: number
  walls: [Vec2, Vec2][]
  box: { min: Vec2; max: Vec2 } | null
  restitution: number
  contactTime: number
  maxEventsPerAdvance: number
  /** Per ball: the position (px, py) at the ball's own clock t, and the TC model's last contact time. */
  balls: {
    px: Float64Array
    py: Float64Array
    vx: Float64Array
    vy: Float64Array
    t: Float64Array
    r: Float64Array
    m: Float64Array
    hits: Uint32Array
    lastHit: Float64Array
  }
  /** Cell geometry, each ball's cell and list links, and its next cell crossing. */
  grid: {
    x0: number
    y0: number
    sx: number
    sy: number
    nx: number
    ny: number
    cx: Int32Array
    cy: Int32Array
    head: Int32Array
    next: Int32Array
    prev: Int32Array
    exitT: Float64Array
    exitCode: Int32Array
  }
  /** The pending predictions, stale ones included, sorted by (t, a, b, ca, cb). */
  queue: { t: Float64Array; a: Int32Array; b: Int32Array; ca: Uint32Array; cb: Uint32Array }
}
