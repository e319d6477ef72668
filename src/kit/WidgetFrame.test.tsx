// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WidgetHostContext } from './host'
import { readLive } from './liveStore'
import { stateOrigin } from './stateOrigin'
import DemoWidget from './testing/DemoWidget'

function renderIn(mode: 'embed' | 'book', hash = '') {
  window.history.replaceState(null, '', `/page${hash}`)
  return render(
    <WidgetHostContext.Provider value={{ mode, headingLevel: mode === 'embed' ? 1 : 3 }}>
      <DemoWidget />
    </WidgetHostContext.Provider>,
  )
}

const handle = (name: RegExp) => screen.getByRole('button', { name })
const output = (q: string) => document.querySelector(`output[data-quantity="${q}"]`)!

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  // The hash writer is shared by the page: let its pending write land before the next test.
  vi.runOnlyPendingTimers()
  cleanup()
  vi.useRealTimers()
})

describe('a widget built from the kit', () => {
  it('records who set the state it shows: the page, the reader’s own move, or a preset button', () => {
    renderIn('book')
    expect(stateOrigin('one-ball')).toBe('page')
    const ball = handle(/^Ball A at/)
    fireEvent.keyDown(ball, { key: 'ArrowRight' })
    expect(stateOrigin('one-ball')).toBe('own')
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(stateOrigin('one-ball')).toBe('page')
    fireEvent.keyDown(ball, { key: 'ArrowRight' })
    expect(stateOrigin('one-ball')).toBe('own')
    // A link pasted into the tab (or a prose link) sets the figure: not the reader's move.
    act(() => {
      window.location.hash = '#one-ball:A=1,1'
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    expect(stateOrigin('one-ball')).toBe('page')
  })

  it('names each handle with its position and moves it by keyboard in round steps', () => {
    renderIn('embed')
    const ball = handle(/^Ball A at/)
    expect(ball.getAttribute('aria-label')).toBe('Ball A at 0.00, 0.00')
    expect(ball.getAttribute('tabindex')).toBe('0')
    fireEvent.keyDown(ball, { key: 'ArrowRight' })
    // span 12: a plain step is 0.1 (the power of ten below 12/50), Shift 1, Alt 0.01
    expect(handle(/^Ball A at/).getAttribute('aria-label')).toBe('Ball A at 0.10, 0.00')
    fireEvent.keyDown(ball, { key: 'ArrowUp', shiftKey: true })
    expect(handle(/^Ball A at/).getAttribute('aria-label')).toBe('Ball A at 0.10, 1.00')
    fireEvent.keyDown(ball, { key: 'ArrowLeft', altKey: true })
    expect(handle(/^Ball A at/).getAttribute('aria-label')).toBe('Ball A at 0.09, 1.00')
  })

  it('clamps a handle pushed past the schema bounds', () => {
    renderIn('embed')
    const ball = handle(/^Ball A at/)
    for (let i = 0; i < 30; i++) fireEvent.keyDown(ball, { key: 'ArrowRight', shiftKey: true })
    expect(handle(/^Ball A at/).getAttribute('aria-label')).toBe('Ball A at 5.00, 0.00')
  })

  it('shows derived numbers as outputs, publishes them, and writes the hash after a change', () => {
    renderIn('embed')
    expect(output('distance').getAttribute('data-value')).toBe(String(Math.hypot(3, 1)))
    expect(output('distance').textContent).toBe('3.162')
    expect(readLive('one-ball', 'distance')?.value).toBe(Math.hypot(3, 1))
    expect(window.location.hash).toBe('')
    fireEvent.keyDown(handle(/^Displacement of A/), { key: 'ArrowDown', shiftKey: true })
    expect(output('distance').getAttribute('data-value')).toBe(String(Math.hypot(3, 0)))
    act(() => vi.advanceTimersByTime(1000))
    expect(window.location.hash).toBe('#A=0,0&dA=3,0&r=1')
  })

  it('writes the hash once the figure is still, and at least every second while it keeps moving', () => {
    renderIn('embed')
    const right = () => fireEvent.keyDown(handle(/^Ball A at/), { key: 'ArrowRight' })
    right()
    act(() => vi.advanceTimersByTime(200))
    expect(window.location.hash).toBe('')
    // A move every 100 ms: never still for 250 ms, so nothing is written until the deadline, a
    // second after the first change.
    for (let i = 0; i < 8; i++) {
      expect(window.location.hash).toBe('')
      right()
      act(() => vi.advanceTimersByTime(100))
    }
    expect(window.location.hash).toBe('#A=0.9,0&dA=3,1&r=1')
    right()
    act(() => vi.advanceTimersByTime(249))
    expect(window.location.hash).toBe('#A=0.9,0&dA=3,1&r=1')
    act(() => vi.advanceTimersByTime(1))
    expect(window.location.hash).toBe('#A=1,0&dA=3,1&r=1')
  })

  it('reads its state from the hash, and in the book only a hash naming it', () => {
    renderIn('book', '#one-ball:A=1,2&dA=0,2&r=0.5')
    expect(handle(/^Ball A at/).getAttribute('aria-label')).toBe('Ball A at 1.00, 2.00')
    expect(output('distance').getAttribute('data-value')).toBe('2')
    cleanup()
    renderIn('book', '#other-widget:A=1,2')
    expect(handle(/^Ball A at/).getAttribute('aria-label')).toBe('Ball A at 0.00, 0.00')
  })

  it('shows a visible notice for a hostile hash, renders it as text, and resets', () => {
    renderIn('embed', '#A=<script>alert(1)</script>&dA=1e999,0&r=99&evil=<img src=x onerror=alert(1)>')
    const notice = document.querySelector('.rk-notice')!
    expect(notice.getAttribute('role')).toBe('status')
    const lines = [...notice.querySelectorAll('li')].map((li) => li.textContent)
    expect(lines).toEqual([
      'A: “<script>alert(1)</script>” → 0,0 (not a number, so the default)',
      'dA: “1e999,0” → 3,1 (not a number, so the default)',
      'r: 99 → 2 (clamped to the allowed range)',
      'evil: not a field of this figure, ignored',
    ])
    expect(document.querySelectorAll('script, img')).toHaveLength(0)
    expect(handle(/^Ball A at/).getAttribute('aria-label')).toBe('Ball A at 0.00, 0.00')
    expect(output('r').getAttribute('data-value')).toBe('2')
    // the link now says what the figure shows
    expect(window.location.hash).toBe('#A=0,0&dA=3,1&r=2')
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(screen.queryByText(/exactly as written/)).toBeNull()
    expect(output('r').getAttribute('data-value')).toBe('1')
    act(() => vi.advanceTimersByTime(1000))
    expect(window.location.hash).toBe('#A=0,0&dA=3,1&r=1')
  })

  it('titles itself at the heading level its host asks for', () => {
    renderIn('embed')
    expect(screen.getByRole('heading', { level: 1, name: 'One moving ball' })).toBeTruthy()
  })
})
