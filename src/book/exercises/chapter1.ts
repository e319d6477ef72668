// Exercises of chapter 1 (chapters/01-two-balls-one-frame.mdx), on the figures overlap-test and tunnelling.
import { type Check, amount, num, spaced, text } from './types'

export const chapter1 = {
  'c1-touch': {
    kind: 'move',
    widget: 'overlap-test',
    reads: ['verdict', 'gap', 'depth'],
    goal: (o) => o.verdict === 'touching',
    missing: (o) =>
      o.verdict === 'overlapping'
        ? `the balls overlap${amount(o.depth) ? ` by ${amount(o.depth)}` : ''}: pull them apart until the rims just meet`
        : `the rims are still${spaced(o.gap)} apart: bring the balls together until the gap closes`,
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
    reads: ['n', 'case', 'substeps', 'stepLength', 'chord'],
    goal: (o) => (num(o.n) ?? 0) >= 2 && o.case === 'hit' && o.substeps === 'missed',
    missing: (o) => {
      if ((num(o.n) ?? 0) < 2)
        return 'take at least 2 sub-steps (the n slider): one step is frame stepping itself'
      if (o.case !== 'hit')
        return `A must really pass through B, and the exact test says “${text(o.case)}”: aim A’s arrow through B`
      const [step, chord] = [amount(o.stepLength), amount(o.chord)]
      const sizes = step && chord ? ` (a step of ${step} against a chord of ${chord})` : ''
      return `the sub-steps still catch the hit${sizes}: make each step longer than the chord, with a longer arrow or a path nearer B’s rim`
    },
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
