// Chapter 12 says why time-reversal opens at η = 0.25: it is the gas of the speed figure above it.
// The two figures' densities are set in two places; this keeps the chapter's sentence true.
import { expect, it } from 'vitest'
import { ETA } from './speed-distribution/report'
import { schema } from './time-reversal/meta'

it('time-reversal opens on the speed figure’s packing fraction, as chapter 12 says', () => {
  expect(Number(schema.density.default)).toBe(ETA)
})
