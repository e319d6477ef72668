// Exercises of chapter 5 (chapters/05-normal-and-tangent.mdx), on the figures projection and
// normal-tangent.
import { stopsDead } from '../../widgets/normal-tangent/model'
import { type Check, num, text } from './types'

export const chapter5 = {
  'c5-normal': {
    kind: 'number',
    widget: 'projection',
    reads: ['normal', 'tangent'],
    expected: (o) => num(o.normal),
    hides: ['normal'],
    slips: [
      {
        value: (o) => num(o.tangent),
        say: 'That is the tangent part, v·t̂: the normal part is the dot product with n̂.',
      },
    ],
    tolerance: 0.005,
    label: 'Normal part v·n̂ =',
    digits: 2,
  },
  'c5-length': {
    kind: 'number',
    widget: 'projection',
    reads: ['speed', 'normal', 'tangent'],
    expected: (o) => num(o.speed),
    hides: ['speed', 'fromParts'],
    moveFirst: 'set a velocity of your own first: drag its head',
    slips: [
      {
        value: (o) => {
          const [n, t] = [num(o.normal), num(o.tangent)]
          return n === null || t === null ? null : Math.abs(n) + Math.abs(t)
        },
        say: 'The parts are perpendicular, so their lengths do not add: add their squares, then take the root.',
      },
    ],
    tolerance: 0.005,
    label: '|v| =',
    digits: 2,
  },
  'c5-swap': {
    kind: 'number',
    widget: 'normal-tangent',
    reads: ['normalA-after', 'normalA'],
    expected: (o) => num(o['normalA-after']),
    hides: ['normalA-after', 'vA-after-x', 'vA-after-y', 'nA'],
    moveFirst: 'change either velocity first',
    slips: [
      {
        value: (o) => num(o.normalA),
        say: 'That is A’s normal part before the collision: when the balls press together, equal masses swap their normal parts.',
      },
    ],
    tolerance: 0.005,
    label: 'Normal part of A after =',
    digits: 2,
  },
  'c5-separate': {
    kind: 'move',
    widget: 'normal-tangent',
    reads: ['approach'],
    goal: (o) => o.approach === 'separating',
    now: (o) => `the pair is “${text(o.approach)}”`,
  },
  'c5-stop': {
    kind: 'move',
    widget: 'normal-tangent',
    reads: ['approach', 'vA-after-x', 'vA-after-y'],
    goal: (o) => o.approach === 'approaching' && stopsDead(num(o['vA-after-x']), num(o['vA-after-y'])),
    now: (o) =>
      o.approach === 'approaching'
        ? `A leaves with velocity (${text(o['vA-after-x'])}, ${text(o['vA-after-y'])})`
        : `the pair is “${text(o.approach)}”, so nothing happens`,
  },
} satisfies Record<string, Check>
