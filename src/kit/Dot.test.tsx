// @vitest-environment jsdom
// A dot's label set far from it (the sandbox's centre of mass out of the pool rack) gets a line to
// its words; one beside the dot does not.
import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { Dot } from './Dot'
import { Stage } from './Stage'

afterEach(cleanup)

/** The leader's end, on jsdom's 540 px stage (54 px a unit), the dot at its middle (270, 270). */
function leaderOf(dy: number) {
  const { container } = render(
    <Stage x={[0, 10]} y={[0, 10]} label="test">
      <Dot
        at={{ x: 5, y: 5 }}
        label="centre of mass"
        places={[{ dx: 0, dy, anchor: 'middle' }]}
        leader={24}
      />
    </Stage>,
  )
  const line = container.querySelector('.rk-dot-leader')
  return (
    line && [
      line.getAttribute('x1'),
      line.getAttribute('y1'),
      line.getAttribute('x2'),
      line.getAttribute('y2'),
    ]
  )
}

it('draws a line from the dot to the near edge of words set farther than `leader`, none for words beside it', () => {
  // 60 px up: the words' box (about a line tall) ends some 50 px above the dot, straight up.
  const far = leaderOf(-60)!
  expect(far.slice(0, 3)).toEqual(['270', '270', '270'])
  expect(Number(far[3])).toBeLessThan(270 - 24)
  expect(Number(far[3])).toBeGreaterThan(270 - 60)
  cleanup()
  expect(leaderOf(-14)).toBeNull()
})
