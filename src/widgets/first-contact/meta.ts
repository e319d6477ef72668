import type { Schema, WidgetMeta } from '../../kit/contract'
import { centreField, displacementField } from '../common/fields'

/** Where a centre may go; the stage adds the largest radius around it. */
export const world = { min: { x: -6, y: -4 }, max: { x: 6, y: 4 } } as const

/** The balls, with fixed radii: this figure is about where and when, not size. */
export const balls = [
  { name: 'A', r: 1, tone: 'a' },
  { name: 'B', r: 0.8, tone: 'b' },
  { name: 'C', r: 0.6, tone: 'c' },
] as const
export type BallName = (typeof balls)[number]['name']

export const schema = {
  A: centreField('Ball A centre at frame start', { x: -4.5, y: -1 }, world),
  dA: displacementField('Ball A displacement over the frame', { x: 8, y: 1.5 }, world),
  B: centreField('Ball B centre at frame start', { x: 2, y: 3 }, world),
  dB: displacementField('Ball B displacement over the frame', { x: -1, y: -5 }, world),
  C: centreField('Ball C centre at frame start', { x: 4.5, y: -3 }, world),
  dC: displacementField('Ball C displacement over the frame', { x: -3, y: 1 }, world),
} satisfies Schema

export const meta: WidgetMeta<typeof schema> = {
  id: 'first-contact',
  title: 'Which two meet first?',
  chapter: 0,
  description:
    'Three balls and where each is going in one frame: drag them and see which pair touches first, when and where.',
  schema,
}
