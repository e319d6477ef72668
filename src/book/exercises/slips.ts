// What a wrong typed answer most likely came from, so the feedback can aim at it: the usual
// mistakes any number check can recognise (the sign, squared or not, a factor of 2), then the
// exercise's own (NumberCheck.slips, e.g. "R forgotten"). Each is tried only where the mistake's
// value differs from the answer, so a right answer is never called a slip.
import { type NumberCheck, type Outputs, close } from './types'

interface Candidate {
  value: number
  say: string
}

const general = (expected: number): Candidate[] => [
  { value: -expected, say: 'The size is right but the sign is not: check which way each difference points.' },
  {
    value: expected * expected,
    say: 'That is the square of the answer: the answer is its square root.',
  },
  {
    value: Math.sqrt(Math.abs(expected)),
    say: 'That is the square root of the answer: no root is needed here, or square it again.',
  },
  { value: 2 * expected, say: 'That is twice the answer: look for a factor of 2 too many.' },
  { value: expected / 2, say: 'That is half the answer: look for a factor of 2 left out.' },
]

/** The feedback for a wrong answer `typed`, aimed at the mistake it most likely came from, or null. */
export function slipFor(
  check: NumberCheck,
  outputs: Outputs,
  typed: number,
  expected: number,
): string | null {
  const own = (check.slips ?? []).flatMap((s) => {
    const value = s.value(outputs)
    return value === null || !Number.isFinite(value) ? [] : [{ value, say: s.say }]
  })
  for (const c of [...own, ...general(expected)]) {
    if (close(c.value, expected, check.tolerance)) continue
    if (close(typed, c.value, check.tolerance)) return c.say
  }
  return null
}
