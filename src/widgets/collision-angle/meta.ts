import type { Schema, WidgetMeta } from '../../kit/contract'
import { displacementField, radiusField } from '../common/fields'

/**
 * Where the head of A's velocity may go; A's centre is the origin. B's centre, at most 2·1.5 from
 * it, stays inside too, and the stage adds the largest radius.
 */
export const world = { min: { x: -4, y: -3.5 }, max: { x: 5, y: 3.5 } } as const

// The defaults: B touches A 25° above the x axis, A moves at (3.5, 0.6). A clear glancing hit.
export const schema = {
  v: displacementField('Velocity of A', { x: 3.5, y: 0.6 }, world),
  theta: {
    kind: 'number',
    label: 'Direction from A to B, degrees',
    default: 25,
    min: -180,
    max: 180,
    step: 0.1,
  },
  rA: radiusField('Ball A radius', 1, 1.5),
  rB: radiusField('Ball B radius', 1, 1.5),
} satisfies Schema

export const meta: WidgetMeta<typeof schema> = {
  id: 'collision-angle',
  title: 'The angle of collision',
  chapter: 4,
  description:
    'Two balls at the moment of contact: the angle between A’s velocity and the line of centres, by the law of cosines and by atan2, and the part of the velocity that goes into the collision.',
  schema,
}
