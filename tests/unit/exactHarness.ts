// What the exact-predicate reference tests (exact-*.test.ts) share: stepping a double by units in
// its last place, exact power-of-two scalings, and random points (Chapter 11).
import fc from 'fast-check'
import type { Vec2 } from '../../src/core'

const view = new DataView(new ArrayBuffer(8))
/**
 * The double `ulps` steps away from zero (toward it for a negative count); after 0 come the
 * smallest positive doubles.
 */
export function nudge(x: number, ulps = 1): number {
  if (x === 0) return ulps * Number.MIN_VALUE
  view.setFloat64(0, x)
  view.setBigUint64(0, view.getBigUint64(0) + BigInt(ulps))
  return view.getFloat64(0)
}

export const v = (x: number, y: number): Vec2 => ({ x, y })

/** 2^e for e in ±`range`: multiplying by it is exact, so a degenerate input stays degenerate. */
export const powerOfTwo = (range: number) => fc.integer({ min: -range, max: range }).map((e) => 2 ** e)

/** Points whose coordinates are any doubles within ±`m`. */
export function randomPoint(m: number): fc.Arbitrary<Vec2> {
  const c = fc.double({ min: -m, max: m, noNaN: true })
  return fc.record({ x: c, y: c })
}
