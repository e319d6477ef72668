// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TimeScrubber } from './TimeScrubber'

function Harness({ start = 0 }: { start?: number }) {
  const [t, setT] = useState(start)
  return (
    <>
      <TimeScrubber value={t} onChange={setT} label="Time t" step={0.05} />
      <span data-testid="t">{t}</span>
    </>
  )
}

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia
}

const time = () => Number(screen.getByTestId('t').textContent)

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('the time scrubber', () => {
  it('never moves by itself, and steps with its buttons within [0, 1]', () => {
    preferReducedMotion(false)
    render(<Harness start={0.98} />)
    act(() => vi.advanceTimersByTime(2000))
    expect(time()).toBe(0.98)
    fireEvent.click(screen.getByRole('button', { name: 'Step Time t forward' }))
    expect(time()).toBe(1)
    fireEvent.click(screen.getByRole('button', { name: 'Step Time t back' }))
    expect(time()).toBeCloseTo(0.95)
  })

  it('plays from the start when at the end, and stops at 1', () => {
    preferReducedMotion(false)
    render(<Harness start={1} />)
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    expect(time()).toBe(0)
    act(() => vi.advanceTimersByTime(5000))
    expect(time()).toBe(1)
    expect(screen.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed')).toBe('false')
  })

  it('jumps in steps instead of animating for readers who prefer reduced motion', () => {
    preferReducedMotion(true)
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    act(() => vi.advanceTimersByTime(499))
    expect(time()).toBe(0)
    act(() => vi.advanceTimersByTime(1))
    expect(time()).toBeCloseTo(0.1)
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    act(() => vi.advanceTimersByTime(2000))
    expect(time()).toBeCloseTo(0.1)
  })
})
