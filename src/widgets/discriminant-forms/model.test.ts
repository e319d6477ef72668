import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Q } from '../../../tests/unit/rational'
import { defaultState } from '../../kit/hashState'
import { schema } from './meta'
import { type DiscriminantState, GRAZE, U, clampState, forms } from './model'

// What the reader sees on opening: the defaults through the figure's own rule.
const start = clampState(defaultState(schema))

/** 4(a·R² − (Δp×w)²) of the input doubles, in exact rationals. */
function exactDisc(s: DiscriminantState): Q {
  const q = Q.of
  const [px, py] = [q(s.B.x).sub(q(s.A.x)), q(s.B.y).sub(q(s.A.y))]
  const [wx, wy] = [q(s.dB.x).sub(q(s.dA.x)), q(s.dB.y).sub(q(s.dA.y))]
  const R = q(s.rA).add(q(s.rB))
  const a = wx.mul(wx).add(wy.mul(wy))
  const cr = px.mul(wy).sub(py.mul(wx))
  return Q.of(4).mul(a.mul(R).mul(R).sub(cr.mul(cr)))
}
const name = (q: Q) => (['negative', 'zero', 'positive'] as const)[q.sign() + 1]

describe('discriminant-forms model', () => {
  it('agrees with an exact rational reference on the sign and the value', () => {
    const point = fc.record({
      x: fc.double({ min: -4, max: 10, noNaN: true }),
      y: fc.double({ min: -5, max: 5, noNaN: true }),
    })
    const move = fc.record({
      x: fc.double({ min: -6, max: 6, noNaN: true }),
      y: fc.double({ min: -5, max: 5, noNaN: true }),
    })
    const state = fc.record({
      A: point,
      dA: move,
      B: point,
      dB: move,
      rA: fc.double({ min: 0.2, max: 2.5, noNaN: true }),
      rB: fc.double({ min: 0.2, max: 2.5, noNaN: true }),
    })
    fc.assert(
      fc.property(state, (raw) => {
        const s = clampState(raw)
        const f = forms(s)
        const ref = exactDisc(s)
        expect(f.signExact).toBe(name(ref))
        expect(f.exact).toBe(ref.toNumber() + 0)
      }),
      { numRuns: 200 },
    )
  })

  it('finds the exact graze of chapter 3 that both float forms call a miss', () => {
    const f = forms(GRAZE)
    expect(exactDisc(GRAZE).sign()).toBe(0)
    expect(f.signExact).toBe('zero')
    expect(f.exact).toBe(0)
    expect(f.signTextbook).toBe('negative')
    expect(f.signCross).toBe('negative')
  })

  it('shows the textbook form losing far more than the cross-product form when the centres are far apart', () => {
    const f = forms(start)
    expect(f.spread).toBeGreaterThan(4)
    // Three forms, three answers: the textbook form calls the hit of these doubles a miss.
    expect([f.signTextbook, f.signCross, f.signExact]).toEqual(['negative', 'zero', 'positive'])
    expect(exactDisc(start).sign()).toBe(1)
    expect(f.errTextbook!).toBeGreaterThan(10 * f.errCross!)
    // Each within its predicted size: a few U·spread² and a few U·spread.
    expect(f.errTextbook!).toBeLessThan(8 * U * f.spread ** 2)
    expect(f.errCross!).toBeLessThan(8 * U * f.spread)
  })

  it('has no error to show when the balls move together', () => {
    const f = forms({ ...start, dA: { x: 1, y: 1 }, dB: { x: 1, y: 1 } })
    expect(f.errTextbook).toBeNull()
    expect(f.exact).toBe(0)
  })
})
