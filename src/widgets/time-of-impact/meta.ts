import type { Schema, WidgetMeta } from '../../kit/contract'
import { centreField, displacementField, radiusField } from '../common/fields'

/**
 * Where a centre may go. The visible stage is this box plus a margin, so every ball centre and
 * every arrow head stays on screen and within reach of a pointer.
 */
export const world = { min: { x: -4, y: -4 }, max: { x: 10, y: 4 } } as const

// Above 2.5 two balls fill the stage.
export const schema = {
  A: centreField('Ball A centre at frame start', { x: 0, y: 0 }, world),
  dA: displacementField('Ball A displacement over the frame', { x: 4, y: 0 }, world),
  rA: radiusField('Ball A radius', 1, 2.5),
  B: centreField('Ball B centre at frame start', { x: 5, y: 1.5 }, world),
  dB: displacementField('Ball B displacement over the frame', { x: 0, y: 0 }, world),
  rB: radiusField('Ball B radius', 1, 2.5),
  // The time shown, in frames: the straight paths a frame before and after this one too. Last, so
  // a link written before it was a field still opens at t = 0.
  t: { kind: 'number', label: 'Time t', default: 0, min: -1, max: 2, step: 0.01 },
} satisfies Schema

export const meta: WidgetMeta<typeof schema> = {
  id: 'time-of-impact',
  title: 'Time of impact',
  chapter: 3,
  description:
    'Two balls move in straight lines over one frame: drag them and watch the quadratic that says when they touch.',
  schema,
}
