import type { Vec2 } from '../vec2'
import type { Ball, CollisionEvent, Progress } from '../sim/types'

export type { Ball, CollisionEvent, Progress }

/** A ball at a contact's instant: its centre, and its velocity just before and just after. */
export interface ContactBall {
  k: number
  x: number
  y: number
  before: Vec2
  after: Vec2
}

/**
 * A contact of the stick world, with what a view shows of it. `normal` is the unit normal from b
 * toward a (the line of centres at contact; for a wall, from the wall toward a's centre) and
 * `point` the contact point on a's surface. `J` is the impulse the contact gave ball a's body:
 * the change of that body's momentum, Σ m (v′ − v) over its balls (b's body got −J, a wall the
 * reaction). For two lone balls that is m_a (v′_a − v_a), along the normal with size μ v_n
 * (μ the reduced mass, v_n the closing speed), exactly an e = 0 contact's. A join that makes a
 * body of more than two balls also hands on an impulsive couple, so there J need not lie along
 * the normal. `impulse` is J · normal. `balls` lists every ball whose velocity the contact
 * changed (the joined body's, or the bounced body's), a first, then b for a join: each ball's
 * own impulse is m (after − before).
 */
export interface StickEvent extends CollisionEvent {
  normal: Vec2
  impulse: number
  point: Vec2
  J: Vec2
  balls: ContactBall[]
}

/** What advanceTowards answers: Progress, with the stick world's own events. */
export interface StickProgress extends Progress {
  events: StickEvent[]
}

/**
 * A world of balls whose ball–ball contacts are perfectly inelastic and sticky: the two bodies
 * touching join into one rigid body. Walls and the box reflect a body with the restitution.
 */
export interface StickOptions {
  /** 1 to MAX_STICK_BALLS balls of finite mass, clear of one another and of the walls */
  balls: readonly Ball[]
  /** Segment walls: each is a face between two endpoints, both sides solid. */
  walls?: readonly (readonly [Vec2, Vec2])[]
  /** An axis-aligned box every ball stays inside. */
  box?: { min: Vec2; max: Vec2 }
  /** Restitution of a body's contacts with walls and the box, in [0, 1]. Default 1. */
  restitution?: number
}

/**
 * A rigid body: one ball, or balls joined by sticky contacts. The balls count as point masses
 * at their centres (see body.ts), so I is Σ m d² about the centre of mass.
 */
export interface Body {
  m: number
  I: number
  /** centre of mass at time t0, its velocity, and the angular velocity (counter-clockwise) */
  cx: number
  cy: number
  vx: number
  vy: number
  w: number
  t0: number
  /** the balls of the body (indices into the world's balls), and where each was at t0, from the centre of mass */
  members: number[]
  ox: number[]
  oy: number[]
}

/** A world frozen at `time`, as plain data (structured-cloneable): restoreStickWorld goes on exactly as it would have. */
export interface StickSnapshot {
  kind: 'stick'
  time: number
  masses: number[]
  radii: number[]
  walls: [Vec2, Vec2][]
  box: { min: Vec2; max: Vec2 } | null
  restitution: number
  bodies: Body[]
  bonds: [number, number][]
}

export interface StickWorld {
  readonly time: number
  /** Every ball at `time`: its centre and its actual velocity (the body's, plus the spin's ω × d). */
  balls(): Ball[]
  /** The pairs of balls whose contact joined their bodies, in the order they joined. */
  bonds(): readonly (readonly [number, number])[]
  /**
   * Moves toward `time` (>= the current time), processing at most `budget` steps (a positive
   * integer): a step is one contact, or one safe advance of the contact search (gap.ts). Contacts
   * due at the time reached are processed before the call says done. However a run is cut into
   * calls, the same calls give the same floats.
   */
  advanceTowards(time: number, budget: number): StickProgress
  snapshot(): StickSnapshot
}
