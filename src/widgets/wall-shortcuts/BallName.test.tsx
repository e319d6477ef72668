// @vitest-environment jsdom
// A ghost ball's name: where the figure means it, unless a line the figure draws runs there.
import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { Stage } from '../../kit'
import { BallName } from './BallName'

afterEach(cleanup)

/** The name's x, y and anchor, of a ball of radius 0.5 at (5, 5) on jsdom's 540 px stage (54 px a unit: the rim and gap 33 px out). */
function placed(first: 'above' | 'below', lines: [{ x: number; y: number }, { x: number; y: number }][]) {
  const { container } = render(
    <Stage x={[0, 10]} y={[0, 10]} label="test">
      <BallName at={{ x: 5, y: 5 }} r={0.5} first={first} tone="a" avoid={[]} lines={lines}>
        contact
      </BallName>
    </Stage>,
  )
  const t = container.querySelector('.rk-label')!
  return [t.getAttribute('x'), t.getAttribute('y'), t.getAttribute('text-anchor')]
}

it('goes above its ball (half a line past the rim), or below where the arrow comes down through that place', () => {
  expect(placed('above', [])).toEqual(['270', String(270 - 41), 'middle'])
  cleanup()
  expect(
    placed('above', [
      [
        { x: 5, y: 9 },
        { x: 5, y: 5 },
      ],
    ]),
  ).toEqual(['270', String(270 + 41), 'middle'])
})

it('below where the figure says so (the end of the frame), and beside the ball, right first, where a line crosses it top to bottom', () => {
  expect(placed('below', [])).toEqual(['270', String(270 + 41), 'middle'])
  cleanup()
  expect(
    placed('below', [
      [
        { x: 5, y: 0 },
        { x: 5, y: 10 },
      ],
    ]),
  ).toEqual(['303', '270', 'start'])
})
