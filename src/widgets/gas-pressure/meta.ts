import type { Schema, WidgetMeta } from '../../kit/contract'

export const schema = {
  eta: {
    kind: 'number',
    label: 'Packing fraction η (the share of the box the disks cover)',
    default: 0.3,
    min: 0.05,
    max: 0.6,
    step: 0.001,
  },
  play: { kind: 'boolean', label: 'Measuring', default: false },
} satisfies Schema

export const meta: WidgetMeta<typeof schema> = {
  id: 'gas-pressure',
  title: 'The pressure of a hard-disk gas',
  chapter: 12,
  description:
    'A gas of 1,020 hard disks at the packing fraction you choose: its pressure measured from the momentum its contacts exchange, against Henderson’s equation of state and the ideal gas.',
  schema,
}
