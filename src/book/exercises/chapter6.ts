// Exercises of chapter 6 (chapters/06-mass-and-bounce.mdx), on the figure exchange-1d.
import { type Check, num, text } from './types'

const STILL = 0.02

export const chapter6 = {
  'c6-v2': {
    kind: 'number',
    widget: 'exchange-1d',
    reads: ['v2', 'u1', 'u2'],
    expected: (o) => num(o.v2),
    hides: ['v2', 'printed-v2'],
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
    now: (o) => `ball 1 leaves at v₁ = ${text(o.v1)}, with J = ${text(o.impulse)}`,
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
    now: (o) =>
      `e is ${text(o.e)}, the printed formula changes the momentum by ${text(o['printed-momentum-change'])}, and gives v₁ = ${text(o['printed-v1'])} against ${text(o.v1)}`,
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
    now: (o) =>
      `ball 2 is ${o.m2 === 'infinitely heavy' ? 'infinitely heavy' : `of mass ${text(o.m2)}`}, u₂ = ${text(o.u2)}, and ball 1 goes from ${text(o.u1)} to ${text(o.v1)}`,
  },
} satisfies Record<string, Check>
