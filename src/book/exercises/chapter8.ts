// Exercises of chapter 8 (chapters/08-where-exactly.mdx), on the figures segment-intersection and
// ball-vs-wall and polygon-trap.
import { type Check, type MoveCheck, num, spaced, text } from './types'

const parallel: MoveCheck = {
  kind: 'move',
  widget: 'segment-intersection',
  reads: ['case'],
  goal: (o) => o.case === 'parallel',
  missing: (o) =>
    o.case === 'collinear'
      ? 'the segments lie on one line: move one whole segment off the other’s line, keeping its direction'
      : `the segments are not parallel (the case is “${text(o.case)}”): give S₂ the same direction as S₁`,
}

/** How far beyond an end of segment 2 (in s) a crossing must lie for c8-outside-s to ask about it. */
const OUTSIDE = 0.01

export const chapter8 = {
  'c8-det': {
    kind: 'number',
    widget: 'segment-intersection',
    reads: ['det'],
    expected: (o) => num(o.det),
    // The figure opens on source 003's example, whose det M = 172 the text and the errata table work out.
    moveFirst: 'the opening figure is source 003’s example, worked out below: drag an end of a segment first',
    // s = sNum/det and t = tNum/det would give Det(A) away with s or t: the slots go too.
    hides: ['det', 'sNum', 'tNum'],
    tolerance: 0.002,
    label: 'det M =',
    digits: 3,
  },
  'c8-parallel': parallel,
  'c8-outside-s': {
    kind: 'number',
    widget: 'segment-intersection',
    reads: ['s', 'case'],
    // The question is whether s is below 0 or above 1: only a crossing beyond segment 2's ends has an answer.
    expected: (o) => {
      const s = num(o.s)
      // Clearly beyond an end: s = 1.000000001 is a crossing at the end, for a reader and a typed 1.
      return o.case === 'outside' && s !== null && (s < -OUTSIDE || s > 1 + OUTSIDE) ? s : null
    },
    hides: ['s', 'x', 'y'],
    // The preset “Crossing outside” puts p0 at (2, 9) and s at 2: a figure of the reader’s own is asked.
    moveFirst: 'move p2 or p3 yourself until the lines cross beyond an end of segment 2',
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
    missing: (o) =>
      o.kind === 'face'
        ? 'the ball first meets the wall’s face: aim it past one end, so that its centre misses the shadow wall by less than r'
        : 'the ball misses the wall: aim it past one end, within r of it',
  },
  'c8-held': {
    kind: 'move',
    widget: 'polygon-trap',
    reads: ['seconds', 'naiveVerdict'],
    goal: (o) => num(o.seconds) === 5 && o.naiveVerdict === 'inside',
    missing: (o) =>
      o.naiveVerdict !== 'inside'
        ? 'frame stepping lets the ball escape: shorten its arrow (speed ×1), so each frame’s jump is well under its diameter'
        : `the run has reached only${spaced(o.seconds, 2)} s: play it to the end, 5 s`,
  },
} satisfies Record<string, Check>
