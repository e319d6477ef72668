import type { Schema, StateOf, WidgetMeta } from '../../kit/contract'

/** The longest velocity; the stage reaches a little past it, whichever way it points. */
export const MAX_SPEED = 12
/** The balls' radius: A sits at the origin, B touches it along n̂. */
export const RADIUS = 1
/** The stage, square around the origin: A's centre, the velocity's tail. */
export const STAGE_HALF = 13

// The defaults are source 004's recombination example: with n̂ = (0.8, 0.6) the velocity (5, 10)
// has normal part 10 and tangent part 5, and its length is √125 ≈ 11.18 (the article says 14).
export const schema = {
  n: {
    kind: 'vec2',
    label: 'Normal direction',
    default: { x: 0.8, y: 0.6 },
    min: { x: -1, y: -1 },
    max: { x: 1, y: 1 },
  },
  v: {
    kind: 'vec2',
    label: 'Velocity',
    default: { x: 5, y: 10 },
    min: { x: -MAX_SPEED, y: -MAX_SPEED },
    max: { x: MAX_SPEED, y: MAX_SPEED },
  },
} satisfies Schema

export type ProjectionState = StateOf<typeof schema>

export const meta: WidgetMeta<typeof schema> = {
  id: 'projection',
  title: 'One velocity, two parts',
  chapter: 5,
  description:
    'A velocity dropped onto the unit normal and the unit tangent: two perpendicular parts that add back up to it.',
  schema,
}
