import type { Schema, WidgetMeta } from '../../kit/contract'

export const schema = {
  v: {
    kind: 'vec2',
    label: 'Velocity of the ball',
    default: { x: 3.2, y: 1.3 },
    min: { x: -4, y: -4 },
    max: { x: 4, y: 4 },
  },
} satisfies Schema

export const meta: WidgetMeta<typeof schema> = {
  id: 'fixed-point',
  title: 'A sine table and 16.16 fixed point',
  chapter: 11,
  description:
    'The direction of a velocity from a 256-entry sine table, and the velocity rebuilt in 16.16 fixed point, against Math.sin and doubles.',
  schema,
}
