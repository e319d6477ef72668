// Exercises of chapter 2 (chapters/02-gross-detection.mdx), on the figure swept-boxes.
import { type Check, num } from './types'

export const chapter2 = {
  'c2-missed': {
    kind: 'move',
    widget: 'swept-boxes',
    reads: ['outcome', 'case'],
    goal: (o) => o.outcome === 'missed',
    missing: (o) =>
      o.outcome === 'hit'
        ? 'the balls meet, but their boxes overlap, so the cheap test sends them on: tick “Boxes around the start positions only” and move the starts apart while the paths still cross'
        : 'the balls never touch in this frame, so there is no collision to miss: point one arrow across the other ball’s path',
  },
  'c2-false-alarm': {
    kind: 'move',
    widget: 'swept-boxes',
    reads: ['outcome', 'case'],
    goal: (o) => o.outcome === 'false-alarm',
    missing: (o) =>
      o.outcome === 'skip'
        ? 'the boxes are apart, so the cheap test already says no: make them overlap while the balls still never touch, for instance with B in an empty corner of a diagonal mover’s box'
        : 'the balls do meet in this frame, so the cheap test is right to say maybe: a false alarm needs a pair that never touches',
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
