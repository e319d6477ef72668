import { describe, expect, it } from 'vitest'
import { cellText, si } from './si'

describe('the sandbox’s one voice for numbers', () => {
  it('writes every value to 3 decimals with its SI unit; an infinite mass in words', () => {
    expect(si(8, 'J')).toBe('8.000 J')
    expect(si(-2.00049, 'kg·m/s')).toBe('−2.000 kg·m/s')
    expect(si(-0.0001, 'm/s')).toBe('0.000 m/s')
    expect(si(Number.POSITIVE_INFINITY, 'kg')).toBe('infinite')
    expect(si(Number.NaN, 'J')).toBeNull()
  })

  it('shows a typed cell as typed when short, else to 4 significant digits, zeros kept', () => {
    expect(cellText('4')).toBe('4')
    expect(cellText('0.6')).toBe('0.6')
    expect(cellText('-2.5')).toBe('-2.5')
    expect(cellText('15.039334')).toBe('15.04')
    expect(cellText('4.39994')).toBe('4.400')
    expect(cellText('-16.078668')).toBe('-16.08')
    expect(cellText('0.000123456')).toBe('0.0001235')
    expect(cellText('inf')).toBe('inf')
  })
})
