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
   * the smallest radius. 0 turns the TC model off, and then an inelastic collapse (restitution
   * below 1, a cluster whose contacts come ever closer in time) stalls the world: its contacts
   * converge on one time, so every call spends its whole budget there and returns `done` false
   * with the world's time stuck at or just before that time. Only a world with contactTime > 0
   * is sure to reach any time asked for.
   */
  contactTime?: number
  /**
   * The budget of `advance` and `advanceTo`: queue events (see `advanceTowards`) one call processes
   * at most before it returns early. Default 1e6.
   */
  maxEventsPerAdvance?: number
}

/** What every simulation answers (the test suite's brute-force reference has only this). */
export interface Simulation {
  readonly time: number
  /** A snapshot at `time`: fresh plain objects, safe to keep. */
  balls(): readonly Ball[]
  /**
   * Moves exactly to time + dt, processing every contact on the way; returns them in time order.
   * createWorld's world stops early when its budget runs out (`maxEventsPerAdvance`): `time` then
   * says how far it got, and advanceTowards says so in its answer.
   */
  advance(dt: number): CollisionEvent[]
  /** Σ ½mv² over the balls of finite mass (fixed balls never move). */
  kineticEnergy(): number
  /** Σ mv over the balls of finite mass. */
  momentum(): Vec2
}

/** What advanceTowards did. */
export interface Progress {
  /** The contacts processed, in time order. */
  events: CollisionEvent[]
  /** Whether the world reached the time asked for; false when the budget ran out first. */
  done: boolean
  /** The world's time now: the time asked for when done, else that of the last event processed. */
  time: number
  /** Queue events processed (at most the budget). */
  steps: number
}

/**
 * A pending entry of the engine's queue, in words (queuedEvents): a contact, or a ball crossing
 * into the next cell of the grid (the engine predicts contacts only that far ahead).
 */
export interface QueuedEvent {
  time: number
  kind: 'ball-ball' | 'ball-wall' | 'cell'
  /** The ball (the lower index of two). */
  a: number
  /** Its partner: a ball, a wall numbered as in CollisionEvent, or −1 for a cell crossing. */
  b: number
  /** A collision since made it obsolete: the engine will drop it unprocessed. */
  stale: boolean
}

export interface World extends Simulation {
  /**
   * Moves exactly to `time` (>= the current time): advance(dt) is advanceTo(time + dt). Lets a
   * timeline land on a recorded time bit for bit, which time + (t − time) need not.
   */
  advanceTo(time: number): CollisionEvent[]
  /**
   * Moves toward `time` (>= the current time), processing at most `budget` queue events (a
   * positive integer): contacts, cell crossings of the grid and obsolete predictions dropped,
   * each of bounded cost, so the call returns in bounded time whatever the scene. When the
   * budget runs out first the world stops at the time of the last event it processed (`done`
   * false; more events may be due at that very time) and the next call carries on from there:
   * however a run is cut into calls and budgets, it processes the same events with the same
   * floats. advanceTo(t) is advanceTowards(t, maxEventsPerAdvance).events.
   */
  advanceTowards(time: number, budget: number): Progress
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
