// Exercises of chapter 3 (chapters/03-when-do-they-touch.mdx), on the figures relative-motion,
// time-of-impact and stable-roots.
import { grazes } from '../../widgets/relative-motion/model'
import { type Check, type Outputs, num, text } from './types'

/** How many R apart the centres of the reader's disagreeing pair must start (the opening pair: 1.64). */
export const DISAGREE_SPREAD = 3

const caseNow = (o: Outputs) => `the case is “${text(o.case)}”`
const caseIs = (name: string): Check => ({
  kind: 'move',
  widget: 'time-of-impact',
  reads: ['case'],
  goal: (o) => o.case === name,
  now: caseNow,
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
  'c3-after-frame': caseIs('after-frame'),
  'c3-receding': caseIs('receding'),
  'c3-graze': {
    kind: 'move',
    widget: 'relative-motion',
    reads: ['h', 'R'],
    goal: (o) => {
      const R = num(o.R)
      return R !== null && grazes(num(o.h), R)
    },
    now: (o) => `h is ${text(o.h)} and R is ${text(o.R)}`,
  },
  'c3-closest': {
    kind: 'number',
    widget: 'relative-motion',
    reads: ['tClosest'],
    expected: (o) => num(o.tClosest),
    hides: ['tClosest'],
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
    now: (o) =>
      `the textbook route says “${text(o['case-textbook'])}” and the stable one “${text(o['case-stable'])}”, with the centres ${text(o.spread)} R apart`,
  },
} satisfies Record<string, Check>
