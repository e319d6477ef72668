// Partner codes: the `b` of a queued event (world.ts) says what ball a meets, as one integer so
// the queue sorts simultaneous events by it. In order: a cell crossing (negative, so it comes
// first), a ball by its index, a part of a segment wall, a box side. Only the engine reads them;
// queuedEvents (queued.ts) says what they are in words.
import { PARTS } from './walls'

/** Cell crossings: +x, −x, +y, −y. */
export const CROSS_XP = -1
export const CROSS_XN = -2
export const CROSS_YP = -3
export const CROSS_YN = -4

/** Part `part` (FACE, END0, END1) of segment wall w, in a world of n balls. */
export function segmentCode(n: number, w: number, part: number): number {
  return n + PARTS * w + part
}

/** Box side 0..3 (min.x, max.x, min.y, max.y), in a world of n balls and `walls` segment walls. */
export function boxCode(n: number, walls: number, side: number): number {
  return n + PARTS * walls + side
}

/** One more than the largest code of such a world. */
export function codeEnd(n: number, walls: number): number {
  return boxCode(n, walls, 4)
}

/** The wall a code at or above n names, numbered as CollisionEvent numbers walls (segments, then box sides). */
export function wallOf(code: number, n: number, walls: number): number {
  const k = code - n
  return k < PARTS * walls ? Math.floor(k / PARTS) : walls + k - PARTS * walls
}
