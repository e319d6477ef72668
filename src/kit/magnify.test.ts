import { describe, expect, it } from 'vitest'
import { magnification } from './magnify'

describe('magnification', () => {
  it('is the largest power of ten that keeps the small thing within the room', () => {
    expect(magnification(0.0022, 0.35)).toBe(100)
    expect(magnification(2e-12, 0.4)).toBe(1e11)
    expect(magnification(0.5, 0.4)).toBe(1)
    expect(magnification(0, 1)).toBe(1)
    for (const small of [3e-17, 1e-9, 7.7e-5, 0.01, 0.099])
      expect(small * magnification(small, 0.1)).toBeLessThanOrEqual(0.1)
  })
  it('never leaves the small thing below a tenth of the room', () => {
    for (const small of [3e-17, 1e-9, 1e-3, 7.7e-5, 0.01, 0.099])
      expect(small * magnification(small, 0.1)).toBeGreaterThan(0.01 - 1e-18)
  })
  it('rejects a negative size and an empty room', () => {
    expect(() => magnification(-1, 1)).toThrow(/small/)
    expect(() => magnification(1, 0)).toThrow(/room/)
    expect(() => magnification(Number.NaN, 1)).toThrow(RangeError)
  })
})
