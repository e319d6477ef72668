// @vitest-environment jsdom
// A stopwatch started at t = 0 reads the run's time: while c10-last-ball asks when the last ball
// reaches the border (it hides the sandbox's `time`), the reading and every lap are "?", and the
// times come back once the exercise lets go.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { chapter10 } from '../../../book/exercises/chapter10'
import { WidgetIdContext } from '../../../kit/Output'
import { hideForPrediction } from '../../../kit/predict'
import { StopwatchPanel } from './StopwatchPanel'

afterEach(cleanup)

const at = (time: number) => (
  <WidgetIdContext.Provider value="sandbox">
    <StopwatchPanel time={time} />
  </WidgetIdContext.Provider>
)

it('masks its reading and laps while c10-last-ball is open, and shows them once it lets go', () => {
  const release = hideForPrediction('sandbox', chapter10['c10-last-ball'].hides)
  const { container, rerender } = render(at(0))
  fireEvent.click(screen.getByRole('button', { name: 'Start the stopwatch' }))
  rerender(at(1.25))
  fireEvent.click(screen.getByRole('button', { name: 'Lap' }))
  rerender(at(2.25))
  fireEvent.click(screen.getByRole('button', { name: 'Lap' }))
  const reading = () => container.querySelector('output[data-quantity="stopwatch"]')!
  expect(reading().textContent).toBe('?')
  expect([...container.querySelectorAll('.sandbox-laps li')].map((li) => li.textContent)).toEqual([
    '? s',
    '? s (+? s)',
  ])
  expect(container.textContent).not.toMatch(/\d\.\d/)
  act(release)
  expect(reading().textContent).toBe('2.250 s')
  expect([...container.querySelectorAll('.sandbox-laps li')].map((li) => li.textContent)).toEqual([
    '1.250 s',
    '2.250 s (+1.000 s)',
  ])
})
