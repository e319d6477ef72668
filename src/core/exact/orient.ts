// Exact signs of cross products of coordinate differences, for the segment and wall tests
// (Chapter 11). Plain orientation goes to `robust-predicates` (Shewchuk's adaptive predicates,
// ported); inputs outside the range where its expansions cannot underflow or overflow, and
// cross products of two unrelated differences, go through a float filter and BigInt integers.
import { orient2d } from 'robust-predicates'
import { commonIntegers, signOf } from './dyadic'
import { filteredSign, U } from './filter'

// Within these magnitudes every product robust-predicates forms, and its rounding error, is a
// normal double: no underflow, no overflow, so its sign is exact.
const SMALLEST = 2 ** -400
const LARGEST = 2 ** 200
const inRange = (x: number) => x === 0 || (Math.abs(x) >= SMALLEST && Math.abs(x) <= LARGEST)

/** The exact sign of (b − a) × (c − a): 1 when c is left of the line a → b, 0 when on it. */
export function orientation(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
): -1 | 0 | 1 {
  if (inRange(ax) && inRange(ay) && inRange(bx) && inRange(by) && inRange(cx) && inRange(cy)) {
    // This port's orient2d is positive for clockwise turns, so its sign is flipped here.
    const o = orient2d(ax, ay, bx, by, cx, cy)
    return o > 0 ? -1 : o < 0 ? 1 : 0
  }
  return crossSign(ax, ay, bx, by, ax, ay, cx, cy)
}

/** The exact sign of (b − a) × (d − c). */
export function crossSign(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): -1 | 0 | 1 {
  const exact = () => {
    const [iax, iay, ibx, iby, icx, icy, idx, idy] = commonIntegers([ax, ay, bx, by, cx, cy, dx, dy]).ints
    return signOf((ibx - iax) * (idy - icy) - (iby - iay) * (idx - icx))
  }
  if (![ax, ay, bx, by, cx, cy, dx, dy].every(inRange)) return exact()
  const ux = bx - ax
  const uy = by - ay
  const vx = dx - cx
  const vy = dy - cy
  // Each difference, product and the final subtraction rounds once: under 4U of the terms.
  return filteredSign(ux * vy - uy * vx, 8 * U * (Math.abs(ux * vy) + Math.abs(uy * vx)), exact)
}

/**
 * Cramer's rule for p0 + t(p1 − p0) = p2 + s(p3 − p2) in BigInt integers: Det(A), and the
 * numerators of s and t (segment.ts's formulas), over one common unit 2^(2·exponent).
 */
export function exactCramer(
  coords: readonly [number, number, number, number, number, number, number, number],
): { det: bigint; sNum: bigint; tNum: bigint; exponent: number } {
  const { ints, exponent } = commonIntegers(coords)
  const [x0, y0, x1, y1, x2, y2, x3, y3] = ints
  const [s1x, s1y, s2x, s2y, bx, by] = [x1 - x0, y1 - y0, x3 - x2, y3 - y2, x0 - x2, y0 - y2]
  return { det: s1x * s2y - s2x * s1y, sNum: s1x * by - s1y * bx, tNum: s2x * by - s2y * bx, exponent }
}
