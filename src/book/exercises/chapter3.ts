// Exercises of chapter 3 (chapters/03-when-do-they-touch.mdx), on the figures relative-motion,
// time-of-impact and stable-roots.
import { grazes } from '../../widgets/relative-motion/model'
import { type Check, amount, num, text } from './types'

/** How many R apart the centres of the reader's disagreeing pair must start (the opening pair: 1.64). */
export const DISAGREE_SPREAD = 3

/** A move exercise on time-of-impact's case: `want` says what the case needs, `how` how to get there. */
const caseIs = (name: string, want: string, how: string): Check => ({
  kind: 'move',
  widget: 'time-of-impact',
  reads: ['case'],
  goal: (o) => o.case === name,
  missing: (o) => `${want}, and the case is “${text(o.case)}”: ${how}`,
})

export const chapter3 = {
  'c3-t1': {
    kind: 'number',
    widget: 'time-of-impact',
    reads: ['t1'],
    expected: (o) => num(o.t1),
    // t is t₁ whenever the case is a hit.
    hides: ['t1', 't'],
    moveFirst: 'the opening figure’s t₁ is worked out in the text above',
    tolerance: 0.002,
    label: 't₁ =',
    digits: 3,
    none: 'no real roots',
  },
  'c3-after-frame': caseIs(
    'after-frame',
    'the touch must come after the end of this frame',
    'aim the balls at each other with arrows too short to meet within the frame',
  ),
  'c3-receding': caseIs(
    'receding',
    'the balls must be moving apart, their closest moment already past',
    'turn an arrow so that the balls move away from each other',
  ),
  'c3-graze': {
    kind: 'move',
    widget: 'relative-motion',
    reads: ['h', 'R'],
    goal: (o) => {
      const R = num(o.R)
      return R !== null && grazes(num(o.h), R)
    },
    missing: (o) => {
      const [h, R] = [num(o.h), num(o.R)]
      if (h === null || R === null)
        return 'B must move relative to A: give the two balls different velocities'
      const off = amount(Math.abs(h - R))
      return h > R
        ? `B’s path passes ${amount(h)} from A’s centre, ${off} wider than R = ${amount(R)}: bring the path closer`
        : `B’s path passes ${amount(h)} from A’s centre, ${off} inside R = ${amount(R)}: move the path out until h reaches R`
    },
  },
  'c3-closest': {
    kind: 'number',
    widget: 'relative-motion',
    reads: ['tClosest'],
    expected: (o) => num(o.tClosest),
    // The closest approach lies midway between the entry and exit times: (t₁ + t₂)/2 would give it.
    hides: ['tClosest', 't1', 't2'],
    tolerance: 0.002,
    label: 'Time of closest approach t =',
    digits: 3,
    none: 'w = 0: B never comes closer',
  },
  // The figure opens on a pair where the routes disagree (1.64 R apart): the reader's own pair must
  // start farther apart, where the textbook form loses more.
  'c3-disagree': {
    kind: 'move',
    widget: 'stable-roots',
    reads: ['case-textbook', 'case-stable', 'spread'],
    goal: (o) =>
      o['case-stable'] === 'hit' && o['case-textbook'] === 'miss' && (num(o.spread) ?? 0) > DISAGREE_SPREAD,
    missing: (o) => {
      const spread = num(o.spread)
      if (spread === null || spread <= DISAGREE_SPREAD)
        return `the centres start ${amount(spread, 2) ?? 'less than 3'} R apart: your pair must start more than ${DISAGREE_SPREAD} R apart (move B’s start farther off)`
      if (o['case-stable'] !== 'hit')
        return `the stable route says “${text(o['case-stable'])}”: the balls must touch, B’s path grazing A at exactly R`
      return 'both routes find the touch: nudge B until its path only just grazes, where the textbook route loses it'
    },
  },
} satisfies Record<string, Check>
