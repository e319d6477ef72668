// Exercises of chapter 7 (chapters/07-walls-and-reflection.mdx), on the figures pool-table,
// wall-reflection and wall-shortcuts.
import { type Check, type Outputs, num } from './types'

/** wall-reflection's construction uses a normal of length 1 (its Normalise box ticked). */
const normalised = (o: Outputs) => {
  const n = num(o['length-normal'])
  return n !== null && Math.abs(n - 1) <= 1e-9
}

export const chapter7 = {
  'c7-unstick': {
    kind: 'move',
    widget: 'pool-table',
    reads: ['rule', 'verdict'],
    goal: (o) => o.rule === 'as printed' && o.verdict === 'came-back',
    missing: (o) =>
      o.rule !== 'as printed'
        ? 'the rule is the corrected one: switch to the rule as printed'
        : o.verdict === 'stayed-on'
          ? 'S starts on the table: start it with its rim past a cushion'
          : 'S stays stuck outside: start it past the cushion by less than one frame’s move across it, moving outwards',
  },
  'c7-reflect': {
    kind: 'number',
    widget: 'wall-reflection',
    reads: ['F-y', 'I-x', 'I-y', 'length-normal'],
    // Where F's y is one of I's own components up to its sign (a level, upright or 45° wall, or by
    // chance, as in the opening figure: F = (1, 3) from I = (3, −1)), it is read off, not worked out.
    // The question is about the normalised construction: unnormalised, F is I stretched along the
    // normal, its length and the arrow's direction giving its y away within the tolerance.
    expected: (o) => {
      const [fy, ix, iy] = [num(o['F-y']), num(o['I-x']), num(o['I-y'])]
      if (fy === null || ix === null || iy === null || !normalised(o)) return null
      return [ix, iy].some((c) => Math.abs(Math.abs(c) - Math.abs(fy)) < 1e-9) ? null : fy
    },
    none: (o) =>
      normalised(o)
        ? 'here F’s y equals one of I’s own components, which the figure shows: turn the wall a little'
        : 'the construction is not normalised: tick Normalise, as the question asks',
    // The opening F’s y is 3, I’s own x: a reader could land on it without the construction.
    moveFirst: 'move an end of the wall first, so that the figure is yours',
    // N and L are the construction's steps, and F = N + L: they go too (and N's factor, −I·N′,
    // which is F's y itself on a level wall).
    // |F| with the arrow's direction gives F's y too.
    hides: ['F-x', 'F-y', 'length-F', 'fx', 'fy', 'along', 'nx', 'ny', 'lx', 'ly'],
    slips: [
      {
        value: (o) => num(o['I-y']),
        say: 'That is I’s own y: the reflection takes 2(I·N′)N′ away from I, and that changes y too.',
      },
    ],
    tolerance: 0.005,
    label: 'y of F =',
    digits: 3,
  },
  'c7-false-alarm': {
    kind: 'move',
    widget: 'wall-shortcuts',
    reads: ['rectangle', 'exact'],
    goal: (o) => o.rectangle === 'hit' && o.exact === 'miss',
    missing: (o) =>
      o.exact !== 'miss'
        ? 'the ball really touches the wall: keep its whole move more than one radius from the wall'
        : 'the ball’s box does not touch the wall’s box, so the rectangle says miss too: move the ball into an empty corner of the wall’s box',
  },
  'c7-end-time': {
    kind: 'number',
    widget: 'wall-shortcuts',
    reads: ['exact-t'],
    expected: (o) => num(o['exact-t']),
    hides: ['exact-t'],
    tolerance: 0.005,
    label: 'First contact at t =',
    digits: 3,
    none: 'the ball does not touch the wall in this frame',
  },
} satisfies Record<string, Check>
