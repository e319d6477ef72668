// The pure half of chapter 11's cancellation figure: ball B starts a hair from touching ball A,
// so c = |Δp|² − R² is tiny beside b² and the contact time nearest t = 0 is tiny too. The textbook
// formula gets it as (−b ∓ √(b² − 4ac))/2a, two nearly equal numbers subtracted; the stable form
// as c/q with no subtraction. Both are set against the exact root of the same double
// coefficients, computed in BigInt integers.
import { type MovingCircle, quadraticRoots, quadraticRootsTextbook, sweptCircles } from '../../core'
import { commonIntegers, ratioToDouble } from '../../core/exact'
import type { StateOf } from '../../kit/contract'
import { boxAround } from '../common/twoBalls'
import { schema } from './meta'

export type CancellationState = StateOf<typeof schema>

/** Unit roundoff of a double: a correctly rounded result is within this relative error. */
export const U = 2 ** -53
/** Where the plot puts an error of 0 (a root exact to the last bit): below every real one. */
export const FLOOR = 1e-18

const R = 2

/** How far B starts from touching A, surface to surface: 10^−k·R. */
export const gapOf = (s: CancellationState): number => R * 10 ** -s.k

/** The two balls of the state: A still at the origin, B starting 10^−k·R from touching it. */
export function balls(s: CancellationState): { A: MovingCircle; B: MovingCircle } {
  return {
    A: { p: { x: 0, y: 0 }, d: { x: 0, y: 0 }, r: 1 },
    B: { p: { x: R + gapOf(s), y: 0 }, d: s.dB, r: 1 },
  }
}

/** ⌊√n⌋ for a BigInt n ≥ 0, by Newton's method from above. */
export function isqrt(n: bigint): bigint {
  if (n < 2n) return n
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2))
  for (;;) {
    const y = (x + n / x) >> 1n
    if (y >= x) return x
    x = y
  }
}

/** Bits of the square root kept: far beyond a double's 53, so rounding it to a double is exact. */
const SQRT_BITS = 240

/**
 * The root of a·t² + b·t + c = 0 nearest 0, for the doubles a, b, c taken exactly, rounded once
 * to a double (the square root is carried to 240 bits first); null when there is none.
 * It is 2c / m with m = −b − sign(b)·√(b² − 4ac): the two terms of m have the same sign.
 */
export function exactNearRoot(a: number, b: number, c: number): number | null {
  const [A, B, C] = commonIntegers([a, b, c]).ints
  if (A === 0n) return null
  const D = B * B - 4n * A * C
  if (D < 0n) return null
  // Scale by 2^shift so that the root S = √(D·4^shift) has about SQRT_BITS bits.
  const shift = Math.max(0, SQRT_BITS - (D.toString(2).length >> 1))
  const S = isqrt(D << BigInt(2 * shift))
  const m = -(B << BigInt(shift)) - (B < 0n ? -S : S)
  return m === 0n ? 0 : ratioToDouble((2n * C) << BigInt(shift), m)
}

/** The root nearest 0 out of an ascending pair. */
const nearZero = (roots: readonly number[]): number =>
  roots.reduce((best, t) => (Math.abs(t) < Math.abs(best) ? t : best))

export interface Errors {
  /** the root nearest t = 0 three ways; null where there is none (a = 0, or no real root) */
  exact: number | null
  textbook: number | null
  stable: number | null
  /** |computed − exact| / |exact| */
  relErrTextbook: number | null
  relErrStable: number | null
  /** decimal digits the textbook root lost beyond a double's own rounding: log10(error / U) */
  digitsLost: number | null
}

const relErr = (x: number | null, exact: number | null) =>
  x === null || exact === null || exact === 0 ? null : Math.abs(x - exact) / Math.abs(exact)

export function errors(s: CancellationState): Errors {
  const { A, B } = balls(s)
  const { a, b, c } = sweptCircles(A, B)
  const exact = exactNearRoot(a, b, c)
  const naive = quadraticRootsTextbook(a, b, c)
  const solved = quadraticRoots(a, b, c)
  const textbook = naive ? nearZero(naive) : null
  const stable = solved.kind === 'two' || solved.kind === 'double' ? nearZero(solved.roots) : null
  const relErrTextbook = relErr(textbook, exact)
  return {
    exact,
    textbook,
    stable,
    relErrTextbook,
    relErrStable: relErr(stable, exact),
    digitsLost: relErrTextbook === null ? null : Math.max(0, Math.log10(relErrTextbook / U)),
  }
}

export interface CurvePoint {
  k: number
  textbook: number
  stable: number
}

/** Both errors across the slider's whole range for the reader's direction, 0 drawn at FLOOR. */
export function curve(s: CancellationState, step = 0.25): CurvePoint[] {
  const points: CurvePoint[] = []
  for (let k = schema.k.min; k <= schema.k.max + 1e-9; k += step) {
    const e = errors({ ...s, k })
    if (e.relErrTextbook === null || e.relErrStable === null) continue
    points.push({ k, textbook: Math.max(e.relErrTextbook, FLOOR), stable: Math.max(e.relErrStable, FLOOR) })
  }
  return points
}

/** B's arrow head moved to `head`: its displacement, kept in the schema's box. */
export function moveHead(s: CancellationState, head: { x: number; y: number }): Partial<CancellationState> {
  const { B } = balls(s)
  const { min, max } = schema.dB
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))
  return { dB: { x: clamp(head.x - B.p.x, min.x, max.x), y: clamp(head.y - B.p.y, min.y, max.y) } }
}

export const clampState = (s: CancellationState): CancellationState => s

/** What the stage keeps in view on a phone: both balls over the whole frame. */
export function contentBox(s: CancellationState) {
  const { A, B } = balls(s)
  return boxAround([A, B])
}
