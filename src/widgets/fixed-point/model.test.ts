import { describe, expect, it } from 'vitest'
import { ENTRIES, ONE, compare, fixedMul, lookup } from './model'

describe('fixed-point model', () => {
  it('keeps the table error within half a step of the angle, π/256', () => {
    let worst = 0
    for (let i = 0; i < 5000; i++) {
      const theta = (i / 5000) * 2 * Math.PI - Math.PI
      const r = compare({ v: { x: 3 * Math.cos(theta), y: 3 * Math.sin(theta) } })!
      worst = Math.max(worst, r.errTable)
    }
    // half a step of the angle, plus the 16.16 rounding of each entry
    expect(worst).toBeLessThanOrEqual(Math.PI / ENTRIES + 2 / ONE)
    expect(worst).toBeGreaterThan(0.9 * (Math.PI / ENTRIES))
  })

  it('hits a table angle to the 16.16 rounding only', () => {
    const r = compare({ v: { x: 2, y: 2 } })!
    expect(lookup(Math.PI / 4).index).toBe(32)
    expect(r.errTable).toBeLessThan(1 / ONE)
    expect(r.errFixed).toBeLessThan(4 / ONE)
  })

  it('sees the table direction from the exact one: across it by the sine of the angle between them', () => {
    // 10° is between entries 7 (9.84°) and 8 (11.25°): the table takes 7, 0.156° clockwise
    const theta = (10 * Math.PI) / 180
    const r = compare({ v: { x: 2 * Math.cos(theta), y: 2 * Math.sin(theta) } })!
    const step = (2 * Math.PI) / ENTRIES
    expect(r.index).toBe(7)
    expect(r.tableSeen.y).toBeCloseTo(Math.sin(7 * step - theta), 5)
    expect(r.tableSeen.x).toBeCloseTo(Math.cos(7 * step - theta), 5)
    expect(Math.hypot(r.tableSeen.x - 1, r.tableSeen.y)).toBeCloseTo(r.errTable, 12)
  })

  it('multiplies 16.16 numbers as integers', () => {
    expect(fixedMul(3 * ONE, ONE / 2)).toBe(1.5 * ONE)
    // below one unit of 1/65536 the product is cut off, as a shift would
    expect(fixedMul(1, 1)).toBe(0)
    expect(fixedMul(3, ONE / 2)).toBe(1)
    expect(compare({ v: { x: 0, y: 0 } })).toBeNull()
  })
})
