import { describe, expect, it } from 'vitest'
import {
  digitGroups,
  formatAllDigits,
  formatCount,
  formatLive,
  formatMagnification,
  formatNumber,
  formatPoint,
  formatPowerOfTen,
  formatScientific,
  nounAfter,
} from './format'

describe('formatting live numbers', () => {
  it('uses fixed decimals and a true minus sign, and never prints -0', () => {
    expect(formatNumber(0.42312)).toBe('0.423')
    expect(formatNumber(-1.5, 1)).toBe('\u22121.5')
    expect(formatNumber(-0.0001)).toBe('0.000')
    expect(formatNumber(-0)).toBe('0.000')
  })

  it('writes a whole number as a count, its thousands grouped', () => {
    expect(formatNumber(57224, 0)).toBe('57,224')
    expect(formatNumber(1020, 0)).toBe('1,020')
    expect(formatNumber(999.6, 0)).toBe('1,000')
    expect(formatNumber(-2500.2, 0)).toBe('−2,500')
    expect(formatNumber(-0.4, 0)).toBe('0')
    expect(formatNumber(25, 0)).toBe('25')
    expect(formatLive(20000, 0)).toBe('20,000')
  })

  it('gives null instead of NaN or Infinity, and passes words through', () => {
    expect(formatNumber(Number.NaN)).toBeNull()
    expect(formatNumber(Number.NEGATIVE_INFINITY)).toBeNull()
    expect(formatLive(null)).toBeNull()
    expect(formatLive(undefined)).toBeNull()
    expect(formatLive('hit')).toBe('hit')
  })

  it('writes a point as (x, y) with a question mark for a coordinate that is not a number', () => {
    expect(formatPoint({ x: -1.5, y: 0.25 })).toBe('(\u22121.50, 0.25)')
    expect(formatPoint({ x: 3, y: Number.NaN }, 1)).toBe('(3.0, ?)')
  })
})

describe('formatAllDigits', () => {
  it('keeps every digit, with a true minus and a power of ten instead of e-notation', () => {
    expect(formatAllDigits(-1.7763568394002505e-14)).toBe(
      '\u22121.7763568394002505\u00a0\u00d7\u00a010\u207b\u00b9\u2074',
    )
    expect(formatAllDigits(0.1 + 0.2)).toBe('0.30000000000000004')
    expect(formatAllDigits(1e21)).toBe('1\u00a0\u00d7\u00a010\u00b2\u00b9')
    expect(formatAllDigits(-2)).toBe('\u22122')
    expect(formatAllDigits(0.0000011)).toBe('1.1\u00a0\u00d7\u00a010\u207b\u2076')
    expect(formatAllDigits(-0.00012345678901234)).toBe(
      '\u22121.2345678901234\u00a0\u00d7\u00a010\u207b\u2074',
    )
    expect(formatAllDigits(0.0012)).toBe('0.0012')
    expect(formatAllDigits(0)).toBe('0')
    expect(formatAllDigits(Number.NaN)).toBeNull()
  })
})

describe('formatScientific', () => {
  it('writes a tiny or huge number as a mantissa times a power of ten, with true minus signs', () => {
    expect(formatScientific(2.92e-13)).toBe('2.9\u00a0\u00d7\u00a010\u207b\u00b9\u00b3')
    expect(formatScientific(-1.5e-8)).toBe('\u22121.5\u00a0\u00d7\u00a010\u207b\u2078')
    expect(formatScientific(12345, 2)).toBe('1.23\u00a0\u00d7\u00a010\u2074')
    expect(formatScientific(0)).toBe('0')
    expect(formatScientific(Number.NaN)).toBeNull()
  })
  it('writes plain decimals between 0.01 and 1000, with the same significant digits', () => {
    expect(formatScientific(3.0712, 2)).toBe('3.07')
    expect(formatScientific(0.5421, 2)).toBe('0.542')
    expect(formatScientific(-0.0123)).toBe('−0.012')
    expect(formatScientific(0.27)).toBe('0.27')
    expect(formatScientific(999.6, 2)).toBe('1.00 × 10³')
    expect(formatScientific(0.00999)).toBe('0.010')
    expect(formatScientific(0.0099)).toBe('9.9 × 10⁻³')
  })
})

describe('formatPowerOfTen', () => {
  it('labels a log axis with powers, a true minus in the exponent, and 1 for 10⁰', () => {
    expect([-15, -3, 0, 2, 12].map(formatPowerOfTen)).toEqual(['10⁻¹⁵', '10⁻³', '1', '10²', '10¹²'])
  })
})

describe('formatMagnification', () => {
  it('writes small powers of ten in full and large ones as a power', () => {
    expect(formatMagnification(1)).toBe('\u00d71')
    expect(formatMagnification(1000)).toBe('\u00d71000')
    expect(formatMagnification(1e4)).toBe('\u00d710\u2074')
    expect(formatMagnification(1e15)).toBe('\u00d710\u00b9\u2075')
    expect(formatMagnification(0.1)).toBeNull()
  })
})

describe('digitGroups', () => {
  it('cuts a long number only between groups of three digits', () => {
    expect(digitGroups('1116.0511129640145')).toEqual(['1116.051', '112', '964', '014', '5'])
    expect(digitGroups('\u221212345678.5')).toEqual(['\u221212', '345', '678.5'])
    expect(digitGroups('6.66666703678497\u00a0\u00d7\u00a010\u207b\u2077')).toEqual([
      '6.666',
      '667',
      '036',
      '784',
      '97\u00a0\u00d7\u00a010\u207b\u2077',
    ])
  })
  it('leaves short numbers and words whole, and loses no character', () => {
    expect(digitGroups('0.500')).toEqual(['0.500'])
    expect(digitGroups('1234 rad')).toEqual(['1234 rad'])
    expect(digitGroups('none')).toEqual(['none'])
    for (const t of ['1116.0511129640145', '(1.25, \u22123.0009876)', '72.3 %'])
      expect(digitGroups(t).join('')).toBe(t)
  })
})

describe('nounAfter', () => {
  it('is singular after exactly "1" and plural after anything else', () => {
    expect(nounAfter('1', 'frame')).toBe('frame')
    expect(nounAfter('0', 'frame')).toBe('frames')
    expect(nounAfter('2', 'frame')).toBe('frames')
    expect(nounAfter('1.000', 'frame')).toBe('frames')
    expect(nounAfter('\u22121', 'step')).toBe('steps')
    expect(nounAfter('1', 'entry', 'entries')).toBe('entry')
    expect(nounAfter('3', 'entry', 'entries')).toBe('entries')
  })
})

describe('formatCount', () => {
  it('groups thousands, writes a true minus, and puts the noun in the number it follows', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(999)).toBe('999')
    expect(formatCount(1000)).toBe('1,000')
    expect(formatCount(1234567)).toBe('1,234,567')
    expect(formatCount(-2500)).toBe('−2,500')
    expect(formatCount(1, 'ball')).toBe('1 ball')
    expect(formatCount(10000, 'ball')).toBe('10,000 balls')
    expect(formatCount(0, 'ball has', 'balls have')).toBe('0 balls have')
    expect(() => formatCount(1.5)).toThrow(RangeError)
  })
})
