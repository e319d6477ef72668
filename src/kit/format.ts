// Number formatting shared by outputs, live formulas and handle labels, so the same value reads
// the same everywhere on the page.
import type { Vec2 } from '../core/vec2'

/** The value a live number shows: a finite number, a word (e.g. a case name), or nothing. */
export type LiveValue = number | string | null | undefined

const MINUS = '\u2212'

/** Fixed decimals, a true minus sign, and no "-0.000". Non-finite input gives null. */
export function formatNumber(x: number, digits = 3): string | null {
  if (!Number.isFinite(x)) return null
  const text = x.toFixed(digits)
  if (Number(text) === 0) return text.replace('-', '')
  return text.replace('-', MINUS)
}

/** Text for any live value, or null when there is no number to show. */
export function formatLive(value: LiveValue, digits = 3): string | null {
  if (typeof value === 'number') return formatNumber(value, digits)
  if (typeof value === 'string') return value
  return null
}

/** A point as "(x, y)", e.g. in a figure's description; a non-finite coordinate shows as "?". */
export function formatPoint(p: Vec2, digits = 2): string {
  return `(${formatNumber(p.x, digits) ?? '?'}, ${formatNumber(p.y, digits) ?? '?'})`
}
