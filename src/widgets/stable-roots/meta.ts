import type { Schema, WidgetMeta } from '../../kit/contract'
import { grazeSchema, grazeWorld, withDefault } from '../common/grazeSchema'

export const world = grazeWorld

// Opens on a graze the cross-product form finds and the textbook formula misses: A moves by
// (4, 0) under B at (2.6, 2), R = 2, so w = (−4, 0) and B's path passes exactly R from A's centre.
// Δp×w = 2.6·0 − 2·(−4) = 8 and aR² = 16·4 = 64 are exact in doubles (2.6 meets only the 0), so
// the stable discriminant is exactly 0, the exact discriminant of these doubles too; b² − 4ac goes
// through 2.6², which no double holds, and comes out a rounding error below 0: a miss.
export const schema = {
  A: withDefault(grazeSchema.A, { x: 0, y: 0 }),
  dA: withDefault(grazeSchema.dA, { x: 4, y: 0 }),
  rA: withDefault(grazeSchema.rA, 1),
  B: withDefault(grazeSchema.B, { x: 2.6, y: 2 }),
  dB: grazeSchema.dB,
  rB: withDefault(grazeSchema.rB, 1),
} satisfies Schema

export const meta: WidgetMeta<typeof schema> = {
  id: 'stable-roots',
  title: 'Textbook formula against stable form',
  chapter: 3,
  description:
    'The same contact time computed two ways, to every digit a double holds: where rounding decides between a hit and a miss.',
  schema,
}
