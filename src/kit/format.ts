// Number formatting shared by outputs, live formulas and handle labels, so the same value reads
// the same everywhere on the page.
import type { Vec2 } from '../core/vec2'
import { wordsFor } from './words'

/** The value a live number shows: a finite number, a word (e.g. a case name), or nothing. */
export type LiveValue = number | string | null | undefined

const MINUS = '\u2212'

/**
 * Fixed decimals, a true minus sign, and no "-0.000". Non-finite input gives null. A whole number
 * (`digits` 0) reads as a count does, its thousands grouped ("57,224": formatCount), so that a
 * read-out, a sentence and a description write the same count the same way.
 */
export function formatNumber(x: number, digits = 3): string | null {
  if (!Number.isFinite(x)) return null
  const text = x.toFixed(digits)
  // toFixed writes "1e+21" from 10²¹ on: no digits to group there.
  if (digits === 0 && Math.abs(x) < 1e21) return formatCount(Number(text) + 0)
  if (Number(text) === 0) return text.replace('-', '')
  return text.replace('-', MINUS)
}

const SUPERSCRIPT: Record<string, string> = {
  '-': '\u207b',
  '0': '\u2070',
  '1': '\u00b9',
  '2': '\u00b2',
  '3': '\u00b3',
  '4': '\u2074',
  '5': '\u2075',
  '6': '\u2076',
  '7': '\u2077',
  '8': '\u2078',
  '9': '\u2079',
}

/** Around the "×" of a power of ten: no-break spaces, so "4.2 × 10⁻¹⁷" never wraps as one. */
const TIMES = '\u00a0\u00d7\u00a0'

/**
 * Every digit a double holds: the shortest decimal that reads back as exactly x (String(x)), with a
 * true minus and "× 10⁻¹⁴" for JavaScript's "e-14", so a rounding error reads as a number. Below
 * 0.001 it writes the power of ten where JavaScript still writes zeros ("1.1 × 10⁻⁶", not
 * "0.0000011": the zeros are counted, the power read).
 */
export function formatAllDigits(x: number): string | null {
  if (!Number.isFinite(x)) return null
  const shortest = x !== 0 && Math.abs(x) < 1e-3 ? x.toExponential() : String(x)
  const [mantissa, exponent] = shortest.split('e')
  const power = exponent
    ? `${TIMES}10${[...exponent.replace('+', '')].map((c) => SUPERSCRIPT[c]).join('')}`
    : ''
  return `${mantissa!.replace('-', MINUS)}${power}`
}

/**
 * A number that may be too small or large for fixed decimals, to `digits + 1` significant digits:
 * "2.9 × 10⁻¹³", with a true minus; 0 as "0". Between 0.01 and 1000, where a power of ten only
 * slows the reader down ("5.4 × 10⁻¹", "3.07 × 10⁰"), it writes the same digits as plain decimals
 * ("0.54", "3.07"). Non-finite input gives null.
 */
export function formatScientific(x: number, digits = 1): string | null {
  if (!Number.isFinite(x)) return null
  if (x === 0) return '0'
  const [mantissa, exponent] = x.toExponential(digits).split('e') as [string, string]
  const e = Number(exponent)
  if (e >= -2 && e <= 2) return formatNumber(Number(`${mantissa}e${e}`), digits - e)
  const power = [...String(e)].map((c) => SUPERSCRIPT[c]).join('')
  return `${mantissa.replace('-', MINUS)}${TIMES}10${power}`
}

/** An exact power of ten as a log axis labels it: "10⁻³", and 1 for 10⁰. */
export function formatPowerOfTen(power: number): string {
  if (power === 0) return '1'
  return `10${[...String(power)].map((c) => (c === '-' ? '⁻' : SUPERSCRIPT[c])).join('')}`
}

/** A magnification by a power of ten: "×100" up to ×1000, "×10¹²" beyond, where zeros stop being read at a glance. */
export function formatMagnification(m: number): string | null {
  if (!Number.isFinite(m) || m < 1) return null
  const power = Math.round(Math.log10(m))
  if (power <= 3) return `\u00d7${10 ** power}`
  return `\u00d710${[...String(power)].map((c) => SUPERSCRIPT[c]).join('')}`
}

/**
 * A formatted number cut where a line may break inside it: after each group of three digits of
 * the fraction, counted from the point, and between thousands of a long whole part (five digits
 * or more), so "1116.0511129640145" wraps as "1116.051112|9640145", never mid-group. Other text
 * (signs, "× 10⁻⁷", units, words) stays with its neighbours; spaces break as usual (not the
 * no-break ones around a power of ten's "×").
 */
export function digitGroups(text: string): string[] {
  const pieces: string[] = []
  let from = 0
  for (const m of text.matchAll(/\d+(?:\.\d+)?/g)) {
    const [whole, fraction = ''] = m[0].split('.')
    const cuts: number[] = []
    if (whole!.length >= 5) for (let i = whole!.length - 3; i > 0; i -= 3) cuts.unshift(m.index + i)
    const point = m.index + whole!.length + 1
    for (let i = 3; i < fraction.length; i += 3) cuts.push(point + i)
    for (const cut of cuts) {
      pieces.push(text.slice(from, cut))
      from = cut
    }
  }
  pieces.push(text.slice(from))
  return pieces
}

/** Decimals shown, or 'all': every digit the double holds (formatAllDigits). */
export type Digits = number | 'all'

/** Text for any live value (a case id in words, words.ts), or null when there is no number to show. */
export function formatLive(value: LiveValue, digits: Digits = 3): string | null {
  if (typeof value === 'number')
    return digits === 'all' ? formatAllDigits(value) : formatNumber(value, digits)
  if (typeof value === 'string') return wordsFor(value)
  return null
}

/** A point as "(x, y)", e.g. in a figure's description; a non-finite coordinate shows as "?". */
export function formatPoint(p: Vec2, digits = 2): string {
  return `(${formatNumber(p.x, digits) ?? '?'}, ${formatNumber(p.y, digits) ?? '?'})`
}

/**
 * A count as the book writes one: whole, its thousands grouped ("10,000"), a true minus; with
 * `one` (and `many`, else `one` + "s"), the noun after it ("1 ball", "1,000 balls").
 */
export function formatCount(n: number, one?: string, many?: string): string {
  if (!Number.isInteger(n)) throw new RangeError(`formatCount: n must be an integer, got ${n}`)
  const text = Math.abs(n)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',')
  const count = n < 0 ? `${MINUS}${text}` : text
  return one === undefined ? count : `${count} ${n === 1 ? one : (many ?? `${one}s`)}`
}

/**
 * The noun after a number as the reader reads it: singular after exactly "1" ("after 1 frame"),
 * plural after anything else ("0 frames", "2 frames", "1.5 frames", "1.000 frames").
 */
export function nounAfter(text: string | null, one: string, many = `${one}s`): string {
  return text === '1' ? one : many
}
