// Exercises of chapter 8 (chapters/08-where-exactly.mdx), on the figures segment-intersection and
// ball-vs-wall and polygon-trap.
import { type Check, type MoveCheck, type Outputs, num, text } from './types'

const caseNow = (o: Outputs) => `the case is “${text(o.case)}”`
const caseIs = (name: string): MoveCheck => ({
  kind: 'move',
  widget: 'segment-intersection',
  reads: ['case'],
  goal: (o) => o.case === name,
  now: caseNow,
})

export const chapter8 = {
  'c8-det': {
    kind: 'number',
    widget: 'segment-intersection',
    reads: ['det'],
    expected: (o) => num(o.det),
    tolerance: 0.002,
    label: 'det M =',
    digits: 3,
  },
  'c8-parallel': caseIs('parallel'),
  'c8-outside-s': {
    kind: 'number',
    widget: 'segment-intersection',
    reads: ['s', 'case'],
    // The question is whether s is below 0 or above 1: only a crossing beyond segment 2's ends has an answer.
    expected: (o) => {
      const s = num(o.s)
      return o.case === 'outside' && s !== null && (s < 0 || s > 1) ? s : null
    },
    tolerance: 0.002,
    label: 's =',
    digits: 3,
    none: 'the lines do not cross beyond an end of segment 2 right now (s lies in [0, 1], or they do not cross outside): move p2 or p3',
  },
  'c8-end-only': {
    kind: 'move',
    widget: 'ball-vs-wall',
    // The shadow walls and the end circles bound one convex capsule, so a path that first enters
    // it at an end circle never crosses a shadow wall: 'endpoint' means the face test missed.
    reads: ['kind'],
    goal: (o) => o.kind === 'endpoint',
    now: (o) => `the first contact is “${text(o.kind)}”`,
  },
  'c8-held': {
    kind: 'move',
    widget: 'polygon-trap',
    reads: ['seconds', 'naiveVerdict'],
    goal: (o) => num(o.seconds) === 5 && o.naiveVerdict === 'inside',
    now: (o) => `after ${text(o.seconds)} s frame stepping says “${text(o.naiveVerdict)}”`,
  },
} satisfies Record<string, Check>
