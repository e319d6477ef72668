// Exercises of chapter 5 (chapters/05-normal-and-tangent.mdx), on the figures projection and
// normal-tangent.
import { stopsDead } from '../../widgets/normal-tangent/model'
import { type Check, amount, num, spaced, text } from './types'

export const chapter5 = {
  'c5-normal': {
    kind: 'number',
    widget: 'projection',
    reads: ['normal', 'tangent'],
    expected: (o) => num(o.normal),
    hides: ['normal'],
    // The opening figure is the article's example, whose v·n̂ = 10 the next section works out.
    moveFirst:
      'turn the normal or move v’s head first: the opening figure is the article’s example, worked out in the text',
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
    // B's normal part before is the answer itself (the parts swap): the reader works it out from v_B.
    // The closing speed u_A − u_B gives u_B, the answer, by one subtraction from u_A.
    hides: ['normalA-after', 'vA-after-x', 'vA-after-y', 'nA', 'normalB', 'closing'],
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
    reads: ['approach', 'closing'],
    goal: (o) => o.approach === 'separating',
    missing: (o) => {
      const closing = num(o.closing)
      const speed = closing !== null && closing > 0 ? ` at${spaced(closing, 2)}` : ''
      return `the pair is “${text(o.approach)}”${speed}: A’s normal part must be smaller than B’s, so turn the arrows until they draw apart along the normal`
    },
  },
  'c5-stop': {
    kind: 'move',
    widget: 'normal-tangent',
    reads: ['approach', 'vA-after-x', 'vA-after-y', 'tangentA', 'normalB'],
    goal: (o) => o.approach === 'approaching' && stopsDead(num(o['vA-after-x']), num(o['vA-after-y'])),
    missing: (o) => {
      if (o.approach !== 'approaching')
        return `the pair is “${text(o.approach)}”, so nothing happens: A must move towards B`
      const [t, n] = [amount(o.tangentA, 2), amount(o.normalB, 2)]
      const parts = t && n ? ` (it is ${t}, and B’s normal part ${n})` : ''
      return `A still moves on after the collision: its tangent part and B’s normal part must both be 0${parts}`
    },
  },
} satisfies Record<string, Check>
