// The pure half of chapter 11's discriminant figure: one pair of moving balls, the discriminant
// of its quadratic as the textbook writes it (b² − 4ac from the rounded a, b, c), in the
// cross-product form the core uses (4(aR² − (Δp×w)²)), and exactly (the core's BigInt
// evaluation from the input doubles), with the error of each float form against the exact one.
import { type MovingCircle, cross, length, sub, sweptCircles } from '../../core'
import { ExactSwept, signOf } from '../../core/exact'
import type { StateOf } from '../../kit/contract'
import { defaultState } from '../../kit/hashState'
import { twoBallRules } from '../common/twoBalls'
import { grazeSchema } from '../common/grazeSchema'
import { schema, world } from './meta'

export type DiscriminantState = StateOf<typeof schema>

const rules = twoBallRules<DiscriminantState>(schema, world, { grid: true })
export const clampState = rules.clamp
export const moveCentre = rules.moveCentre
export const moveArrowHead = rules.moveArrowHead

/** The exact graze of issue 12 and chapter 3 (`A=0,0&dA=1.125,1.5&rA=2.437&B=4.411,-2.242&dB=0,0&rB=2.437`). */
export const GRAZE: DiscriminantState = defaultState(grazeSchema)

/** Unit roundoff of a double. */
export const U = 2 ** -53

export type Sign = 'positive' | 'zero' | 'negative'
const SIGN = { 1: 'positive', 0: 'zero', '-1': 'negative' } as const
const signName = (x: number): Sign => (x > 0 ? 'positive' : x < 0 ? 'negative' : 'zero')

export interface Forms {
  textbook: number
  crossForm: number
  /** the double nearest the exact discriminant of the input doubles */
  exact: number
  signTextbook: Sign
  signCross: Sign
  /** decided in integers, never rounded */
  signExact: Sign
  /** |form − exact| in units of 4aR², the size of the terms that cancel at a graze; null when a = 0 */
  errTextbook: number | null
  errCross: number | null
  /** |Δp| / R: the textbook error grows like U·spread², the cross-product one like U·spread */
  spread: number
}

export function circles(s: DiscriminantState): { A: MovingCircle; B: MovingCircle } {
  return { A: { p: s.A, d: s.dA, r: s.rA }, B: { p: s.B, d: s.dB, r: s.rB } }
}

export function forms(s: DiscriminantState): Forms {
  const { A, B } = circles(s)
  const { a, b, c } = sweptCircles(A, B)
  const R = s.rA + s.rB
  const textbook = b * b - 4 * a * c
  const crossForm = 4 * (a * R * R - cross(sub(s.B, s.A), sub(s.dB, s.dA)) ** 2)
  const ex = new ExactSwept(A, B)
  const quarter = ex.quarterDiscriminant()
  const exact = ex.value(4n * quarter, 4) + 0
  const scale = 4 * a * R * R
  const err = (x: number) => (scale === 0 ? null : Math.abs(x - exact) / scale)
  return {
    textbook,
    crossForm,
    exact,
    signTextbook: signName(textbook),
    signCross: signName(crossForm),
    signExact: SIGN[signOf(quarter)],
    errTextbook: err(textbook),
    errCross: err(crossForm),
    spread: length(sub(s.B, s.A)) / R,
  }
}
