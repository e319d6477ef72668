import type { Schema, StateOf, WidgetMeta } from '../../kit/contract'

/** Where a centre may go. The stage adds the largest radius on every side, so no ball is cut off. */
export const world = { min: { x: -4, y: -2.5 }, max: { x: 4, y: 2.5 } } as const

// A radius never shrinks to a point (a ball of radius 0 has nothing to overlap with) nor grows
// past the margin the stage leaves around the world box.
const radius = (label: string, r: number) =>
  ({ kind: 'number', label, default: r, min: 0.2, max: 1.5, step: 0.05 }) as const

export const schema = {
  A: { kind: 'vec2', label: 'Centre of ball A', default: { x: -1.5, y: -0.5 }, ...world },
  rA: radius('Radius of A', 1.2),
  B: { kind: 'vec2', label: 'Centre of ball B', default: { x: 0.8, y: 0.7 }, ...world },
  rB: radius('Radius of B', 0.9),
} satisfies Schema

export type OverlapState = StateOf<typeof schema>

export const meta: WidgetMeta<typeof schema> = {
  id: 'overlap-test',
  title: 'Do two balls overlap?',
  chapter: 1,
  description: 'Drag two balls and compare the distance between their centres with the sum of their radii.',
  schema,
}
