// Two balls with radii to a thousandth, its defaults an exact graze of decimals: chapter 3's
// stable-roots figure and chapter 11's discriminant-forms figure share it, each opening on a graze
// of its own (withDefault); chapter 3 links to this one.
import type { Schema } from '../../kit/contract'
import { centreField, displacementField } from './fields'

/** Where a centre may go; the stage adds the largest radius around it. */
export const grazeWorld = { min: { x: -4, y: -5 }, max: { x: 10, y: 5 } } as const

// Radii to a thousandth (not the other figures' 0.05): the graze below needs rA = rB = 2.437.
const radius = (label: string) =>
  ({ kind: 'number', label, default: 2.437, min: 0.2, max: 2.5, step: 0.001 }) as const

/** A field of the schema opening on another value (a figure's own opening state). */
export const withDefault = <F extends { default: unknown }, V>(field: F, value: V) => ({
  ...field,
  default: value,
})

// The default is an exact graze: Δp = (4.411, −2.242), w = (−1.125, −1.5), R = 4.874, and
// |Δp × w| = 9.13875 = R·|w| exactly, so the exact discriminant of these decimals is 0.
export const grazeSchema = {
  A: centreField('Ball A centre at frame start', { x: 0, y: 0 }, grazeWorld),
  dA: displacementField('Ball A displacement over the frame', { x: 1.125, y: 1.5 }, grazeWorld),
  rA: radius('Ball A radius'),
  B: centreField('Ball B centre at frame start', { x: 4.411, y: -2.242 }, grazeWorld),
  dB: displacementField('Ball B displacement over the frame', { x: 0, y: 0 }, grazeWorld),
  rB: radius('Ball B radius'),
} satisfies Schema
