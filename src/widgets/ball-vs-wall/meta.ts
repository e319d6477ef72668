import type { Schema, StateOf, WidgetMeta } from '../../kit/contract'
import { centreField, displacementField, radiusField } from '../common/fields'

/** Where the ball's centre and the wall's ends may go. */
export const world = { min: { x: -6, y: -4 }, max: { x: 6, y: 4 } } as const

export const schema = {
  p: centreField('Ball at frame start', { x: -1, y: 3 }, world),
  d: displacementField('Ball displacement over the frame', { x: 2, y: -5 }, world),
  r: radiusField('Ball radius r', 1, 1.5),
  w0: centreField('Wall start', { x: -3, y: 0 }, world),
  w1: centreField('Wall end', { x: 3, y: 0 }, world),
} satisfies Schema

export type BallWallState = StateOf<typeof schema>

export const meta: WidgetMeta<typeof schema> = {
  id: 'ball-vs-wall',
  title: 'A moving ball against a wall',
  chapter: 8,
  description:
    'Shadow walls one radius to each side of the wall catch hits on its face; its ends, as infinitely heavy balls of radius 0, catch the rest.',
  schema,
  rule: 'the arrow stays inside the world, and the wall’s two ends cannot coincide',
}
