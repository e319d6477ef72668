// Prop equality for React.memo on the kit's shapes. A widget rebuilds its points on every render
// ({x, y} objects, lists of them, and lists of segments), moved or not, so points compare by value; everything else
// (numbers, strings, children, callbacks) by identity, so a new onMove still redraws its Handle.
import type { Vec2 } from '../core/vec2'

const isPoint = (v: unknown): v is Vec2 =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Vec2).x === 'number' &&
  typeof (v as Vec2).y === 'number'

const samePoint = (a: unknown, b: unknown) =>
  isPoint(a) && isPoint(b) && Object.is(a.x, b.x) && Object.is(a.y, b.y)

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((p, i) => sameValue(p, b[i]))
  return samePoint(a, b)
}

/** True when a shape would draw the same: the second argument of React.memo for kit shapes. */
export function sameShapeProps<P extends object>(a: P, b: P): boolean {
  const keys = Object.keys(a) as (keyof P)[]
  return keys.length === Object.keys(b).length && keys.every((k) => sameValue(a[k], b[k]))
}
