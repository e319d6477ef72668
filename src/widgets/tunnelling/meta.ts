import type { Schema, StateOf, WidgetMeta } from '../../kit/contract'

/** Where centres may go: the fast ball's start and end and the other ball all stay on the stage. */
export const world = { min: { x: -6, y: -3 }, max: { x: 6, y: 3 } } as const

const span = { x: world.max.x - world.min.x, y: world.max.y - world.min.y }

// Below 0.2 a ball is smaller than its handle; 1.5 is the margin the stage leaves around the world.
export const schema = {
  A: { kind: 'vec2', label: 'Fast ball A at frame start', default: { x: -5, y: 0 }, ...world },
  dA: {
    kind: 'vec2',
    label: 'Ball A displacement over the frame',
    default: { x: 10, y: 0 },
    min: { x: -span.x, y: -span.y },
    max: { x: span.x, y: span.y },
  },
  rA: { kind: 'number', label: 'Radius of A', default: 0.5, min: 0.2, max: 1.5, step: 0.05 },
  B: { kind: 'vec2', label: 'Ball B, standing still', default: { x: 0.85, y: 0.9 }, ...world },
  rB: { kind: 'number', label: 'Radius of B', default: 0.7, min: 0.2, max: 1.5, step: 0.05 },
  n: { kind: 'number', label: 'Sub-steps per frame', default: 1, min: 1, max: 16, step: 1 },
} satisfies Schema

export type TunnellingState = StateOf<typeof schema>

export const meta: WidgetMeta<typeof schema> = {
  id: 'tunnelling',
  title: 'A fast ball tunnels through',
  chapter: 1,
  description:
    'A fast ball passes through another within one frame: testing only the frame ends (or a few sub-steps) misses the hit.',
  schema,
}
