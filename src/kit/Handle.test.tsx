// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Arrow } from './Arrow'
import { Handle } from './Handle'
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
