import type { Schema, WidgetMeta } from '../../kit/contract'

const massField = (label: string, value: number) =>
  ({ kind: 'number', label, default: value, min: 0.1, max: 10, step: 0.1, infinite: true }) as const
const velocityField = (label: string, value: number) =>
  ({ kind: 'number', label, default: value, min: -10, max: 10, step: 0.05 }) as const

// The defaults are the erratum's counterexample (docs/errata.md, 000 §5): momentum 2 before, and
// 1/2 after by the formula as printed.
export const schema = {
  m1: massField('Mass of ball 1', 1),
  m2: massField('Mass of ball 2', 3),
  u1: velocityField('Velocity of ball 1 before', 5),
  u2: velocityField('Velocity of ball 2 before', -1),
  e: { kind: 'number', label: 'Restitution e', default: 0.5, min: 0, max: 1, step: 0.01 },
} satisfies Schema

export const meta: WidgetMeta<typeof schema> = {
  id: 'exchange-1d',
  title: 'A head-on collision on a line',
  chapter: 6,
  description:
    'Two balls meet head-on: set their masses, velocities and restitution e, and watch momentum stay while kinetic energy goes.',
  schema,
  rule: 'both balls cannot be infinitely heavy: ball 2 gets its default mass',
}
