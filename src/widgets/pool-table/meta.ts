import type { Schema, StateOf, WidgetMeta } from '../../kit/contract'

/** The table's cushions (source 003's screen edges), and the balls' radius. */
export const TABLE = { min: { x: 0, y: 0 }, max: { x: 10, y: 5 } } as const
export const RADIUS = 0.35
/** Where the stray ball may start: the table and a strip outside it, all on the stage. */
export const YARD = { min: { x: -2, y: -1 }, max: { x: 12, y: 6 } } as const
/** The longest move per frame: under a third of the table's height, so every bounce shows. */
export const MAX_SPEED = 1
/** Frames in one run of the scrubber. */
export const FRAMES = 200

export const schema = {
  rule: {
    kind: 'choice',
    label: 'Bounce rule',
    default: 'printed',
    options: ['printed', 'corrected'],
  },
  P: {
    kind: 'vec2',
    label: 'Stray ball S at the first frame',
    default: { x: 10.9, y: 2.5 },
    min: YARD.min,
    max: YARD.max,
  },
  V: {
    kind: 'vec2',
    label: 'Move of S per frame',
    default: { x: -0.5, y: 0.3 },
    min: { x: -MAX_SPEED, y: -MAX_SPEED },
    max: { x: MAX_SPEED, y: MAX_SPEED },
  },
  t: { kind: 'number', label: 'Time through the run', default: 0, min: 0, max: 1, step: 0.001 },
} satisfies Schema

export type PoolTableState = StateOf<typeof schema>

export const meta: WidgetMeta<typeof schema> = {
  id: 'pool-table',
  title: 'The pool table that never stops',
  chapter: 7,
  description:
    'Balls bounce off the cushions by negating one velocity component per frame; a ball that starts past a cushion sticks outside under the rule as printed, and walks back in under the corrected one.',
  schema,
  rule: 'a move per frame is at most 1 long',
}
