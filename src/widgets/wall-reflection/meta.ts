import type { Schema, StateOf, WidgetMeta } from '../../kit/contract'

/** Where the wall's ends may go. */
export const WORLD = { min: { x: -4, y: -2.5 }, max: { x: 4, y: 2.5 } } as const
/** The longest incoming vector (source 003's example is √20 long): I, N, L and F stay within this of the hit point. */
export const MAX_I = 5
/** The shortest wall: shorter than this, its direction is mostly rounding. */
export const MIN_WALL = 0.5
/** The ball drawn at the tail of I (the construction treats it as a point). */
export const BALL_RADIUS = 0.7
/** The stage: the world grown by MAX_I and the ball's radius on every side, so the ball stays on it. */
const MARGIN = MAX_I + BALL_RADIUS
export const STAGE = {
  x: [WORLD.min.x - MARGIN, WORLD.max.x + MARGIN],
  y: [WORLD.min.y - MARGIN, WORLD.max.y + MARGIN],
} as { x: [number, number]; y: [number, number] }

export const schema = {
  W0: { kind: 'vec2', label: 'Wall start', default: { x: -3, y: -1.5 }, min: WORLD.min, max: WORLD.max },
  W1: { kind: 'vec2', label: 'Wall end', default: { x: 3, y: 1.5 }, min: WORLD.min, max: WORLD.max },
  I: {
    kind: 'vec2',
    label: 'Incoming vector I',
    default: { x: 3, y: -1 },
    min: { x: -MAX_I, y: -MAX_I },
    max: { x: MAX_I, y: MAX_I },
  },
  step: { kind: 'number', label: 'Steps of the construction shown', default: 4, min: 1, max: 4, step: 1 },
  unit: { kind: 'boolean', label: 'Normalise the wall’s normal', default: true },
} satisfies Schema

export type WallReflectionState = StateOf<typeof schema>

export const meta: WidgetMeta<typeof schema> = {
  id: 'wall-reflection',
  title: 'Reflection off any wall',
  chapter: 7,
  description:
    'Drag a wall and an incoming vector I: the unit normal N′, the projection N = (−I·N′)N′, L = N + I and F = 2N + I, built one step at a time.',
  schema,
  rule: 'a wall needs two ends at least 0.5 apart (a shorter one has no direction; the default wall is shown), and I is at most 5 long',
}
