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
    reads: ['distanceSq'],
    expected: (o) => num(o.distanceSq),
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
    reads: ['chord'],
    expected: (o) => num(o.chord),
    tolerance: 0.01,
    label: 'L =',
    digits: 3,
    none: 'A’s path does not come within R of B',
  },
} satisfies Record<string, Check>
