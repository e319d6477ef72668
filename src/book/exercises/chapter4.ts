// Exercises of chapter 4 (chapters/04-the-angle-of-collision.mdx), on the figures collision-angle
// and flat-triangle.
import { type Check, type Outputs, amount, num, text } from './types'

/** α within this many degrees of 0 counts as head-on: the figure keeps θ to a tenth of a degree. */
export const HEAD_ON_DEGREES = 0.5
/** The printed route counts as broken when it is off by more than this (radians), or has no angle. */
export const PRINTED_BROKEN = 1e-10
/** atan2 counts as right when it is off by no more than this (radians). */
export const ATAN2_RIGHT = 1e-14

/** The printed law of cosines is broken on this flat triangle while atan2 holds (c4-flat). */
export function printedBrokenAtan2Right(o: Outputs): boolean {
  const exact = num(o['alpha-exact'])
  const atan2 = num(o['alpha-atan2'])
  if (exact === null || atan2 === null || Math.abs(atan2 - exact) > ATAN2_RIGHT) return false
  const printed = num(o['alpha-printed'])
  return printed === null || Math.abs(printed - exact) > PRINTED_BROKEN
}

export const chapter4 = {
  'c4-vn': {
    kind: 'number',
    widget: 'collision-angle',
    reads: ['vn', 'cos', 'b'],
    // At rest v_n is plainly 0: nothing to work out.
    expected: (o) => (num(o.b) === 0 ? null : num(o.vn)),
    moveFirst: 'the text works out the linked example: drag A’s arrow or B to a state of your own',
    none: 'A is at rest, so nothing goes into the collision: give it a velocity',
    // cos α and α are the first step of the working; the dot slot is v_n itself.
    hides: ['vn', 'cos', 'alpha', 'alpha-atan2', 'dot'],
    slips: [
      {
        value: (o) => num(o.cos),
        say: 'That is cos α: multiply it by the speed v = ‖v_A‖ to get v_n.',
      },
    ],
    tolerance: 0.01,
    label: 'v_n =',
    digits: 3,
  },
  'c4-head-on': {
    kind: 'move',
    widget: 'collision-angle',
    reads: ['alpha-atan2', 'vn', 'b'],
    goal: (o) => {
      const alpha = num(o['alpha-atan2'])
      return alpha !== null && alpha <= HEAD_ON_DEGREES
    },
    missing: (o) => {
      const alpha = amount(o['alpha-atan2'], 2)
      return `${alpha ? `α is still ${alpha}°, not 0` : 'the hit is not yet head-on'}: move B, or turn A’s arrow, until the arrow points straight at B’s centre`
    },
  },
  'c4-separating': {
    kind: 'move',
    widget: 'collision-angle',
    reads: ['motion'],
    goal: (o) => o.motion === 'separating',
    missing: (o) =>
      `the figure says “${text(o.motion)}”: turn A’s arrow past a right angle to the line of centres, so that it points away from B`,
  },
  'c4-flat': {
    kind: 'move',
    widget: 'flat-triangle',
    reads: ['alpha-exact', 'alpha-printed', 'alpha-atan2'],
    goal: printedBrokenAtan2Right,
    missing: (o) => {
      const [exact, atan2] = [num(o['alpha-exact']), num(o['alpha-atan2'])]
      if (exact !== null && atan2 !== null && Math.abs(atan2 - exact) > ATAN2_RIGHT)
        return 'atan2 is off from the exact angle too: lay the three corners exactly on one line'
      return 'the printed law of cosines still gives the angle to within 10⁻¹⁰: make the triangle flatter, its three corners on one line'
    },
  },
} satisfies Record<string, Check>
