// Real roots of a·t² + b·t + c = 0 (Chapter 3 solves one; Chapter 11 shows why this form).
import { unitScale } from './scale'
import { finite } from './validate'

/**
 * What the equation turned out to be, with its real roots in ascending order.
 * - `two`: two distinct real roots.
 * - `double`: the discriminant is exactly 0, one root counted twice (a grazing contact).
 * - `none`: the discriminant is negative, no real roots.
 * - `linear`: a = 0 and b ≠ 0, the single root −c/b.
 * - `no-solution`: a = b = 0 and c ≠ 0, nothing satisfies it.
 * - `every-t`: a = b = c = 0, every t satisfies it.
 */
export type QuadraticRoots =
  | { readonly kind: 'two'; readonly roots: readonly [number, number] }
  | { readonly kind: 'double'; readonly roots: readonly [number, number] }
  | { readonly kind: 'none'; readonly roots: null }
  | { readonly kind: 'linear'; readonly roots: readonly [number] }
  | { readonly kind: 'no-solution'; readonly roots: null }
  | { readonly kind: 'every-t'; readonly roots: null }

/**
 * The real roots by the numerically stable form (Chapter 11): q = −(b + sign(b)·√disc)/2 with
 * sign(0) = 1, then t = q/a and t = c/q. Adding two numbers of the same sign never cancels, so
 * both roots keep full precision even when b² ≫ 4ac, where the textbook form loses the small one.
 *
 * `discriminant` may be passed when the caller can evaluate b² − 4ac more accurately than this
 * function can from a, b and c alone (sweptCircles does, Chapter 3). A root may be ±Infinity
 * when it is too large for a double (a tiny a beside a large b); it is never NaN.
 */
export function quadraticRoots(a: number, b: number, c: number, discriminant?: number): QuadraticRoots {
  finite(a, 'a')
  finite(b, 'b')
  finite(c, 'c')
  if (discriminant !== undefined) finite(discriminant, 'discriminant')
  if (a === 0) {
    if (b !== 0) return { kind: 'linear', roots: [-c / b + 0] }
    return c === 0 ? { kind: 'every-t', roots: null } : { kind: 'no-solution', roots: null }
  }
  if (c === 0) {
    // t = 0 is a root exactly, the other is −b/a: no square root, nothing to round.
    const t = -b / a + 0
    if (t === 0) return { kind: 'double', roots: [0, 0] }
    return { kind: 'two', roots: t < 0 ? [t, 0] : [0, t] }
  }
  // Scaling all three coefficients by k leaves the roots alone; choosing k from |b| and √|ac|
  // keeps both b² and 4ac finite.
  const k = unitScale(Math.max(Math.abs(b), Math.sqrt(Math.abs(a)) * Math.sqrt(Math.abs(c))))
  const [as, bs, cs] = [a * k, b * k, c * k]
  const disc = discriminant === undefined ? bs * bs - 4 * as * cs : discriminant * k * k
  if (disc < 0) return { kind: 'none', roots: null }
  if (disc === 0) {
    const t = -bs / (2 * as) + 0 // + 0 turns −0 into 0
    return { kind: 'double', roots: [t, t] }
  }
  // |q| >= √disc / 2 > 0 here, so c/q is never 0/0.
  const q = -0.5 * (bs + (bs < 0 ? -1 : 1) * Math.sqrt(disc))
  const r1 = q / as + 0
  const r2 = cs / q + 0
  return { kind: 'two', roots: r1 <= r2 ? [r1, r2] : [r2, r1] }
}

/**
 * UNSTABLE REFERENCE, do not use for computing: the textbook (−b ± √(b² − 4ac)) / 2a, kept so
 * Chapter 11 can show it next to quadraticRoots. When b² ≫ 4ac the root where −b and √disc
 * nearly cancel loses most of its digits (a = 1, b = 1e8, c = 1 gives −7.45e-9 instead of
 * −1e-8). Returns the two roots in ascending order, or null when a = 0 or disc < 0.
 *
 * The cancellation is the point and stays; overflow is not. Coefficients beyond 2^±200 are
 * first rescaled by the same exact power of two as in quadraticRoots, so b² and 4ac stay finite
 * and every ordinary equation gives bit-for-bit the plain formula's roots. A root too large for
 * a double is ±Infinity. Where the cancellation is total the numerator is exactly 0 and so is
 * the root, also when a is so small beside b that the rescaled 2a underflows to 0.
 */
export function quadraticRootsTextbook(a: number, b: number, c: number): readonly [number, number] | null {
  finite(a, 'a')
  finite(b, 'b')
  finite(c, 'c')
  if (a === 0) return null
  const k = unitScale(Math.max(Math.abs(b), Math.sqrt(Math.abs(a)) * Math.sqrt(Math.abs(c))))
  const [as, bs, cs] = [a * k, b * k, c * k]
  const disc = bs * bs - 4 * as * cs
  if (!(disc >= 0)) return null
  // n / 2 / as is n / (2a) rounded once, like the printed form, without 2a overflowing.
  const root = (n: number) => (n === 0 ? 0 : n / 2 / as)
  const r1 = root(-bs - Math.sqrt(disc))
  const r2 = root(-bs + Math.sqrt(disc))
  return r1 <= r2 ? [r1, r2] : [r2, r1]
}
