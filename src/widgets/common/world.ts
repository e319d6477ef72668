// The world box of the figures of chapters 1 to 3: points and arrows kept inside it, and the
// stage drawn around it. Pure: the figures' models hand these pointer or keyboard targets in model
// space and get back positions that are finite and on the stage.
import { type Vec2, add, sub } from '../../core'

export interface WorldBox {
  readonly min: Vec2
  readonly max: Vec2
}

/** The visible ranges: the world grown by `margin` on every side, so what sits at its edge stays in view. */
export function stageAround(world: WorldBox, margin: number): { x: [number, number]; y: [number, number] } {
  return {
    x: [world.min.x - margin, world.max.x + margin],
    y: [world.min.y - margin, world.max.y + margin],
  }
}

/**
 * x clamped to [lo, hi]. A NaN or infinite x is no position at all, so the fallback stands in for
 * it (clamped too: a fallback such as "the start plus the default arrow" may lie outside).
 */
export const clamp = (x: number, lo: number, hi: number, fallback: number) =>
  Math.min(hi, Math.max(lo, Number.isFinite(x) ? x : fallback))

export const clampPoint = (p: Vec2, box: WorldBox, fallback: Vec2): Vec2 => ({
  x: clamp(p.x, box.min.x, box.max.x, fallback.x),
  y: clamp(p.y, box.min.y, box.max.y, fallback.y),
})

/** The arrow shortened, if needed, so its head p + d lies in the world; a bad d gives the fallback. */
export function arrowInWorld(p: Vec2, d: Vec2, world: WorldBox, fallback: Vec2): Vec2 {
  return sub(clampPoint(add(p, d), world, add(p, fallback)), p)
}

/**
 * A new start centre for a drag to `to`, the arrow moving along rigidly: the ball stops where its
 * arrow head would leave the world, rather than the arrow silently shrinking.
 */
export function startWithArrow(to: Vec2, d: Vec2, world: WorldBox, fallback: Vec2): Vec2 {
  const min = { x: world.min.x - Math.min(d.x, 0), y: world.min.y - Math.min(d.y, 0) }
  const max = { x: world.max.x - Math.max(d.x, 0), y: world.max.y - Math.max(d.y, 0) }
  return clampPoint(to, { min, max }, fallback)
}

/** The arrow for a drag of its head to `to` (the ball's centre at the end of the frame). */
export function arrowToHead(p: Vec2, to: Vec2, world: WorldBox, d: Vec2): Vec2 {
  return sub(clampPoint(to, world, add(p, d)), p)
}
