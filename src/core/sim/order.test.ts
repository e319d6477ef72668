import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { byNumber, bySlot, invert, relink, storageOrder } from './order'

describe('storageOrder', () => {
  it('keeps the balls of one 8×8 tile of cells together, tiles row by row, ties by number', () => {
    // Cells (x, y) with 20 cells per row: tiles are x in 0..7, 8..15, 16..19 of y in 0..7, then y 8..
    const cx = Int32Array.of(9, 0, 7, 0, 19, 3, 0)
    const cy = Int32Array.of(0, 8, 7, 0, 1, 0, 0)
    expect(Array.from(storageOrder(cx, cy, 20))).toEqual([3, 6, 5, 2, 0, 4, 1])
  })

  it('is a permutation, and the helpers move arrays and links through it and back', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(40), fc.nat(40)), { minLength: 1, maxLength: 200 }), (cells) => {
        const n = cells.length
        const ids = storageOrder(
          Int32Array.from(cells, (c) => c[0]),
          Int32Array.from(cells, (c) => c[1]),
          41,
        )
        expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i))
        const slots = invert(ids)
        for (let s = 0; s < n; s++) expect(slots[ids[s]!]).toBe(s)
        const values = Float64Array.from({ length: n }, (_, i) => i * 1.5)
        const stored = bySlot(values, ids)
        for (let s = 0; s < n; s++) expect(stored[s]).toBe(values[ids[s]!])
        expect(byNumber(stored, ids)).toEqual(values)
        // A linked list by number (each ball to the next, the last to none) survives the round trip.
        const next = Int32Array.from({ length: n }, (_, i) => (i + 1 < n ? i + 1 : -1))
        const inSlots = relink(bySlot(next, ids), slots)
        for (let s = 0; s < n; s++) expect(inSlots[s]).toBe(next[ids[s]!]! < 0 ? -1 : slots[next[ids[s]!]!])
        expect(relink(byNumber(inSlots, ids), ids)).toEqual(next)
      }),
    )
  })
})
