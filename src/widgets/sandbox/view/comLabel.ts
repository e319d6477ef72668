// Where the centre of mass's label goes: clear of the balls around the point. The point lies
// between the balls (on a joined pair's contact), so the kit's places beside a dot put the words
// over them, on a phone's small table above all. Pure pixels, from the balls as the report has them.
import type { Vec2 } from '../../../core'
import { type LabelPlace, aroundPoint } from '../../../kit/labelPlace'

/** Pixels between the balls' edge and the label's middle (half a line, and a gap). */
const GAP_PX = 12
/** Most balls looked at: in a crowd every place is over some ball, and the kit's places do. */
const FEW = 16

/**
 * Above the balls the label would cross (`width` px of it either side of the point), else below
 * them: centred, or ending or starting at the point near the stage's edges; then beside the
 * point (the kit's way, for a crowd, a point clear of every ball, or one deep in a cluster such
 * as the pool rack, where words above it all would stand too far from their dot), near it and then
 * a line farther up or down (off the handles the label is told to avoid: a velocity arrow's head
 * level with the point in the pool break). `state`: x, y,
 * vx, vy per ball; `px`: pixels per metre.
 */
export function comLabelPlaces(
  com: Vec2,
  state: Float64Array,
  radii: Float64Array,
  px: number,
  width: number,
): LabelPlace[] {
  const beside: LabelPlace[] = [...aroundPoint(8, 12), ...aroundPoint(8, 30)]
  if (radii.length > FEW) return beside
  let above = 0
  let below = 0
  let widest = 0
  for (let i = 0; i < radii.length; i++) {
    const r = radii[i]!
    const dx = Math.abs(state[4 * i]! - com.x) * px
    if (dx > r * px + width) continue
    const dy = (state[4 * i + 1]! - com.y) * px
    above = Math.max(above, dy + r * px)
    below = Math.max(below, r * px - dy)
    widest = Math.max(widest, r * px)
  }
  // Clear of one layer of balls (a pair, a row), not of a cluster's several.
  if (above === 0 && below === 0) return beside
  const clear = (dy: number): LabelPlace[] => [
    { dx: 0, dy, anchor: 'middle' },
    { dx: 8, dy, anchor: 'end' },
    { dx: -8, dy, anchor: 'start' },
  ]
  const near = (rise: number) => rise <= 2 * widest
  return [
    ...(near(above) ? clear(-(above + GAP_PX)) : []),
    ...(near(below) ? clear(below + GAP_PX) : []),
    ...beside,
  ]
}
