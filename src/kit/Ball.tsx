import { memo } from 'react'
import type { Vec2 } from '../core/vec2'
import { useStage } from './Stage'
import type { Tone } from './tone'
import type { Draws } from './draws'
import type { LabelPlace } from './labelPlace'
import { sameShapeProps } from './sameProps'
import { useLabelPlace } from './useLabelPlace'

export interface BallProps extends Draws {
  center: Vec2
  /** radius in model units */
  r: number
  tone?: Tone
  /** a short name, e.g. "A" or "t = 1"; drawn just above the centre unless `labelOffset` says otherwise */
  label?: string
  /**
   * where the label's middle sits, in pixels right of and below the centre; where that is off the
   * stage or on an earlier label, the label tries the mirror place across the centre, then beside
   * the ball right and left
   */
  labelOffset?: { dx: number; dy: number }
  /** points (model units) the label keeps off, e.g. handles drawn near the ball */
  labelAvoid?: readonly Vec2[]
  /** a dashed outline only: where a ball was, or will be */
  ghost?: boolean
}

// Above the centre, clear of the dot and focus ring of a Handle there (radius 12 px), with room
// for presentation mode's larger type.
const ABOVE_CENTRE = { dx: 0, dy: -24 }
/** Pixels between a ball's rim and a label set beside it. */
const SIDE_GAP_PX = 6

/** A ball drawn to scale. Decorative: the handles and outputs carry the accessible content. */
export const Ball = memo(function Ball({
  center,
  r,
  tone = 'a',
  label,
  labelOffset = ABOVE_CENTRE,
  labelAvoid,
  ghost = false,
  quantity,
}: BallProps) {
  const s = useStage()
  const cx = s.sx(center.x)
  const cy = s.sy(center.y)
  const rim = Math.max(0, s.len(r)) + SIDE_GAP_PX
  const places: LabelPlace[] | undefined = label
    ? [
        { ...labelOffset, anchor: 'middle' },
        { dx: labelOffset.dx, dy: -labelOffset.dy, anchor: 'middle' },
        { dx: rim, dy: 0, anchor: 'start' },
        { dx: -rim, dy: 0, anchor: 'end' },
      ]
    : undefined
  const { ref, place } = useLabelPlace(label ?? '', center, places, labelAvoid)
  return (
    <g className={`rk-ball rk-tone-${tone}${ghost ? ' rk-ghost' : ''}`} data-draws={quantity} aria-hidden>
      <circle cx={cx} cy={cy} r={Math.max(0, s.len(r))} />
      {label && place && (
        <text
          ref={ref}
          className="rk-ball-label"
          x={cx + place.dx}
          y={cy + place.dy}
          dy="0.35em"
          textAnchor={place.anchor}
        >
          {label}
        </text>
      )}
    </g>
  )
}, sameShapeProps)
