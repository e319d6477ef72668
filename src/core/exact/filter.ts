// The float filter in front of every exact predicate (Chapter 11, after Shewchuk): a value
// computed in floats, and a bound on its rounding error from a forward error analysis. When the
// value is farther from 0 than the bound, its sign is the true sign; only otherwise does the
// exact (BigInt) evaluation run.

/** Unit roundoff of a double: every float operation is exact to within a factor 1 ± U. */
export const U = Number.EPSILON / 2

/** The sign of a polynomial whose float value is `value`, rounding error at most `bound`; `exact()` otherwise. */
export function filteredSign(value: number, bound: number, exact: () => -1 | 0 | 1): -1 | 0 | 1 {
  return value > bound ? 1 : value < -bound ? -1 : exact()
}
