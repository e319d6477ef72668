import { describe, expect, it } from 'vitest'
import { sweptCircles } from '../../core'
import { caseInfo, contactCases, noRootReason } from './caseWording'

describe('the wording of the six contact cases', () => {
  it('words each case once, saying why there is no contact time unless it is a hit', () => {
    expect(new Set(contactCases.map((c) => c.id)).size).toBe(6)
    for (const c of contactCases) {
      expect(caseInfo[c.id]).toBe(c)
      for (const why of [c.noContact, c.noContactPlain])
        if (c.id === 'hit') expect(why).toBe('')
        // It follows "no first contact: ", so it never starts by saying "none" again.
        else expect(why).toMatch(/^(?!none)\S/)
    }
  })

  it('tells a = 0 from a negative discriminant when there are no roots', () => {
    const still = { p: { x: 0, y: 0 }, d: { x: 1, y: 0 }, r: 1 }
    expect(noRootReason(sweptCircles(still, { ...still, p: { x: 5, y: 0 } }))).toBe('a = 0: same motion')
    expect(noRootReason(sweptCircles(still, { p: { x: 5, y: 5 }, d: { x: 0, y: 0 }, r: 1 }))).toBe(
      'no real roots',
    )
  })
})
