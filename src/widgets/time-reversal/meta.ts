import type { Schema, WidgetMeta } from '../../kit/contract'

/**
 * The packing fractions the figure offers: its own, and the two of Dellago, Posch & Hoover's
 * hard-disk studies that Dinius (2014) computed λ at, number densities nσ² = 0.5 and 0.6 (η = πnσ²/4).
 */
export const DENSITIES = ['0.25', '0.3927', '0.4712'] as const
export type Density = (typeof DENSITIES)[number]

export const schema = {
  density: {
    kind: 'choice',
    label: 'Packing fraction of the gas',
    default: '0.25',
    options: DENSITIES,
  },
  // The longest time the gas runs forward before its velocities are flipped; the figure also runs
  // shorter times, evenly spaced up to this one, to draw how the return error grows.
  T: {
    kind: 'number',
    label: 'Longest time run forward T',
    default: 40,
    min: 2,
    max: 60,
    step: 0.1,
  },
  play: { kind: 'boolean', label: 'Running', default: false },
} satisfies Schema

export const meta: WidgetMeta<typeof schema> = {
  id: 'time-reversal',
  title: 'Running time backwards',
  chapter: 12,
  description:
    'A gas of 1,020 hard disks run forward, every velocity flipped, and run back for as long: how far the disks land from where they started, against the time run, on a log scale.',
  schema,
}
