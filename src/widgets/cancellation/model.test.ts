import { describe, expect, it } from 'vitest'
import { Q } from '../../../tests/unit/rational'
import { sweptCircles } from '../../core'
import { defaultState } from '../../kit/hashState'
import { schema } from './meta'
import { U, balls, curve, errors, exactNearRoot, isqrt, moveHead } from './model'

const start = defaultState(schema)

/** The neighbouring doubles of a positive or negative finite x. */
function neighbours(x: number): [number, number] {
  const view = new DataView(new ArrayBuffer(8))
  view.setFloat64(0, x)
  const bits = view.getBigInt64(0)
  const at = (b: bigint) => {
    view.setBigInt64(0, b)
    return view.getFloat64(0)
  }
  const [lo, hi] = [at(bits - 1n), at(bits + 1n)]
  return lo < hi ? [lo, hi] : [hi, lo]
}

/** a·t² + b·t + c in exact rationals. */
const f = (a: number, b: number, c: number, t: number) =>
  Q.of(a)
    .mul(Q.of(t))
    .mul(Q.of(t))
    .add(Q.of(b).mul(Q.of(t)))
    .add(Q.of(c))

describe('cancellation model', () => {
  it('takes integer square roots exactly', () => {
    for (const n of [0n, 1n, 2n, 3n, 4n, 15n, 16n, 17n, 10n ** 40n, 10n ** 40n - 1n]) {
      const r = isqrt(n)
      expect(r * r <= n && (r + 1n) * (r + 1n) > n).toBe(true)
    }
  })

  it('puts the exact root within one double of the true root of the double coefficients', () => {
    for (const k of [1, 2.5, 6, 9.3, 12, 15]) {
      for (const dB of [start.dB, { x: -1, y: -2.5 }, { x: 2, y: 1 }]) {
        const { A, B } = balls({ k, dB })
        const { a, b, c } = sweptCircles(A, B)
        const t = exactNearRoot(a, b, c)
        if (t === null) {
          // No real root: the discriminant of the doubles, taken exactly, is negative.
          expect(
            Q.of(b)
              .mul(Q.of(b))
              .sub(Q.of(4).mul(Q.of(a)).mul(Q.of(c)))
              .sign(),
          ).toBe(-1)
          continue
        }
        const [lo, hi] = neighbours(t)
        // The exact rational polynomial changes sign between t's neighbours: the real root is there.
        expect(f(a, b, c, lo).sign() * f(a, b, c, hi).sign()).toBeLessThanOrEqual(0)
      }
    }
  })

  it('carries the square root far beyond the integers of the coefficients', () => {
    // Subnormal coefficients are the small integers 1, −3, 1 times 2^−1074: √5 taken to whole
    // units alone would give 0.4 for the root (3 − √5)/2 ≈ 0.382.
    const tiny = Number.MIN_VALUE
    const t = exactNearRoot(tiny, -3 * tiny, tiny)!
    const [lo, hi] = neighbours(t)
    expect(f(tiny, -3 * tiny, tiny, lo).sign() * f(tiny, -3 * tiny, tiny, hi).sign()).toBeLessThanOrEqual(0)
  })

  it('shows the textbook root losing digits as the gap closes, and the stable one not', () => {
    const near = errors({ ...start, k: 12 })
    expect(near.relErrTextbook!).toBeGreaterThan(1e-7)
    expect(near.digitsLost!).toBeGreaterThan(8)
    const far = errors({ ...start, k: 1 })
    expect(far.digitsLost!).toBeLessThan(2)
    for (const p of curve(start)) expect(p.stable).toBeLessThanOrEqual(2 * U)
    const worst = Math.max(...curve(start).map((p) => p.textbook))
    expect(worst).toBeGreaterThan(1e-3)
  })

  it('takes the root nearest t = 0 also when B moves away, and none when it stands still', () => {
    const away = errors({ ...start, dB: { x: 3, y: 1 } })
    expect(away.exact!).toBeLessThan(0)
    const still = errors({ ...start, dB: { x: 0, y: 0 } })
    expect(still.exact).toBeNull()
    expect(still.digitsLost).toBeNull()
  })

  it('keeps the arrow head inside the schema box', () => {
    expect(moveHead(start, { x: 100, y: -100 }).dB).toEqual({ x: 4, y: -3 })
  })
})
