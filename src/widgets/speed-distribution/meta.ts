import type { Schema, WidgetMeta } from '../../kit/contract'

/** How the gas starts: every disk at one speed, speeds spread evenly, or a hot and a cold gas mixed. */
export const STARTS = ['equal', 'uniform', 'two-temperatures'] as const
export type Start = (typeof STARTS)[number]

export const schema = {
  start: {
    kind: 'choice',
    label: 'How the speeds start',
    default: 'equal',
    options: STARTS,
  },
  play: { kind: 'boolean', label: 'Running', default: false },
  // The reader's prediction, a marker on the histogram, set before the run shows the law.
  guess: {
    kind: 'number',
    label: 'Your prediction of the most probable speed',
    default: 2,
    min: 0,
    max: 4,
    step: 0.001,
  },
} satisfies Schema

export const meta: WidgetMeta<typeof schema> = {
  id: 'speed-distribution',
  title: 'Speeds relax to Maxwell–Boltzmann',
  chapter: 12,
  description:
    'A gas of 1,020 hard disks started far from equilibrium: its histogram of speeds flows into the two-dimensional Maxwell–Boltzmann law while Boltzmann’s H falls.',
  schema,
}
