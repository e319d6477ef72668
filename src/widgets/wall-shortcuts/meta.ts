import type { Schema, StateOf, WidgetMeta } from '../../kit/contract'

/** Where the ball's start, its end and the wall's ends may go. */
export const WORLD = { min: { x: -5, y: -3 }, max: { x: 5, y: 3 } } as const
export const MAX_RADIUS = 1
/** The shortest wall: shorter than this, its direction is mostly rounding. */
export const MIN_WALL = 0.5

export const schema = {
  B: {
    kind: 'vec2',
    label: 'Ball at the start of the frame',
    default: { x: -1, y: 2.5 },
    min: WORLD.min,
    max: WORLD.max,
  },
  d: {
    kind: 'vec2',
    label: 'Move of the ball over the frame',
    default: { x: 1, y: -3 },
    min: { x: -10, y: -6 },
    max: { x: 10, y: 6 },
  },
  r: { kind: 'number', label: 'Radius of the ball', default: 0.6, min: 0.2, max: MAX_RADIUS, step: 0.05 },
  W0: { kind: 'vec2', label: 'Wall start', default: { x: -3, y: -2 }, min: WORLD.min, max: WORLD.max },
  W1: { kind: 'vec2', label: 'Wall end', default: { x: 3, y: 2 }, min: WORLD.min, max: WORLD.max },
} satisfies Schema

export type WallShortcutsState = StateOf<typeof schema>

export const meta: WidgetMeta<typeof schema> = {
  id: 'wall-shortcuts',
  title: 'Cheap wall tests against the exact one',
  chapter: 7,
  description:
    'A ball moves past a slanted wall: the centre-path test, the radius drop for glancing hits and the bounding rectangle, each set against the exact swept test.',
  schema,
  rule: 'the ball’s end stays in the world, and a wall needs two ends at least 0.5 apart (a shorter one has no direction; the default wall is shown)',
}
