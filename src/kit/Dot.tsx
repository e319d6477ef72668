import { memo } from 'react'
import type { Vec2 } from '../core/vec2'
import { useStage } from './Stage'
import type { Tone } from './tone'
import type { Draws } from './draws'
import { type LabelPlace, aroundPoint } from './labelPlace'
import { useMasked } from './masked'
import { sameShapeProps } from './sameProps'
import { useLabelPlace } from './useLabelPlace'

export interface DotProps extends Draws {
  at: Vec2
  tone?: Tone
  /** a short name drawn beside the point: right of it and above, or where it stays on the stage */
  label?: string
  /** an outline only: where a point will be */
  hollow?: boolean
  /** the label's places to try, in order, instead of beside the point (what the point sits among: the sandbox's balls) */
  places?: readonly LabelPlace[]
  /** handles' points (model units) the label keeps off among its places, e.g. an arrow's head grabbed near the point */
  avoid?: readonly Vec2[]
  /** a label whose words are set farther than this (px) from the point gets a line to them, so it names the point and not what lies between */
  leader?: number
}

// A point, not a ball: the same size on screen however far the stage zooms, big enough to see on
// a projector and small enough not to hide what it marks.
const DOT_PX = 5
// Beside the point on a side, else straight above or below it.
const LABEL_PLACES = [
  ...aroundPoint(8, 12),
  { dx: 0, dy: -18, anchor: 'middle' as const },
  { dx: 0, dy: 18, anchor: 'middle' as const },
]

/** A marked point (a contact, where a path enters a circle, a centre seen as a point). Decorative. */
export const Dot = memo(function Dot({
  at,
  tone = 'neutral',
  label,
  hollow = false,
  places = LABEL_PLACES,
  avoid,
  leader = Number.POSITIVE_INFINITY,
  quantity,
}: DotProps) {
  const s = useStage()
  const x = s.sx(at.x)
  const y = s.sy(at.y)
  // A label may carry a number ("t = 0.51") an open exercise hides (masked.ts).
  const text = useMasked(label ?? '')
  const { ref, place, box } = useLabelPlace(text, at, label ? places : undefined, avoid)
  // The words' nearest point to the dot, where a leader line ends.
  const near = box && {
    x: Math.min(Math.max(x, box.left), box.right),
    y: Math.min(Math.max(y, box.top), box.bottom),
  }
  return (
    <g
      className={`rk-dot rk-tone-${tone}${hollow ? ' rk-dot-hollow' : ''}`}
      data-draws={quantity}
      aria-hidden
    >
      <circle cx={x} cy={y} r={DOT_PX} />
      {near && Math.hypot(near.x - x, near.y - y) > leader && (
        <line className="rk-dot-leader" x1={x} y1={y} x2={near.x} y2={near.y} />
      )}
      {label && place && (
        <text
          ref={ref}
          className="rk-dot-label"
          x={x + place.dx}
          y={y + place.dy}
          dy="0.35em"
          textAnchor={place.anchor}
        >
          {text}
        </text>
      )}
    </g>
  )
}, sameShapeProps)
