import type { Schema, WidgetMeta } from '../../kit/contract'
import { schema as grazeSchema } from '../stable-roots/meta'

export { world } from '../stable-roots/meta'

// Chapter 3's figure, radii to a thousandth, opening on a far graze: Δp = (6.988, 9.984),
// w = (−6, −8), R = 0.4, so |Δp × w| = 4 = R·|w| exactly in decimals, with the centres 30 R apart, where the
// textbook form's error (growing like the square of that) is far above the cross-product form's.
const at = <F extends { default: unknown }, V>(field: F, value: V) => ({ ...field, default: value })
export const schema = {
  A: at(grazeSchema.A, { x: -3.511, y: -4.987 }),
  dA: at(grazeSchema.dA, { x: 0, y: 0 }),
  rA: at(grazeSchema.rA, 0.213),
  B: at(grazeSchema.B, { x: 3.477, y: 4.997 }),
  dB: at(grazeSchema.dB, { x: -6, y: -8 }),
  rB: at(grazeSchema.rB, 0.187),
} satisfies Schema

export const meta: WidgetMeta<typeof schema> = {
  id: 'discriminant-forms',
  title: 'The discriminant three ways',
  chapter: 11,
  description:
    'The discriminant of the reader’s two balls as b² − 4ac, as 4(aR² − (Δp×w)²) and exactly, with the error of each float form.',
  schema,
}
