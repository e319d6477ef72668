import type { Schema, StateOf, WidgetMeta } from '../../kit/contract'

/** The longest velocity: its arrow, drawn from a centre one radius from the contact, stays on the stage at any turn. */
export const MAX_SPEED = 2.5
/** Both balls’ radius: equal balls, equal masses (source 004’s game). */
export const RADIUS = 1
/**
 * Model units of arrow per unit of speed. At 1 the velocities' heads knot at the contact point (A's
 * default head lay inside ball B, beside B's centre handle); at 2 every handle is well apart, and a
 * key step of the head (0.1) is a round 0.05 of speed.
 */
export const ARROW_SCALE = 2
/**
 * How far from the contact point an arrow head can be: a centre one radius away plus a velocity.
 * Before the collision a velocity is at most MAX_SPEED long; after it, a ball keeps its own
 * tangent part and takes the other's normal part, each up to MAX_SPEED, so up to √2·MAX_SPEED.
 */
const REACH = RADIUS + Math.SQRT2 * MAX_SPEED * ARROW_SCALE
/** The stage around the contact point: every head stays on it however the picture turns. */
export const STAGE = { x: [-REACH - 1, REACH + 1], y: [-REACH, REACH] } as {
  x: [number, number]
  y: [number, number]
}

const velocity = (label: string, x: number, y: number) =>
  ({
    kind: 'vec2',
    label,
    default: { x, y },
    min: { x: -MAX_SPEED, y: -MAX_SPEED },
    max: { x: MAX_SPEED, y: MAX_SPEED },
  }) as const

// The defaults: n̂ = (0.8, 0.6), so every part below is a short decimal (chapter 5's worked example):
// A's velocity (2, 1) has normal part 2.2 and tangent part −0.4, B's (−1, 0) has −0.8 and 0.6.
export const schema = {
  n: {
    kind: 'vec2',
    label: 'Normal: the direction from A’s centre to B’s',
    default: { x: 0.8, y: 0.6 },
    min: { x: -1, y: -1 },
    max: { x: 1, y: 1 },
  },
  vA: velocity('Velocity of A before the collision', 2, 1),
  vB: velocity('Velocity of B before the collision', -1, 0),
  after: { kind: 'boolean', label: 'Show the velocities after the collision', default: false },
  turned: { kind: 'boolean', label: 'Turn the picture so the normal is horizontal', default: false },
} satisfies Schema

export type NormalTangentState = StateOf<typeof schema>

export const meta: WidgetMeta<typeof schema> = {
  id: 'normal-tangent',
  title: 'Swap the normal parts',
  chapter: 5,
  description:
    'Two equal balls touch: each velocity splits into a part along the line of centres and a part along the tangent; the normal parts swap, the tangent parts stay.',
  schema,
}
