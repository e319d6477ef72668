import type { Schema, StateOf, WidgetMeta } from '../../kit/contract'
import { centreField } from '../common/fields'

/** Where the polygon's corners and the ball may go. */
export const world = { min: { x: -6, y: -5 }, max: { x: 6, y: 5 } } as const

const corner = (n: number, x: number, y: number) => centreField(`Corner ${n}`, { x, y }, world)

// An irregular polygon with a notch, counter-clockwise (source 003's demo has one like it).
export const schema = {
  c1: corner(1, -5, -3),
  c2: corner(2, 0, -4.5),
  c3: corner(3, 5, -2.5),
  c4: corner(4, 4.5, 3),
  c5: corner(5, 1, 1.5),
  c6: corner(6, -1, 4.2),
  c7: corner(7, -5, 2.5),
  ball: centreField('Ball', { x: -2, y: 0 }, world),
  v: {
    kind: 'vec2',
    label: 'Ball velocity (units per second)',
    default: { x: 14, y: 9 },
    min: { x: -40, y: -40 },
    max: { x: 40, y: 40 },
  },
  boost: { kind: 'choice', label: 'Speed ×', default: '3', options: ['1', '3', '10', '100', '1000'] },
  t: { kind: 'number', label: 'Time', default: 0.5, min: 0, max: 1, step: 0.005 },
} satisfies Schema

export type TrapState = StateOf<typeof schema>

export const meta: WidgetMeta<typeof schema> = {
  id: 'polygon-trap',
  title: 'A ball trapped in a polygon',
  chapter: 8,
  description:
    'A ball bouncing inside an irregular polygon on the exact event-driven engine never escapes, however fast; the same ball stepped frame by frame does.',
  schema,
  rule: 'a polygon whose edges cross gets the default shape back, and the ball is moved to the nearest place inside where it fits',
}
