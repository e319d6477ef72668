// Exercises of chapter 1 (chapters/01-two-balls-one-frame.mdx), on the figures overlap-test and tunnelling.
import { type Check, num, text } from './types'

export const chapter1 = {
  'c1-touch': {
    kind: 'move',
    widget: 'overlap-test',
    reads: ['verdict'],
    goal: (o) => o.verdict === 'touching',
    now: (o) => `the verdict is “${text(o.verdict)}”`,
  },
  'c1-distance-squared': {
    kind: 'number',
    widget: 'overlap-test',
    reads: ['distanceSq', 'distance'],
    expected: (o) => num(o.distanceSq),
    // d, and the depth and gap that give d with the radii shown, would give d² away by one squaring.
    hides: ['distanceSq', 'distance', 'depth', 'gap'],
    slips: [
      {
        value: (o) => num(o.distance),
        say: 'That is d, the distance itself: the question asks for d², the sum of the two squares, with no root taken.',
      },
    ],
    tolerance: 0.01,
    label: 'd² =',
    digits: 3,
  },
  'c1-substeps-miss': {
    kind: 'move',
    widget: 'tunnelling',
    reads: ['n', 'case', 'substeps'],
    goal: (o) => (num(o.n) ?? 0) >= 2 && o.case === 'hit' && o.substeps === 'missed',
    now: (o) =>
      `with n = ${text(o.n)} sub-steps the sub-step test says “${text(o.substeps)}” and the exact test’s case is “${text(o.case)}”`,
  },
  'c1-chord': {
    kind: 'number',
    widget: 'tunnelling',
    reads: ['chord', 'R', 'offset'],
    expected: (o) => num(o.chord),
    hides: ['chord'],
    slips: [
      {
        value: (o) => {
          const [R, h] = [num(o.R), num(o.offset)]
          return R === null || h === null ? null : 2 * Math.sqrt(R * R + h * h)
        },
        say: 'h² is taken away from R², not added: R is the longest side of the right triangle.',
      },
      {
        value: (o) => {
          const [R, h] = [num(o.R), num(o.offset)]
          return R === null || h === null || h > R ? null : 2 * (R - h)
        },
        say: 'The sides of a right triangle do not subtract directly: half the chord is √(R² − h²).',
      },
    ],
    tolerance: 0.01,
    label: 'L =',
    digits: 3,
    none: 'A’s path does not come within R of B',
  },
} satisfies Record<string, Check>
