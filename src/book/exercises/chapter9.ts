// Exercises of chapter 9 (chapters/09-into-3d.mdx), on the figure ball-vs-sphere.
import { type Check, amount, num, text } from './types'

/** How close h must come to R for a graze, in a figure stored to a thousandth. */
const GRAZE = 0.02

export const chapter9 = {
  'c9-distance': {
    kind: 'number',
    widget: 'ball-vs-sphere',
    reads: ['distance', 's-closest'],
    expected: (o) => num(o.distance),
    // frames = distance / speed; the other routes' distances agree with it where they are right.
    // The errata panel's right roots are the distance and the exit (their mean is s*, shown).
    hides: [
      'distance',
      'frames',
      'printed-distance',
      'right-distance',
      'hit-center',
      'contact',
      'right-s1',
      'right-s2',
      'rule-s1',
      's1',
      's2',
    ],
    moveFirst: 'change the figure first: the opening one is worked through in the text',
    slips: [
      {
        value: (o) => num(o['s-closest']),
        say: 'That is s*, where the path comes closest to the centre: the ball touches earlier, by √(R² − h²).',
      },
    ],
    tolerance: 0.01,
    label: 'distance =',
    digits: 3,
    none: 'the ball does not hit the sphere in the figure as it stands: move it until it does',
  },
  'c9-graze': {
    kind: 'move',
    widget: 'ball-vs-sphere',
    reads: ['reason', 'h', 'R'],
    goal: (o) => {
      const [h, R] = [num(o.h), num(o.R)]
      return o.reason === 'hit' && h !== null && R !== null && Math.abs(h - R) <= GRAZE
    },
    missing: (o) => {
      const [h, R] = [num(o.h), num(o.R)]
      if (o.reason !== 'hit' || h === null || R === null)
        return `the ball must hit the sphere, and the verdict is “${text(o.reason)}”: aim it so that its path passes just inside R of the sphere’s centre`
      return `the path passes ${amount(h)} from the sphere’s centre, ${amount(R - h)} inside R = ${amount(R)}: aim it farther off-centre until h is R`
    },
  },
  'c9-phantom-hit': {
    kind: 'move',
    widget: 'ball-vs-sphere',
    reads: ['printed-verdict', 'reason'],
    goal: (o) => o['printed-verdict'] === 'hit' && (o.reason === 'misses' || o.reason === 'moving-away'),
    missing: (o) =>
      o['printed-verdict'] !== 'hit'
        ? `the printed code says “${text(o['printed-verdict'])}”: aim the path through (0, y_s, z_s), where the code thinks the sphere is`
        : 'the ball really hits the sphere: move the sphere away from the plane x = 0, and keep the path clear of it',
  },
} satisfies Record<string, Check>
