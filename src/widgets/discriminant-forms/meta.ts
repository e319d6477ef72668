import type { Schema, WidgetMeta } from '../../kit/contract'
import { grazeSchema, grazeWorld, withDefault as at } from '../common/grazeSchema'

export const world = grazeWorld

// Chapter 3's figure, radii to a thousandth, opening on a graze from afar: Δp = (8.246, 6.828),
// w = (−6, −8), R = 2.5, so |Δp × w| = 25 = R·|w| exactly in decimals, with the centres over 4 R
// apart, where the textbook form's error (growing like the square of that) is far above the
// cross-product form's. (Far smaller balls would graze from farther, but not fit a phone.)
// The balls meet halfway, each moving half of w, so both arrow heads lie inside the world and the
// figure's own clamp leaves the opening state as it is (src/widgets/defaults-clamp.test.ts): B
// alone moving by w would end below the world, and the clamp would shorten its arrow into a hit.
export const schema = {
  A: at(grazeSchema.A, { x: -3.9, y: -4.987 }),
  dA: at(grazeSchema.dA, { x: 3, y: 4 }),
  rA: at(grazeSchema.rA, 1.25),
  B: at(grazeSchema.B, { x: 4.346, y: 1.841 }),
  dB: at(grazeSchema.dB, { x: -3, y: -4 }),
  rB: at(grazeSchema.rB, 1.25),
} satisfies Schema

export const meta: WidgetMeta<typeof schema> = {
  id: 'discriminant-forms',
  title: 'The discriminant three ways',
  chapter: 11,
  description:
    'The discriminant of the reader’s two balls as b² − 4ac, as 4(aR² − (Δp×w)²) and exactly, with the error of each float form.',
  schema,
}
