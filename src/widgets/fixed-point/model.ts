// The pure half of chapter 11's fixed-point figure: source 000's speed-ups of 1995. A velocity's
// direction angle is looked up in a 256-entry sine table (the nearest entry, no interpolation),
// and the velocity is rebuilt from speed and direction in 16.16 fixed point (integers counting
// 1/65536), then both set against Math.sin, Math.cos and doubles.
import type { Vec2 } from '../../core'
import type { StateOf } from '../../kit/contract'
import type { schema } from './meta'

export type FixedPointState = StateOf<typeof schema>

export const ENTRIES = 256
/** One in 16.16 fixed point. */
export const ONE = 65536
const TABLE = Array.from({ length: ENTRIES }, (_, i) => Math.sin((2 * Math.PI * i) / ENTRIES))

/** The table's entry nearest the angle θ (radians), as 16.16 integers for sin and cos. */
export function lookup(theta: number): { index: number; sin: number; cos: number } {
  const index = ((Math.round((theta / (2 * Math.PI)) * ENTRIES) % ENTRIES) + ENTRIES) % ENTRIES
  const at = (i: number) => Math.round(TABLE[i % ENTRIES]! * ONE)
  return { index, sin: at(index), cos: at(index + ENTRIES / 4) }
}

/** x·y of two 16.16 numbers, truncated back to 16.16 as an integer shift would. */
export const fixedMul = (x: number, y: number): number => Math.trunc((x * y) / ONE)

export interface FixedPointResult {
  angleDeg: number
  index: number
  /** |table direction − (cos θ, sin θ)|: the table alone */
  errTable: number
  /** |fixed-point velocity − v|: table and 16.16 together */
  errFixed: number
  /** the velocity rebuilt in 16.16 */
  fixed: Vec2
  /**
   * the table's direction (its 16.16 cos and sin) in the frame of the exact one, which lies along
   * +x: y is how far across the exact direction the table points, what a magnifier stretches
   */
  tableSeen: Vec2
}

export function compare(s: FixedPointState): FixedPointResult | null {
  const speed = Math.hypot(s.v.x, s.v.y)
  if (speed === 0) return null
  const theta = Math.atan2(s.v.y, s.v.x)
  const t = lookup(theta)
  const c = Math.cos(theta)
  const sn = Math.sin(theta)
  const errTable = Math.hypot(t.cos / ONE - c, t.sin / ONE - sn)
  const speedFixed = Math.round(speed * ONE)
  const fixed = { x: fixedMul(speedFixed, t.cos) / ONE, y: fixedMul(speedFixed, t.sin) / ONE }
  return {
    angleDeg: (theta * 180) / Math.PI,
    index: t.index,
    errTable,
    errFixed: Math.hypot(fixed.x - s.v.x, fixed.y - s.v.y),
    fixed,
    tableSeen: { x: (t.cos * c + t.sin * sn) / ONE, y: (t.sin * c - t.cos * sn) / ONE },
  }
}

export const clampState = (s: FixedPointState): FixedPointState => s
