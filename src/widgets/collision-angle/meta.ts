import type { Schema, WidgetMeta } from '../../kit/contract'
import { displacementField, radiusField } from '../common/fields'

/** Where the head of A's velocity may go; A's centre is the origin. The stage adds the largest radius. */
export const world = { min: { x: -6, y: -4 }, max: { x: 6, y: 4 } } as const

// The defaults: B touches A at 25° above A's path, A moves at (3, 0.5). A clear glancing hit.
export const schema = {
  v: displacementField('Velocity of A', { x: 3, y: 0.5 }, world),
  theta: {
    kind: 'number',
    label: 'Direction from A to B, degrees',
    default: 25,
    min: -180,
    max: 180,
    step: 0.1,
  },
  rA: radiusField('Ball A radius', 1, 2),
  rB: radiusField('Ball B radius', 1, 2),
} satisfies Schema

export const meta: WidgetMeta<typeof schema> = {
  id: 'collision-angle',
  title: 'The angle of collision',
  chapter: 4,
  description:
    'Two balls at the moment of contact: the angle between A’s velocity and the line of centres, by the law of cosines and by atan2, and the part of the velocity that goes into the collision.',
  schema,
}
