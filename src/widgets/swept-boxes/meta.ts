import type { Schema, StateOf, WidgetMeta } from '../../kit/contract'

/** Where centres may go: both balls' starts and ends stay on the stage. */
export const world = { min: { x: -5, y: -3.5 }, max: { x: 5, y: 3.5 } } as const

const span = { x: world.max.x - world.min.x, y: world.max.y - world.min.y }
const arrow = (label: string, x: number, y: number) =>
  ({
    kind: 'vec2',
    label,
    default: { x, y },
    min: { x: -span.x, y: -span.y },
    max: { x: span.x, y: span.y },
  }) as const
// Below 0.2 a ball is smaller than its handle; 1.5 is the margin the stage leaves around the world.
const radius = (label: string) =>
  ({ kind: 'number', label, default: 0.5, min: 0.2, max: 1.5, step: 0.05 }) as const

// The default: A runs right along y = 0 while B drops down x = 0. Their boxes around the start
// positions alone are far apart, yet the balls meet during the frame (chapter 2's warning).
export const schema = {
  A: { kind: 'vec2', label: 'Ball A centre at frame start', default: { x: -4.5, y: 0 }, ...world },
  dA: arrow('Ball A displacement over the frame', 6, 0),
  rA: radius('Radius of A'),
  B: { kind: 'vec2', label: 'Ball B centre at frame start', default: { x: 0, y: 3 }, ...world },
  dB: arrow('Ball B displacement over the frame', 0, -4),
  rB: radius('Radius of B'),
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
