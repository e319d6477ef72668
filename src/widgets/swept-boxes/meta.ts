import type { Schema, StateOf, WidgetMeta } from '../../kit/contract'
import { centreField, displacementField, radiusField } from '../common/fields'

/** Where centres may go: both balls' starts and ends stay on the stage. */
export const world = { min: { x: -5, y: -3.5 }, max: { x: 5, y: 3.5 } } as const

// The default: A runs right along y = 0 while B drops down x = 0. Their boxes around the start
// positions alone are far apart, yet the balls meet during the frame (chapter 2's warning).
export const schema = {
  A: centreField('Ball A centre at frame start', { x: -4.5, y: 0 }, world),
  dA: displacementField('Ball A displacement over the frame', { x: 6, y: 0 }, world),
  rA: radiusField('Radius of A', 0.5, 1.5),
  B: centreField('Ball B centre at frame start', { x: 0, y: 3 }, world),
  dB: displacementField('Ball B displacement over the frame', { x: 0, y: -4 }, world),
  rB: radiusField('Radius of B', 0.5, 1.5),
  startOnly: { kind: 'boolean', label: 'Boxes around the start positions only', default: false },
} satisfies Schema

export type SweptBoxesState = StateOf<typeof schema>

export const meta: WidgetMeta<typeof schema> = {
  id: 'swept-boxes',
  title: 'Swept bounding boxes',
  chapter: 2,
  description:
    'Two moving balls, the boxes that cover their whole frame, and the four comparisons that prove the boxes apart.',
  schema,
}
