// Exercises of chapter 2 (chapters/02-gross-detection.mdx), on the figure swept-boxes.
import { type Check, type Outputs, num, text } from './types'

const outcomeNow = (o: Outputs) =>
  `the cheap test’s outcome is “${text(o.outcome)}” (exact case “${text(o.case)}”)`

export const chapter2 = {
  'c2-missed': {
    kind: 'move',
    widget: 'swept-boxes',
    reads: ['outcome', 'case'],
    goal: (o) => o.outcome === 'missed',
    now: outcomeNow,
  },
  'c2-false-alarm': {
    kind: 'move',
    widget: 'swept-boxes',
    reads: ['outcome', 'case'],
    goal: (o) => o.outcome === 'false-alarm',
    now: outcomeNow,
  },
  'c2-box-width': {
    kind: 'number',
    widget: 'swept-boxes',
    reads: ['aMinX', 'aMaxX'],
    expected: (o) => {
      const lo = num(o.aMinX)
      const hi = num(o.aMaxX)
      return lo === null || hi === null ? null : hi - lo
    },
    // The edges are what the reader is asked to work out, from the arrow and the radius instead.
    hides: ['aMinX', 'aMaxX'],
    tolerance: 0.01,
    label: 'Width of A’s box =',
    digits: 2,
  },
} satisfies Record<string, Check>
