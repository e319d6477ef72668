// The pure half of the numerics figure (chapter 3): one pair of moving balls, its quadratic solved
// by the textbook route (b² − 4ac as written, (−b ± √disc) / 2a) and by the core's route (the
// cross-product discriminant 4(aR² − (Δp×w)²) and the stable roots q/a, c/q), set against the
// exact sign of the discriminant of the decimals in the state, computed with integers.
import {
  type ContactCase,
  type SweptResult,
  type Vec2,
  length,
  quadraticRootsTextbook,
  sub,
  sweptCircles,
} from '../../core'
import type { StateOf } from '../../kit/contract'
import { arrowInWorld, arrowToHead, clamp, clampPoint, startWithArrow } from '../common/world'
import { schema, world } from './meta'

export type StableRootsState = StateOf<typeof schema>
export type BallName = 'A' | 'B'

const snap = (x: number) => Math.round(x * 1000) / 1000 + 0
const snapPoint = (p: Vec2): Vec2 => ({ x: snap(p.x), y: snap(p.y) })
const displacementKey = { A: 'dA', B: 'dB' } as const
const clampRadius = (r: number, fallback: number) => snap(clamp(r, schema.rA.min, schema.rA.max, fallback))

/** Any state back inside the schema, every length on the grid of 1/1000 the exact check relies on. */
export function clampState(s: StableRootsState): StableRootsState {
  const A = snapPoint(clampPoint(s.A, world, schema.A.default))
  const B = snapPoint(clampPoint(s.B, world, schema.B.default))
  return {
    A,
    dA: snapPoint(arrowInWorld(A, s.dA, world, schema.dA.default)),
    rA: clampRadius(s.rA, schema.rA.default),
    B,
    dB: snapPoint(arrowInWorld(B, s.dB, world, schema.dB.default)),
    rB: clampRadius(s.rB, schema.rB.default),
  }
}

export const moveBall = (s: StableRootsState, ball: BallName, to: Vec2): StableRootsState =>
  clampState({ ...s, [ball]: startWithArrow(to, s[displacementKey[ball]], world, s[ball]) })

export function moveArrowHead(s: StableRootsState, ball: BallName, to: Vec2): StableRootsState {
  const key = displacementKey[ball]
  return clampState({ ...s, [key]: arrowToHead(s[ball], to, world, s[key]) })
}

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

export function routes(s: StableRootsState): Routes {
  const stable = sweptCircles({ p: s.A, d: s.dA, r: s.rA }, { p: s.B, d: s.dB, r: s.rB })
  const { a, b, c } = stable
  const roots = quadraticRootsTextbook(a, b, c)
  return {
    stable,
    textbook: { discriminant: b * b - 4 * a * c, roots, case: caseOf(c, a, roots) },
    exact: exactDiscriminantSign(s),
    spread: length(sub(s.B, s.A)) / (s.rA + s.rB),
  }
}
