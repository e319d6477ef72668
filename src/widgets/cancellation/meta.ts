import type { Schema, WidgetMeta } from '../../kit/contract'

/** Where B's arrow head may go: B starts touching A at (2, 0), both of radius 1. */
export const world = { min: { x: -4, y: -3 }, max: { x: 6, y: 3 } } as const

export const schema = {
  // The slider is the exponent: the gap is 10^−k of the sum of the radii, so each step of 1 is one
  // more decimal digit of closeness (a log scale the reader moves along evenly).
  k: {
    kind: 'number',
    label: 'How close B starts to touching A: gap = 10⁻ᵏ times R',
    default: 6,
    min: 1,
    max: 15,
    step: 0.1,
  },
  dB: {
    kind: 'vec2',
    label: 'Ball B displacement over the frame',
    default: { x: -3, y: 1 },
    min: { x: -6, y: -3 },
    max: { x: 4, y: 3 },
  },
} satisfies Schema

export const meta: WidgetMeta<typeof schema> = {
  id: 'cancellation',
  title: 'Cancellation in the textbook root',
  chapter: 11,
  description:
    'Two balls that start a hair apart: the first contact time by the textbook formula and by the stable form, each against the exact root, as the gap shrinks.',
  schema,
}
