// Rounding a number to a multiple of a step (a field's precision, a drag snapped to a grid): the
// one home of it, for the links' quantizing (kit/hashState.ts) and the sandbox's edits.
import { finite } from './validate'

/**
 * x rounded to the nearest multiple of `step`, written with no more decimals than the step has
 * (so 0.1 · 3 comes out 0.3, not 0.30000000000000004, and 0.25 keeps its two); never −0. Steps finer than 1e-15 keep 15
 * decimals, the most a double holds.
 */
export function roundToStep(x: number, step: number): number {
  finite(x, 'x')
  if (!(finite(step, 'step') > 0)) throw new RangeError(`step must be > 0, got ${step}`)
  return Number((Math.round(x / step) * step).toFixed(decimalsOf(step))) + 0
}

/** The decimals of a step as written in its shortest form (0.25 has 2, 1e-7 has 7), at most 15. */
function decimalsOf(step: number): number {
  const [digits = '', exponent = '0'] = step.toExponential().split('e')
  const fraction = digits.split('.')[1]?.length ?? 0
  return Math.max(0, Math.min(15, fraction - Number(exponent)))
}
