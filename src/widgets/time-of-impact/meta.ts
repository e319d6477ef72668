import type { Schema, WidgetMeta } from '../../kit/contract'

/**
 * Where a centre may go. The visible stage is this box plus a margin, so every ball centre and
 * every arrow head stays on screen and within reach of a pointer.
 */
export const world = { min: { x: -4, y: -4 }, max: { x: 10, y: 4 } } as const

const span = { x: world.max.x - world.min.x, y: world.max.y - world.min.y }
const centre = (label: string, x: number, y: number) =>
  ({ kind: 'vec2', label, default: { x, y }, min: world.min, max: world.max }) as const
const displacement = (label: string, x: number, y: number) =>
  ({
    kind: 'vec2',
    label,
    default: { x, y },
    min: { x: -span.x, y: -span.y },
    max: { x: span.x, y: span.y },
  }) as const
// Below 0.2 a ball is smaller than its own handle on a phone; above 2.5 two balls fill the stage.
const radius = (label: string) =>
  ({ kind: 'number', label, default: 1, min: 0.2, max: 2.5, step: 0.05 }) as const

export const schema = {
  A: centre('Ball A centre at frame start', 0, 0),
  dA: displacement('Ball A displacement over the frame', 4, 0),
  rA: radius('Ball A radius'),
  B: centre('Ball B centre at frame start', 5, 1.5),
  dB: displacement('Ball B displacement over the frame', 0, 0),
  rB: radius('Ball B radius'),
} satisfies Schema

export const meta: WidgetMeta<typeof schema> = {
  id: 'time-of-impact',
  title: 'Time of impact',
  chapter: 3,
  description:
    'Two balls move in straight lines over one frame: drag them and watch the quadratic that says when they touch.',
  schema,
}
