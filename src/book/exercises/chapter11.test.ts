import { describe, expect, it } from 'vitest'
import { defaultState } from '../../kit/hashState'
import { schema as cancellationSchema } from '../../widgets/cancellation/meta'
import { type CancellationState, errors } from '../../widgets/cancellation/model'
import { schema as formsSchema } from '../../widgets/discriminant-forms/meta'
import { forms } from '../../widgets/discriminant-forms/model'
import { chapter11 } from './chapter11'
import { type Outputs, close } from './types'

// The outputs each figure shows for a state, under the names its <Output>s use.
const cancellationOutputs = (s: CancellationState): Outputs => ({ ...errors(s) })
const start = defaultState(cancellationSchema)

describe('chapter 11 exercises, on the figures’ own outputs', () => {
  it('c11-predict-loss expects the estimate the chapter teaches, about k digits, and none when B stands still', () => {
    const check = chapter11['c11-predict-loss']
    const at = (k: number) => check.expected({ ...cancellationOutputs({ ...start, k }), k })
    expect(at(start.k)).toBe(start.k)
    // At direction (−3, 1) and k = 8 the figure lost 4.5 digits; the taught answer, 8, is accepted.
    const k8 = { ...start, k: 8, dB: { x: -3, y: 1 } }
    expect(errors(k8).digitsLost!).toBeLessThan(5)
    expect(close(8, check.expected({ ...cancellationOutputs(k8), k: 8 })!, check.tolerance)).toBe(true)
    expect(at(8)).toBe(8)
    expect(
      check.expected({ ...cancellationOutputs({ ...start, dB: { x: 0, y: 0 } }), k: start.k }),
    ).toBeNull()
  })

  it('c11-half-digits holds near 8 lost digits only', () => {
    const goal = chapter11['c11-half-digits'].goal
    const lost = (k: number) => goal(cancellationOutputs({ ...start, k }))
    expect(lost(start.k)).toBe(false)
    expect([4, 8.5, 12].map(lost)).toEqual([false, true, false])
    // Not yet: how many digits are lost, and which way to move k.
    expect(chapter11['c11-half-digits'].missing(cancellationOutputs({ ...start, k: 4 }))).toMatch(
      /^the textbook root has lost \d\.\d digits, fewer than about 8: raise k/,
    )
    expect(chapter11['c11-half-digits'].missing(cancellationOutputs({ ...start, k: 12 }))).toMatch(
      /more .* lower k/,
    )
  })

  it('c11-bound-ratio expects |Δp|/R of the figure', () => {
    const s = defaultState(formsSchema)
    const f = forms(s)
    expect(chapter11['c11-bound-ratio'].expected({ spread: f.spread })).toBeCloseTo(
      Math.hypot(8.246, 6.828) / 2.5,
      12,
    )
  })
})
