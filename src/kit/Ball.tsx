import { memo } from 'react'
import type { Vec2 } from '../core/vec2'
import { useStage } from './Stage'
import type { Tone } from './tone'
import type { Draws } from './draws'
import { sameShapeProps } from './sameProps'

export interface BallProps extends Draws {
  center: Vec2
  /** radius in model units */
  r: number
  tone?: Tone
  /** a short name, e.g. "A" or "t = 1"; drawn just above the centre unless `labelOffset` says otherwise */
  label?: string
  /** where the label's middle sits, in pixels right of and below the centre */
  labelOffset?: { dx: number; dy: number }
  /** a dashed outline only: where a ball was, or will be */
  ghost?: boolean
}

// Above the centre, clear of the dot and focus ring of a Handle there (radius 12 px), with room
// for presentation mode's larger type.
const ABOVE_CENTRE = { dx: 0, dy: -24 }

/** A ball drawn to scale. Decorative: the handles and outputs carry the accessible content. */
export const Ball = memo(function Ball({
  center,
  r,
  tone = 'a',
  label,
  labelOffset = ABOVE_CENTRE,
  ghost = false,
  quantity,
}: BallProps) {
  const s = useStage()
  const cx = s.sx(center.x)
  const cy = s.sy(center.y)
  return (
    <g className={`rk-ball rk-tone-${tone}${ghost ? ' rk-ghost' : ''}`} data-draws={quantity} aria-hidden>
      <circle cx={cx} cy={cy} r={Math.max(0, s.len(r))} />
      {label && (
        <text
          className="rk-ball-label"
          x={cx + labelOffset.dx}
          y={cy + labelOffset.dy}
          dy="0.35em"
          textAnchor="middle"
        >
          {label}
        </text>
      )}
    </g>
  )
}, sameShapeProps)
