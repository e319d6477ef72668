// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Vec2 } from '../core/vec2'
import { Arrow } from './Arrow'
import { Handle, keyExponent, stepOnGrid } from './Handle'
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

  it('steps each arrow 0.1 on a 20-unit stage (a power of ten at or below a fiftieth of its span), exactly, and keeps the page from scrolling', () => {
    const { handle, moves } = twoHandles()
    const kept = ['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown'].map((key) =>
      fireEvent.keyDown(handle, { key }),
    )
    expect(kept).toEqual([false, false, false, false])
    expect(moves).toEqual([
      { x: 1.1, y: 2 },
      { x: 0.9, y: 2 },
      { x: 1, y: 2.1 },
      { x: 1, y: 1.9 },
    ])
  })

  it('steps bigger with Shift and finer with Alt, Shift winning when both are held', () => {
    const { handle, moves } = twoHandles()
    for (const modifiers of [{}, { shiftKey: true }, { altKey: true }, { shiftKey: true, altKey: true }])
      fireEvent.keyDown(handle, { key: 'ArrowRight', ...modifiers })
    expect(moves.map((p) => p.x)).toEqual([1.1, 2, 1.01, 2])
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

describe('a handle’s key steps', () => {
  it('are 0.1 on the book’s figures, ten times that with Shift and a tenth with Alt', () => {
    for (const span of [5, 10, 16, 49]) {
      expect(keyExponent(span, 'plain')).toBe(-1)
      expect(keyExponent(span, 'shift')).toBe(0)
      expect(keyExponent(span, 'alt')).toBe(-2)
    }
    expect(keyExponent(200, 'plain')).toBe(0)
  })

  it('land on the step’s grid as exact decimals', () => {
    expect(stepOnGrid(0.2, 1, -1)).toBe(0.3)
    expect(stepOnGrid(-1.5, 1, -1)).toBe(-1.4)
    // A position off the grid (a drag's) comes back onto it with the press.
    expect(stepOnGrid(1.234, 1, -1)).toBe(1.3)
    expect(stepOnGrid(1.234, -1, -2)).toBe(1.22)
    expect(stepOnGrid(7.6, -1, 0)).toBe(7)
    expect(stepOnGrid(1.234, 0, -1)).toBe(1.234)
  })
})

// The pointer lands where the keyboard does (useDrag's grid), so printed arithmetic stays round.
describe('a handle’s drag', () => {
  /** A 20-unit stage drawn 640 px wide (jsdom's fallback width): 32 px a unit, x = 0 at 320 px. */
  function dragBy(dx: number, modifiers: { altKey?: boolean } = {}) {
    cleanup()
    const moves: Vec2[] = []
    render(
      <Stage x={[-10, 10]} y={[-5, 5]} label="test">
        <Handle label="First" at={{ x: 1, y: 2 }} onMove={(p) => moves.push(p)} />
      </Stage>,
    )
    const handle = screen.getByRole('button', { name: /^First/ })
    // jsdom lays nothing out: the page's pixels are the stage's. The handle is drawn at (352, 96).
    // d3-drag listens on the event's window for the rest of the gesture; jsdom's MouseEvent takes
    // no window of vitest's environment as its view, nor page coordinates, so they are set on it.
    const mouse = (type: string, x: number, more: MouseEventInit = {}) => {
      const e = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: 96, ...more })
      for (const [key, value] of Object.entries({ view: window, pageX: x, pageY: 96 }))
        Object.defineProperty(e, key, { value })
      return e
    }
    act(() => {
      handle.dispatchEvent(mouse('mousedown', 352))
      window.dispatchEvent(mouse('mousemove', 352 + dx, modifiers))
      window.dispatchEvent(mouse('mouseup', 352 + dx))
    })
    return moves
  }

  it('lands on the keyboard’s grid (0.1 on a 20-unit stage)', () => {
    // 10 px right is 0.3125 units: 1.3125 lands on 1.3
    expect(dragBy(10)).toEqual([{ x: 1.3, y: 2 }])
    expect(dragBy(-45)).toEqual([{ x: -0.4, y: 2 }])
  })

  it('goes anywhere with Alt held', () => {
    expect(dragBy(10, { altKey: true })).toEqual([{ x: 1.3125, y: 2 }])
  })
})
