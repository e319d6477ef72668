import type { Schema, WidgetMeta } from '../../kit/contract'

export const PRESETS = ['gas', 'brownian'] as const
export type Preset = (typeof PRESETS)[number]

export const schema = {
  eta: {
    kind: 'number',
    label: 'Packing fraction η (the share of the box the disks cover)',
    default: 0.25,
    min: 0.1,
    max: 0.6,
    step: 0.001,
  },
  preset: {
    kind: 'choice',
    label: 'Whose displacement',
    options: PRESETS,
    default: 'gas',
  },
  play: { kind: 'boolean', label: 'Running', default: false },
} satisfies Schema

export const meta: WidgetMeta<typeof schema> = {
  id: 'diffusion',
  title: 'Diffusion in a hard-disk gas',
  chapter: 12,
  description:
    'The mean squared displacement of 1,020 hard disks at the packing fraction you choose, against time: its slope, four times the diffusion coefficient, beside Enskog’s; or one heavy disk among the light ones, in Brownian motion.',
  schema,
}
