// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WidgetIdContext } from './Output'
import { Stage } from './Stage'
import { publish } from './liveStore'
import { hiddenQuantities, hideForPrediction, maskValues } from './predict'

afterEach(cleanup)

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

  it('masks a hidden value wherever a description writes it, at the description’s own decimals', () => {
    const text =
      'Its shadow on the normal is 10.000 along n̂ (10.0), −0.800 across, at (5.00, 10.00); 100 frames.'
    expect(maskValues(text, [10, -0.8])).toBe(
      'Its shadow on the normal is ? along n̂ (?), ? across, at (5.00, ?); 100 frames.',
    )
    expect(maskValues(text, [])).toBe(text)
    expect(maskValues('t = 0.919', [0.9193])).toBe('t = ?')
    expect(maskValues('t = 0.92, r1', [0.9193])).toBe('t = ?, r1')
  })

  it('keeps a hidden number out of a stage’s description, and brings it back when released', () => {
    const stage = (t: number) => (
      <WidgetIdContext.Provider value="masked">
        <Stage x={[0, 1]} y={[0, 1]} label={`Ball A reaches B at t = ${t.toFixed(3)}.`} />
      </WidgetIdContext.Provider>
    )
    publish('masked', 't1', { value: 0.25 })
    const { container, rerender } = render(stage(0.25))
    const title = () => container.querySelector('title')?.textContent
    expect(title()).toBe('Ball A reaches B at t = 0.250.')
    let release = () => {}
    act(() => {
      release = hideForPrediction('masked', ['t1'])
    })
    expect(title()).toBe('Ball A reaches B at t = ?.')
    // The figure moves: its new value is masked with its new description.
    act(() => {
      publish('masked', 't1', { value: 0.5 })
      rerender(stage(0.5))
    })
    expect(title()).toBe('Ball A reaches B at t = ?.')
    act(() => release())
    expect(title()).toBe('Ball A reaches B at t = 0.500.')
  })
})
