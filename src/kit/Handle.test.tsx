// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
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
