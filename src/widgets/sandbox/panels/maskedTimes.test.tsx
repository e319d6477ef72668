// @vitest-environment jsdom
// While chapter 10's exercise asks when the last ball reaches the border (c10-last-ball hides the
// sandbox's `time`), the event log, the queue and the timeline write every time as "?": six presses
// of Step would otherwise put "t = 2.2500 s: ball 6 hits wall 2" on the page.
import { cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, it } from 'vitest'
import { WidgetIdContext } from '../../../kit/Output'
import { hideForPrediction } from '../../../kit/predict'
import { chapter10 } from '../../../book/exercises/chapter10'
import { EventLog, EventQueue } from './EventLog'
import { Timeline } from './RunControls'

afterEach(cleanup)

const inSandbox = (children: ReactNode) =>
  render(<WidgetIdContext.Provider value="sandbox">{children}</WidgetIdContext.Provider>)

it('writes the contacts’ times as “?” while c10-last-ball is open, and again once it lets go', () => {
  const log = [{ kind: 'wall', a: 5, b: 1, time: 2.25 }] as never
  const next = [{ kind: 'ball-ball', a: 0, b: 1, time: 2.5, stale: false }] as never
  const figure = () =>
    inSandbox(
      <>
        <EventLog log={log} onJump={() => {}} />
        <EventQueue next={next} />
        <Timeline time={2.25} end={3} onSeek={() => {}} />
      </>,
    )
  const release = hideForPrediction('sandbox', chapter10['c10-last-ball'].hides)
  const { container } = figure()
  const slider = () => container.querySelector('input')!.getAttribute('aria-valuetext')
  expect(container.textContent).toContain('t = ? s: ball 6 hits wall 2')
  expect(container.textContent).toContain('t = ? s: ball 1 hits ball 2')
  expect(container.textContent).not.toMatch(/2\.25|2\.5/)
  expect(slider()).toBe('t = ? s of ? s recorded')
  release()
  cleanup()
  const shown = figure().container
  expect(shown.textContent).toContain('t = 2.2500 s: ball 6 hits wall 2')
  expect(shown.querySelector('input')!.getAttribute('aria-valuetext')).toBe('t = 2.250 s of 3.000 s recorded')
})
