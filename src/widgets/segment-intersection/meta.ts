import type { Schema, StateOf, WidgetMeta } from '../../kit/contract'
import { centreField } from '../common/fields'

/** Where the four ends may go: room for source 003's example, (1, 1) to (17, 10), and around it. */
export const world = { min: { x: 0, y: 0 }, max: { x: 18, y: 12 } } as const

// The defaults are source 003's worked example (chapter 8): segment p0 → p1 against p2 → p3.
export const schema = {
  p0: centreField('Start of segment 1, p0', { x: 4, y: 7 }, world),
  p1: centreField('End of segment 1, p1', { x: 16, y: 3 }, world),
  p2: centreField('Start of segment 2, p2', { x: 1, y: 1 }, world),
  p3: centreField('End of segment 2, p3', { x: 17, y: 10 }, world),
} satisfies Schema

export type SegmentState = StateOf<typeof schema>

export const meta: WidgetMeta<typeof schema> = {
  id: 'segment-intersection',
  title: 'Where two segments cross',
  chapter: 8,
  description:
    'Two segments as parametric lines, solved by Cramer’s rule: the determinant, the parameters s and t, and the parallel and collinear cases.',
  schema,
  rule: 'a segment’s two ends cannot coincide: its end is moved one unit aside',
}
