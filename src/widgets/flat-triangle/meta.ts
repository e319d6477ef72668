import type { Schema, WidgetMeta } from '../../kit/contract'
import { centreField } from '../common/fields'

/** Where the velocity's head and B's centre may go; A's centre is the origin. */
export const world = { min: { x: -1, y: -1 }, max: { x: 10, y: 6 } } as const

// The default is nearly flat: v's head 0.01 off the line to B, an angle of about 1e-3 rad.
export const schema = {
  v: centreField('Head of A’s velocity', { x: 3.51, y: 1.9 }, world),
  B: centreField('Ball B centre', { x: 9.49, y: 5.11 }, world),
} satisfies Schema

export const meta: WidgetMeta<typeof schema> = {
  id: 'flat-triangle',
  title: 'When the triangle is flat',
  chapter: 4,
  description:
    'The angle of a nearly flat collision triangle by acos of the printed cosine, by the core’s clamped law of cosines and by atan2, against an exact reference: how many digits each keeps.',
  schema,
}
