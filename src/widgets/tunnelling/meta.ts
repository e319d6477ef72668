import type { Schema, StateOf, WidgetMeta } from '../../kit/contract'
import { centreField, displacementField, radiusField } from '../common/fields'

/** Where centres may go: the fast ball's start and end and the other ball all stay on the stage. */
export const world = { min: { x: -6, y: -3 }, max: { x: 6, y: 3 } } as const

export const schema = {
  A: centreField('Fast ball A at frame start', { x: -5, y: 0 }, world),
  dA: displacementField('Ball A displacement over the frame', { x: 10, y: 0 }, world),
  rA: radiusField('Radius of A', 0.5, 1.5),
  B: centreField('Ball B, standing still', { x: 0.85, y: 0.9 }, world),
  rB: radiusField('Radius of B', 0.7, 1.5),
  n: { kind: 'number', label: 'Sub-steps per frame', default: 1, min: 1, max: 16, step: 1 },
} satisfies Schema

export type TunnellingState = StateOf<typeof schema>

export const meta: WidgetMeta<typeof schema> = {
  id: 'tunnelling',
  title: 'A fast ball tunnels through',
  chapter: 1,
  description:
    'A fast ball passes through another within one frame: testing only the frame ends (or a few sub-steps) misses the hit.',
  schema,
}
