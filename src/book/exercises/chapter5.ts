// Exercises of chapter 5 (chapters/05-normal-and-tangent.mdx), on the figures projection and
// normal-tangent.
import { stopsDead } from '../../widgets/normal-tangent/model'
import { type Check, num, text } from './types'

export const chapter5 = {
  'c5-normal': {
    kind: 'number',
    widget: 'projection',
    reads: ['normal'],
    expected: (o) => num(o.normal),
    tolerance: 0.005,
    label: 'Normal part v·n̂ =',
    digits: 2,
  },
  'c5-length': {
    kind: 'number',
    widget: 'projection',
    reads: ['speed'],
    expected: (o) => num(o.speed),
    tolerance: 0.005,
    label: '|v| =',
    digits: 2,
  },
  'c5-swap': {
    kind: 'number',
    widget: 'normal-tangent',
    reads: ['normalA-after'],
    expected: (o) => num(o['normalA-after']),
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
