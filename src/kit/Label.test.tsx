// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { Dot } from './Dot'
import { Label } from './Label'
import { aroundPoint } from './labelPlace'
import { Stage } from './Stage'

afterEach(cleanup)

// jsdom lays nothing out: the stage is 540 px square (its 640 px fallback, capped at MAX_STAGE_HEIGHT_PX), and a label's size is estimated from its text.
it('a label given places leaves a handle clear, and a dot’s label stays on the stage', () => {
  const { container } = render(
    <Stage x={[0, 10]} y={[0, 10]} label="test">
      {/* The handle at (5.3, 5.3) is under the text right of and above (5, 5). */}
      <Label at={{ x: 5, y: 5 }} places={aroundPoint(8, 12)} avoid={[{ x: 5.3, y: 5.3 }]}>
        abc
      </Label>
      <Dot at={{ x: 9.9, y: 5 }} label="centre of mass" />
    </Stage>,
  )
  const label = container.querySelector('.rk-label')!
  expect([label.getAttribute('x'), label.getAttribute('text-anchor')]).toEqual(['262', 'end'])
  const dot = container.querySelector('.rk-dot-label')!
  expect([dot.getAttribute('x'), dot.getAttribute('text-anchor')]).toEqual([String(534.6 - 8), 'end'])
})

it('a later label keeps off an earlier one, and one without places keeps its own', () => {
  const { container } = render(
    <Stage x={[0, 10]} y={[0, 10]} label="test">
      {/* Fixed: right of and above (5, 5), where the second label would go first. */}
      <Label at={{ x: 5, y: 5 }} dx={8} dy={-12}>
        first
      </Label>
      <Label at={{ x: 5, y: 5 }} places={aroundPoint(8, 12)}>
        second
      </Label>
    </Stage>,
  )
  const [first, second] = [...container.querySelectorAll('.rk-label')]
  expect([first!.getAttribute('x'), first!.getAttribute('y'), first!.getAttribute('text-anchor')]).toEqual([
    '278',
    '258',
    'start',
  ])
  // The stage is 540 px: (5, 5) is (270, 270); the second goes left of the point, still above.
  expect([second!.getAttribute('x'), second!.getAttribute('y'), second!.getAttribute('text-anchor')]).toEqual(
    ['262', '258', 'end'],
  )
})
