import type { Schema, WidgetMeta } from '../../kit/contract'
import { centreField, displacementField, radiusField } from '../common/fields'

/** Where B's centre may start or end, seen from A (A's centre is the origin). */
export const world = { min: { x: -6, y: -4 }, max: { x: 6, y: 4 } } as const

// The defaults are the time-of-impact figure's: B starts at (5, 1.5) from A, moves by −4 along x
// relative to A, and R = 1 + 1. So both figures open on the same pair (chapter 3's worked example).
export const schema = {
  dp: centreField('B’s centre at frame start, seen from A', { x: 5, y: 1.5 }, world),
  w: displacementField('B’s displacement seen from A', { x: -4, y: 0 }, world),
  R: radiusField('Contact distance R = rA + rB', 2, 4),
} satisfies Schema

export const meta: WidgetMeta<typeof schema> = {
  id: 'relative-motion',
  title: 'Ride on ball A',
  chapter: 3,
  description:
    'Seen from ball A, ball B’s centre moves along a straight line past a circle of radius R: it touches where the line crosses the circle.',
  schema,
}
