import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { roundToStep } from './round'

describe('roundToStep', () => {
  it('lands on the nearest multiple, written with the step’s decimals', () => {
    expect(roundToStep(1.23, 0.05)).toBe(1.25)
    expect(roundToStep(0.30000000000000004, 0.1)).toBe(0.3)
    expect(roundToStep(2.0004999, 0.001)).toBe(2)
    expect(roundToStep(1234.5, 10)).toBe(1230)
    // a step that is not a power of ten keeps all its decimals (0.25: two, not one)
    expect(roundToStep(3.625, 0.25)).toBe(3.75)
    expect(roundToStep(0.3, 2.5e-7)).toBe(0.3)
    expect(Object.is(roundToStep(-0.0001, 0.01), 0)).toBe(true)
    expect(Object.is(roundToStep(-1e-20, 1e-20), 0)).toBe(true)
    // finer than a double's 15 decimals: kept at 15
    expect(roundToStep(1.23456789e-14, 1e-20)).toBe(1.2e-14)
  })

  it('is within half a step of x and a multiple of the step', () => {
    const steps = fc.constantFrom(0.001, 0.01, 0.05, 0.1, 0.25, 1, 5)
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), steps, (x, step) => {
        const q = roundToStep(x, step)
        expect(Math.abs(q - x)).toBeLessThanOrEqual(step / 2 + 1e-9 * Math.abs(x))
        expect(Math.abs(q / step - Math.round(q / step))).toBeLessThan(1e-6)
      }),
    )
  })

  it('rejects a non-finite x and a step that is not a positive finite number, naming them', () => {
    expect(() => roundToStep(Number.NaN, 0.1)).toThrow(/^x must/)
    for (const step of [0, -1, Number.NaN, Infinity]) expect(() => roundToStep(1, step)).toThrow(/step/)
  })
})
