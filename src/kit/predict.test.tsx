// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Dot } from './Dot'
import { Handle } from './Handle'
import { Label } from './Label'
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
    // A hidden value that reads as 0 leaves the zeros of coordinates alone.
    expect(maskValues('at (0.00, 0.00, 1.00)', [0.004, 1])).toBe('at (0.00, 0.00, ?)')
    // A count with its thousands grouped is one number, masked whole.
    expect(maskValues('after 57,224 contacts, 1,020 disks', [57224])).toBe('after ? contacts, 1,020 disks')
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

  it('masks a hidden number in a label written as JSX ("d = {value}"), a dot’s label and a handle’s spoken name', () => {
    const stage = (d: number) => (
      <WidgetIdContext.Provider value="drawn">
        <Stage x={[0, 10]} y={[0, 10]} label="test">
          <Label at={{ x: 5, y: 5 }}>d = {d.toFixed(2)}</Label>
          <Dot at={{ x: 2, y: 2 }} label={`t = ${d.toFixed(1)}`} />
          <Handle label="Ball A" at={{ x: 1, y: d }} onMove={() => {}} />
          <Handle label="Arrow" at={{ x: 1, y: 1 }} says={`u = ${d.toFixed(3)}`} onMove={() => {}} />
        </Stage>
      </WidgetIdContext.Provider>
    )
    publish('drawn', 'd', { value: 2.5942 })
    const { container } = render(stage(2.5942))
    const read = () => [
      container.querySelector('.rk-label')?.textContent,
      container.querySelector('.rk-dot-label')?.textContent,
      ...[...container.querySelectorAll('.rk-handle')].map((h) => h.getAttribute('aria-label')),
    ]
    expect(read()).toEqual(['d = 2.59', 't = 2.6', 'Ball A at 1.00, 2.59', 'Arrow, u = 2.594'])
    let release = () => {}
    act(() => {
      release = hideForPrediction('drawn', ['d'])
    })
    expect(read()).toEqual(['d = ?', 't = ?', 'Ball A at 1.00, ?', 'Arrow, u = ?'])
    act(() => release())
    expect(read()[0]).toBe('d = 2.59')
  })
})
