// Exercises of chapter 6 (chapters/06-mass-and-bounce.mdx), on the figure exchange-1d.
import { type Check, amount, num, spaced } from './types'

const STILL = 0.02

export const chapter6 = {
  'c6-v2': {
    kind: 'number',
    widget: 'exchange-1d',
    reads: ['v2', 'u1', 'u2'],
    expected: (o) => num(o.v2),
    // Ball 2's momentum and energy after are m₂v₂ and ½m₂v₂²: one division from the answer.
    hides: ['v2', 'printed-v2', 'p2-after', 'K2-after'],
    moveFirst: 'change the figure first (the masses, the arrows or e)',
    slips: [
      {
        value: (o) => {
          const [u1, u2] = [num(o.u1), num(o.u2)]
          return u1 === null || u2 === null || u1 <= u2 ? null : u2
        },
        say: 'That is u₂, ball 2’s velocity before: the balls are closing (u₁ > u₂), so they do collide and v₂ changes.',
      },
    ],
    tolerance: 0.01,
    label: 'v₂ =',
    digits: 3,
  },
  'c6-stop': {
    kind: 'move',
    widget: 'exchange-1d',
    reads: ['v1', 'impulse'],
    goal: (o) => {
      const v1 = num(o.v1)
      return v1 !== null && Math.abs(v1) < STILL && (num(o.impulse) ?? 0) > 0
    },
    missing: (o) =>
      (num(o.impulse) ?? 0) > 0
        ? `ball 1 still leaves at${spaced(o.v1) ? ` v₁ =${spaced(o.v1)}` : ' a speed other than 0'}: change e, the masses or u₂ until v₁ is 0`
        : 'the balls do not collide: ball 1 must catch up with ball 2 (u₁ > u₂)',
  },
  'c6-printed-keeps': {
    kind: 'move',
    widget: 'exchange-1d',
    reads: ['e', 'printed-momentum-change', 'printed-v1', 'v1', 'impulse'],
    goal: (o) => {
      const [e, change, pv1, v1] = [
        num(o.e),
        num(o['printed-momentum-change']),
        num(o['printed-v1']),
        num(o.v1),
      ]
      if (e === null || change === null || pv1 === null || v1 === null) return false
      return e < 1 && Math.abs(change) < 1e-9 && Math.abs(pv1 - v1) > 0.01 && (num(o.impulse) ?? 0) > 0
    },
    missing: (o) => {
      if ((num(o.impulse) ?? 0) <= 0)
        return 'the balls do not collide: ball 1 must catch up with ball 2 (u₁ > u₂)'
      if ((num(o.e) ?? 1) >= 1) return 'e is 1, where the printed formula is right anyway: set e below 1'
      const change = num(o['printed-momentum-change'])
      if (change === null || Math.abs(change) >= 1e-9)
        return `the printed formula still changes the total momentum${change === null ? '' : ` by ${amount(change)}`}: find the loss’s other zero`
      return 'the printed v₁ is still within 0.01 of the right one: give the balls more speed (the error grows with u₁ and with 1 − e)'
    },
  },
  'c6-wall': {
    kind: 'move',
    widget: 'exchange-1d',
    reads: ['m2', 'u1', 'u2', 'v1'],
    goal: (o) => {
      const [u1, u2, v1] = [num(o.u1), num(o.u2), num(o.v1)]
      if (o.m2 !== 'infinitely heavy' || u1 === null || u2 === null || v1 === null) return false
      return u2 === 0 && u1 > 0 && Math.abs(v1 + u1 / 2) < 0.01
    },
    missing: (o) => {
      const [u1, u2] = [num(o.u1), num(o.u2)]
      if (o.m2 !== 'infinitely heavy') return 'ball 2 must be a wall: tick “infinitely heavy”'
      if (u2 !== 0) return `the wall must stand still, and u₂ is${spaced(u2)}: drag its arrow to 0`
      if (u1 === null || u1 <= 0) return 'ball 1 must move towards the wall (u₁ > 0)'
      const v1 = amount(o.v1)
      return `ball 1 must come back at half its speed, −u₁/2 = ${amount(-u1 / 2)}${v1 ? `, and it comes back at ${v1}` : ''}: change e`
    },
  },
} satisfies Record<string, Check>
