import type { Schema, StateOf, WidgetMeta } from '../../kit/contract'
import { centreField, radiusField } from '../common/fields'

/** Where a centre may go. The stage adds the largest radius on every side, so no ball is cut off. */
export const world = { min: { x: -4, y: -2.5 }, max: { x: 4, y: 2.5 } } as const

export const schema = {
  A: centreField('Centre of ball A', { x: -1.5, y: -0.5 }, world),
  rA: radiusField('Radius of A', 1.2, 1.5),
  B: centreField('Centre of ball B', { x: 0.8, y: 0.7 }, world),
  rB: radiusField('Radius of B', 0.9, 1.5),
} satisfies Schema

export type OverlapState = StateOf<typeof schema>

export const meta: WidgetMeta<typeof schema> = {
  id: 'overlap-test',
  title: 'Do two balls overlap?',
  chapter: 1,
  description: 'Drag two balls and compare the distance between their centres with the sum of their radii.',
  schema,
}
