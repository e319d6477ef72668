// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Vec2 } from '../core/vec2'
import { Arrow } from './Arrow'
import { Handle, STEP } from './Handle'
import { Stage } from './Stage'

afterEach(cleanup)

describe('a handle’s name', () => {
  it('says where it is, or what its position means when told', () => {
    render(
      <Stage x={[-5, 5]} y={[-5, 5]} label="test">
        <Handle label="Ball A" at={{ x: 1, y: 2 }} onMove={() => {}} />
        <Arrow
          tail={{ x: 0, y: 3 }}
          tip={{ x: 2, y: 3 }}
          label="Velocity of ball 1"
          says="u₁ = 5.00"
          onMove={() => {}}
        />
      </Stage>,
    )
    expect(screen.getByRole('button', { name: 'Ball A at 1.00, 2.00' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Velocity of ball 1, u₁ = 5.00' })).toBeTruthy()
  })
})

// The keyboard every handle of every figure has: tested here once, for all of them (the census,
// tests/browser/census.test.ts, presses one arrow per handle of each figure in Chromium).
describe('a handle’s keyboard', () => {
  /** A stage 20 wide and 10 high with two handles; the moves the first one asks for. */
  function twoHandles() {
    const moves: Vec2[] = []
    const onMove = vi.fn((p: Vec2) => moves.push(p))
    render(
      <Stage x={[-10, 10]} y={[-5, 5]} label="test">
        <Handle label="First" at={{ x: 1, y: 2 }} onMove={onMove} />
        <Handle label="Second" at={{ x: -1, y: 0 }} onMove={() => {}} />
      </Stage>,
    )
    const handle = screen.getByRole('button', { name: /^First/ })
    return { handle, moves, onMove }
  }

  it('steps each arrow a fiftieth of the stage’s span on its axis, and keeps the page from scrolling', () => {
    const { handle, moves } = twoHandles()
    const kept = ['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown'].map((key) =>
      fireEvent.keyDown(handle, { key }),
    )
    expect(kept).toEqual([false, false, false, false])
    expect(STEP.plain).toBe(1 / 50)
    const step = { x: 20 * STEP.plain, y: 10 * STEP.plain }
    const near = (p: Vec2) => ({ x: Number(p.x.toFixed(12)), y: Number(p.y.toFixed(12)) })
    expect(moves.map(near)).toEqual(
      [
        { x: 1 + step.x, y: 2 },
        { x: 1 - step.x, y: 2 },
        { x: 1, y: 2 + step.y },
        { x: 1, y: 2 - step.y },
      ].map(near),
    )
  })

  it('steps bigger with Shift and finer with Alt, Shift winning when both are held', () => {
    const { handle, moves } = twoHandles()
    for (const modifiers of [{}, { shiftKey: true }, { altKey: true }, { shiftKey: true, altKey: true }])
      fireEvent.keyDown(handle, { key: 'ArrowRight', ...modifiers })
    const [plain, shift, alt, both] = moves.map((p) => p.x - 1)
    expect(shift! / plain!).toBeCloseTo(STEP.shift / STEP.plain, 12)
    expect(alt! / plain!).toBeCloseTo(STEP.alt / STEP.plain, 12)
    expect(both).toBe(shift)
    expect(STEP.shift).toBeGreaterThan(1.5 * STEP.plain)
    expect(STEP.alt).toBeLessThan(STEP.plain)
  })

  it('leaves every other key to the page: Tab, Home, End, Enter, letters', () => {
    const { handle, onMove } = twoHandles()
    for (const key of ['Tab', 'Home', 'End', 'Enter', ' ', 'a', 'PageUp'])
      expect(fireEvent.keyDown(handle, { key }), key).toBe(true)
    expect(onMove).not.toHaveBeenCalled()
  })

  it('is in the Tab order where it is drawn, a draggable point a screen reader can name', () => {
    twoHandles()
    const handles = screen.getAllByRole('button')
    expect(handles.map((h) => h.getAttribute('aria-label'))).toEqual([
      'First at 1.00, 2.00',
      'Second at −1.00, 0.00',
    ])
    expect(handles.map((h) => h.tabIndex)).toEqual([0, 0])
    expect(handles.map((h) => h.getAttribute('aria-roledescription'))).toEqual([
      'draggable point',
      'draggable point',
    ])
  })
})
