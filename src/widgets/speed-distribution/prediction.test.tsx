// @vitest-environment jsdom
// The prediction the chapter's exercise (c12-peak) checks is where the marker stood when Run was
// pressed: the figure publishes it as `guess-at-run`, and a marker moved afterwards, onto the peak
// the run has drawn, leaves it alone.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { WidgetHostContext } from '../../kit/host'
import { readLive } from '../../kit/liveStore'
import SpeedDistributionWidget from './SpeedDistributionWidget'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it('publishes where the marker stood at Run, not where it was moved after', () => {
  // The run itself is the worker's: here it never reports, only the press matters.
  vi.stubGlobal(
    'Worker',
    class {
      onmessage = null
      onerror = null
      postMessage() {}
      terminate() {}
    },
  )
  window.history.replaceState(null, '', '/embed.html#guess=1.7')
  render(
    <WidgetHostContext.Provider value={{ mode: 'embed', headingLevel: 1 }}>
      <SpeedDistributionWidget />
    </WidgetHostContext.Provider>,
  )
  const atRun = () => readLive('speed-distribution', 'guess-at-run')?.value
  expect(atRun()).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Run' }))
  expect(atRun()).toBe(1.7)
  const marker = screen.getByRole('button', { name: /prediction of the most probable speed/ })
  fireEvent.keyDown(marker, { key: 'ArrowLeft' })
  expect(readLive('speed-distribution', 'guess')?.value).not.toBe(1.7)
  expect(atRun()).toBe(1.7)
})
