// The pure half of the numerics figure (chapter 3): one pair of moving balls, its quadratic solved
// by the textbook route (b² − 4ac as written, (−b ± √disc) / 2a) and by the core's route (the
// cross-product discriminant 4(aR² − (Δp×w)²) and the stable roots q/a, c/q), set against the
// exact sign of the discriminant of the decimals in the state, computed with integers.
import {
  type ContactCase,
  cross,
  length,
  quadraticRoots,
  quadraticRootsTextbook,
  type SweptResult,
  sub,
  sweptCircles,
} from '../../core'
import type { StateOf } from '../../kit/contract'
import { twoBallRules } from '../common/twoBalls'
import { schema, world } from './meta'

export type StableRootsState = StateOf<typeof schema>

const rules = twoBallRules<StableRootsState>(schema, world, { grid: true })

/** Any state back inside the schema, every length on the grid of 1/1000 the exact check relies on. */
export const clampState = rules.clamp
export const moveCentre = rules.moveCentre
export const moveArrowHead = rules.moveArrowHead

/** The six cases of chapter 3 decided from given roots (null: none), in the core's order. */
export function caseOf(c: number, a: number, roots: readonly [number, number] | null): ContactCase {
  if (c < 0) return 'overlapping'
  if (a === 0) return 'same-motion'
  if (roots === null) return 'miss'
  if (roots[1] <= 0) return 'receding'
  return roots[0] > 1 ? 'after-frame' : 'hit'
}

export type Sign = 'positive' | 'zero' | 'negative'

/**
 * The sign of the exact discriminant of the state as written (decimals to a thousandth). In
 * thousandths every input is an integer, so a·R² − (Δp×w)² is an integer too, and BigInt gets it
 * exactly. The doubles the figure computes with are not these decimals (4.411 has no exact binary
 * form), so this is the truth about the link's numbers, not about the doubles.
 */
export function exactDiscriminantSign(s: StableRootsState): Sign {
  const k = (x: number) => BigInt(Math.round(x * 1000))
  const dx = k(s.B.x) - k(s.A.x)
  const dy = k(s.B.y) - k(s.A.y)
  const wx = k(s.dB.x) - k(s.dA.x)
  const wy = k(s.dB.y) - k(s.dA.y)
  const R = k(s.rA) + k(s.rB)
  const crossed = dx * wy - dy * wx
  const q = (wx * wx + wy * wy) * R * R - crossed * crossed
  return q > 0n ? 'positive' : q === 0n ? 'zero' : 'negative'
}

export interface Routes {
  stable: SweptResult
  textbook: { discriminant: number; roots: readonly [number, number] | null; case: ContactCase }
  exact: Sign
  /** |Δp| / R: the textbook discriminant's rounding error grows like its square, the stable one's like itself */
  spread: number
}

/**
 * The core's float formulas alone: the cross-product discriminant and the stable roots, with the
 * case read off their signs. sweptCircles itself now settles such signs exactly (chapter 11),
 * so this figure shows what the float route alone would say.
 */
function floatStableRoute(s: StableRootsState, swept: SweptResult): SweptResult {
  const { a, b, c } = swept
  const R = s.rA + s.rB
  const discriminant = c === 0 ? b * b : 4 * (a * R * R - cross(sub(s.B, s.A), sub(s.dB, s.dA)) ** 2)
  const solved = quadraticRoots(a, b, c, discriminant)
  const roots = solved.kind === 'two' || solved.kind === 'double' ? solved.roots : null
  const kind = caseOf(c, a, roots)
  return { a, b, c, discriminant, roots, case: kind, t: kind === 'hit' && roots ? roots[0] : null }
}

export function routes(s: StableRootsState): Routes {
  const swept = sweptCircles({ p: s.A, d: s.dA, r: s.rA }, { p: s.B, d: s.dB, r: s.rB })
  const stable = floatStableRoute(s, swept)
  const { a, b, c } = stable
  const roots = quadraticRootsTextbook(a, b, c)
  return {
    stable,
    textbook: { discriminant: b * b - 4 * a * c, roots, case: caseOf(c, a, roots) },
    exact: exactDiscriminantSign(s),
    spread: length(sub(s.B, s.A)) / (s.rA + s.rB),
  }
}
