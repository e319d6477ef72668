// What an exercise checks. A chapter's <Exercise id="..."> names one of these; each reads the live
// outputs of one figure on the page (the same numbers its <Output>s show, computed by the
// widget's model), so the answer always belongs to the figure as the reader left it.
import { type LiveValue, formatLive, formatNumber } from '../../kit/format'

/** The figure's live outputs the check asked for, by quantity name (undefined until published). */
export type Outputs = Readonly<Record<string, LiveValue>>

interface Base {
  /** the widget whose outputs are read */
  widget: string
  /** the quantities read */
  reads: readonly string[]
}

/** Answered by moving the figure until `goal` holds. */
export interface MoveCheck extends Base {
  kind: 'move'
  goal: (o: Outputs) => boolean
  /**
   * What the figure still lacks, in words, said after "Not yet: " while the goal does not hold ("the
   * rims are still 0.300 apart: bring the balls together"). A quantity an open typed exercise hides
   * is left out of `o` (undefined), so the sentence must read right without it (`amount`).
   */
  missing: (o: Outputs) => string
}

/**
 * A wrong answer that one usual mistake gives: when the typed number is close to `value`, the
 * reader is told `say` (aimed at that mistake) instead of a bare "not quite".
 */
export interface Slip {
  value: (o: Outputs) => number | null
  say: string
}

/**
 * Answered by typing a number, compared with `expected` to within `tolerance`. Until the reader
 * answers it or gives up (opens the worked solution), the figure shows `hides` as "?"
 * (kit/predict.ts): the answer is never on the page while it is asked.
 */
export interface NumberCheck extends Base {
  kind: 'number'
  /** the answer for the figure as it stands; null when the figure has none (say why in `now`) */
  expected: (o: Outputs) => number | null
  /** the figure's quantities that give the answer away: its read-outs and the prose bound to them show "?" */
  hides: readonly string[]
  /** mistakes of this exercise beyond the ones every number check recognises (slips.ts) */
  slips?: readonly Slip[]
  /**
   * the question is about a state of the reader's own making: the opening state's answer is worked
   * out in the chapter's text, so the check waits for the reader's own move (kit/stateOrigin.ts)
   */
  moveFirst?: string
  tolerance: number
  /** the input's label */
  label: string
  /** digits the solution shows */
  digits: number
  /** why there is no answer for the figure as it stands (from its outputs when there are several reasons) */
  none?: string | ((o: Outputs) => string)
}

export type Check = MoveCheck | NumberCheck

export const num = (v: LiveValue): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
/** A number as the reader reads it, through the book's formatter; null when there is none (or it is hidden). */
export const amount = (v: LiveValue, digits = 3): string | null => {
  const n = num(v)
  return n === null ? null : formatNumber(n, digits)
}
/** `amount` as words to insert: " 0.300" with a leading space, or nothing. */
export const spaced = (v: LiveValue, digits = 3): string => {
  const a = amount(v, digits)
  return a === null ? '' : ` ${a}`
}
/** A live value as the reader reads it: a number through the book's formatter, a case in words. */
export const text = (v: LiveValue): string => formatLive(v, 3) ?? 'not shown yet'

/** A typed answer against the expected value: within `tolerance`, absolute or relative to the answer's size. */
export function close(typed: number, expected: number, tolerance: number): boolean {
  return Math.abs(typed - expected) <= tolerance * Math.max(1, Math.abs(expected))
}
