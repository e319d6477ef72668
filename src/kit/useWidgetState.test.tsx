// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Schema, StateOf, WidgetMeta } from './contract'
import { WidgetHostContext } from './host'
import { useWidgetState } from './useWidgetState'
import { WidgetFrame } from './WidgetFrame'

// A widget with a rule beyond its schema, as time-of-impact's: B's arrow head stays inside x <= 10.
const schema = {
  B: { kind: 'vec2', label: 'B', default: { x: 5, y: 0 }, min: { x: -4, y: -4 }, max: { x: 10, y: 4 } },
  dB: { kind: 'vec2', label: 'dB', default: { x: 1, y: 0 }, min: { x: -14, y: -8 }, max: { x: 14, y: 8 } },
} satisfies Schema
type State = StateOf<typeof schema>
const meta: WidgetMeta<typeof schema> = { id: 'rule', title: 'Rule', chapter: 0, description: '', schema }
const keepInside = (s: State): State => ({ ...s, dB: { x: Math.min(s.dB.x, 10 - s.B.x), y: s.dB.y } })

function RuleWidget() {
  const w = useWidgetState(meta, keepInside)
  return (
    <WidgetFrame widget={w}>
      <output data-quantity="dB">{`${w.state.dB.x},${w.state.dB.y}`}</output>
      <button type="button" onClick={() => w.set({ B: { x: 9.5, y: 0 }, dB: { x: 3, y: 0 } })}>
        Move
      </button>
    </WidgetFrame>
  )
}

function renderIn(mode: 'embed' | 'book', hash: string) {
  window.history.replaceState(null, '', `/page${hash}`)
  return render(
    <WidgetHostContext.Provider value={{ mode, headingLevel: 1 }}>
      <RuleWidget />
    </WidgetHostContext.Provider>,
  )
}

// Read in the render's own container: the unit files share one document per worker (isolate:
// false), and another file's leftovers (an <output>, a notice) must not be read as this widget's.
const shown = (c: HTMLElement) => c.querySelector('output')!.textContent
const notes = (c: HTMLElement) => [...c.querySelectorAll('.rk-notice li')].map((li) => li.textContent)

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.runOnlyPendingTimers()
  cleanup()
  vi.useRealTimers()
})

describe('a link the widget’s own rule changes', () => {
  it('shows the constrained state, names the change, and rewrites the link at once', () => {
    const { container } = renderIn('embed', '#B=10,0&dB=1,0&xyz=1')
    expect(shown(container)).toBe('0,0')
    expect(notes(container)).toEqual([
      'xyz: not a field of this figure, ignored',
      'dB: 1,0 → 0,0 (kept inside the world)',
    ])
    expect(window.location.hash).toBe('#B=10,0&dB=0,0')
    fireEvent.click(within(container).getByRole('button', { name: 'Dismiss the note about the link' }))
    expect(container.querySelector('.rk-notice')).toBeNull()
    expect(window.location.hash).toBe('#B=10,0&dB=0,0')
  })

  it('in the book, rewrites only its own hash, keeping the widget’s name', () => {
    renderIn('book', '#rule:B=10,0&dB=1,0')
    expect(window.location.hash).toBe('#rule:B=10,0&dB=0,0')
    cleanup()
    const { container } = renderIn('book', '#other:B=10,0&dB=1,0')
    expect(window.location.hash).toBe('#other:B=10,0&dB=1,0')
    expect(notes(container)).toEqual([])
  })

  it('leaves a link the figure shows exactly as it is', () => {
    const { container } = renderIn('embed', '#dB=2,0')
    expect(notes(container)).toEqual([])
    expect(window.location.hash).toBe('#dB=2,0')
  })

  it('applies the rule to every change, so the link never holds what the figure cannot show', () => {
    const { container } = renderIn('embed', '')
    fireEvent.click(within(container).getByRole('button', { name: 'Move' }))
    expect(shown(container)).toBe('0.5,0')
    act(() => vi.advanceTimersByTime(1000))
    expect(window.location.hash).toBe('#B=9.5,0&dB=0.5,0')
  })

  it('follows a link pasted into the same tab, and rewrites that too', () => {
    const { container } = renderIn('embed', '')
    act(() => {
      window.history.replaceState(null, '', '/page#B=10,0&dB=4,0')
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    expect(shown(container)).toBe('0,0')
    expect(notes(container)).toEqual(['dB: 4,0 → 0,0 (kept inside the world)'])
    expect(window.location.hash).toBe('#B=10,0&dB=0,0')
  })
})

const told: WidgetMeta<typeof schema> = { ...meta, id: 'told', rule: 'B’s arrow must end at x ≤ 10' }
function ToldWidget() {
  const w = useWidgetState(told, keepInside)
  return <WidgetFrame widget={w}>{null}</WidgetFrame>
}

describe('a widget that says what its rule does', () => {
  it('words the notice with it', () => {
    window.history.replaceState(null, '', '/page#B=10,0&dB=1,0')
    const { container } = render(
      <WidgetHostContext.Provider value={{ mode: 'embed', headingLevel: 1 }}>
        <ToldWidget />
      </WidgetHostContext.Provider>,
    )
    expect(notes(container)).toEqual(['dB: 1,0 → 0,0 (B’s arrow must end at x ≤ 10)'])
  })
})
