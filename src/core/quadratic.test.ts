import { describe, expect, it } from 'vitest'
import { quadraticRoots, quadraticRootsTextbook } from './quadratic'

describe('quadraticRoots', () => {
  it('orders two distinct roots', () => {
    expect(quadraticRoots(1, -3, 2)).toEqual({ kind: 'two', roots: [1, 2] })
    expect(quadraticRoots(-1, 3, -2)).toEqual({ kind: 'two', roots: [1, 2] })
    expect(quadraticRoots(2, 0, -8)).toEqual({ kind: 'two', roots: [-2, 2] })
  })

  it('names every special case', () => {
    expect(quadraticRoots(1, 2, 1)).toEqual({ kind: 'double', roots: [-1, -1] })
    expect(quadraticRoots(1, 0, 1)).toEqual({ kind: 'none', roots: null })
    expect(quadraticRoots(0, 2, -4)).toEqual({ kind: 'linear', roots: [2] })
    expect(quadraticRoots(0, 0, 3)).toEqual({ kind: 'no-solution', roots: null })
    expect(quadraticRoots(0, 0, 0)).toEqual({ kind: 'every-t', roots: null })
  })

  it('gives 0, never −0, for a zero root', () => {
    const { roots } = quadraticRoots(1, 5, 0)
    expect(roots).toEqual([-5, 0])
    expect(Object.is(roots?.[1], 0)).toBe(true)
    expect(Object.is(quadraticRoots(1, 0, 0).roots?.[0], 0)).toBe(true)
    expect(Object.is(quadraticRoots(0, 3, 0).roots?.[0], 0)).toBe(true)
  })

  it('keeps the small root when b² ≫ 4ac, where the textbook form cancels', () => {
    // Roots of t² + 1e8·t + 1 = 0: −1e8 and −1e-8 to 16 digits (their product is exactly 1).
    const solved = quadraticRoots(1, 1e8, 1)
    expect(solved.kind).toBe('two')
    const stable = solved.roots as readonly [number, number]
    const textbook = quadraticRootsTextbook(1, 1e8, 1)!
    expect(stable[1]).toBeCloseTo(-1e-8, 22)
    expect(Math.abs(stable[1] / -1e-8 - 1)).toBeLessThan(1e-15)
    // The textbook small root is off in the second digit: −7.45e-9.
    expect(Math.abs(textbook[1] / -1e-8 - 1)).toBeGreaterThan(0.2)
    expect(textbook[1]).toBeCloseTo(-7.450580596923828e-9, 20)
    // Both agree on the large root, which involves no cancellation.
    expect(textbook[0]).toBe(stable[0])
  })

  it('uses a discriminant passed in instead of b² − 4ac', () => {
    // A caller that knows the discriminant is exactly 0 (a graze) gets the double root...
    const c = 1 - 2 ** -52
    expect(quadraticRoots(1, -2, c, 0)).toEqual({ kind: 'double', roots: [1, 1] })
    // ...where b² − 4ac from the rounded c would say two roots.
    expect(quadraticRoots(1, -2, c).kind).toBe('two')
    expect(quadraticRoots(1, -2, 0, 4).roots).toEqual([0, 2])
    expect(quadraticRoots(1, -2, 1, -1).kind).toBe('none')
  })

  it('does not overflow for huge coefficients', () => {
    // b² = 1e400 overflows; rescaling the equation does not change its roots.
    expect(quadraticRoots(1e200, -3e200, 2e200).roots).toEqual([1, 2])
    expect(quadraticRoots(1e-200, -3e-200, 2e-200).roots).toEqual([1, 2])
  })

  it('throws RangeError naming a non-finite coefficient', () => {
    expect(() => quadraticRoots(Number.NaN, 1, 1)).toThrow(/a must be/)
    expect(() => quadraticRoots(1, Infinity, 1)).toThrow(RangeError)
    expect(() => quadraticRoots(1, 1, 1, Number.NaN)).toThrow(/discriminant/)
    expect(() => quadraticRootsTextbook(1, 1, -Infinity)).toThrow(/c must be/)
  })

  it('textbook form: huge coefficients rescaled, no NaN, and it still cancels', () => {
    // b² = 1e600 overflowed to Infinity, and (−b ± ∞)/∞ gave [NaN, NaN].
    const [small, large] = quadraticRootsTextbook(8.98846567431158e307, -1e300, -1)!
    const stable = quadraticRoots(8.98846567431158e307, -1e300, -1).roots!
    expect(large).toBe(stable[1])
    expect(large).toBeCloseTo(1e300 / 8.98846567431158e307, 22)
    // The true small root is c/(a·large) ≈ −1e-300; b² ≫ 4ac cancels it to 0, as in the plain form.
    expect(stable[0] * (8.98846567431158e307 * large)).toBeCloseTo(-1, 14)
    expect(small).toBe(0)
    expect(quadraticRootsTextbook(1e200, -3e200, 2e200)).toEqual([1, 2])
    expect(quadraticRootsTextbook(1e-200, -3e-200, 2e-200)).toEqual([1, 2])
    // 2a underflows in the rescale: the other root is beyond a double, the cancelling one 0.
    expect(quadraticRootsTextbook(1e-300, 1e300, 1)).toEqual([Number.NEGATIVE_INFINITY, 0])
  })

  it('textbook form: null without two real roots', () => {
    expect(quadraticRootsTextbook(0, 1, 1)).toBeNull()
    expect(quadraticRootsTextbook(1, 0, 1)).toBeNull()
    expect(quadraticRootsTextbook(1, -3, 2)).toEqual([1, 2])
  })
})
