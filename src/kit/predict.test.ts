import { describe, expect, it } from 'vitest'
import { hiddenQuantities, hideForPrediction } from './predict'

describe('predict', () => {
  it('hides a quantity while any exercise holds it, and shows it when the last one lets go', () => {
    const first = hideForPrediction('w', ['t1', 't'])
    const second = hideForPrediction('w', ['t1'])
    expect([...hiddenQuantities('w')].sort()).toEqual(['t', 't1'])
    first()
    first()
    expect([...hiddenQuantities('w')]).toEqual(['t1'])
    second()
    expect(hiddenQuantities('w').size).toBe(0)
    expect(hiddenQuantities(null).size).toBe(0)
  })
})
