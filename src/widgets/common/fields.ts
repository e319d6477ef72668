// Schema fields of the figures whose balls move inside a world box (chapters 1 to 3): a centre
// stays in the box, a displacement spans at most the box, a radius stays drawable.
import type { Vec2 } from '../../core'
import type { WorldBox } from './world'

/** A ball's centre: anywhere in the world box. */
export const centreField = (label: string, at: Vec2, world: WorldBox) =>
  ({ kind: 'vec2', label, default: at, min: world.min, max: world.max }) as const

/** A displacement over one frame: at most the box's width and height either way. */
export function displacementField(label: string, d: Vec2, world: WorldBox) {
  const span = { x: world.max.x - world.min.x, y: world.max.y - world.min.y }
  return { kind: 'vec2', label, default: d, min: { x: -span.x, y: -span.y }, max: span } as const
}

/**
 * A ball's radius. Below 0.2 a ball is smaller than its own handle; `max` is at most the margin the
 * stage leaves around the world box, so no ball is cut off.
 */
export const radiusField = (label: string, r: number, max: number) =>
  ({ kind: 'number', label, default: r, min: 0.2, max, step: 0.05 }) as const
