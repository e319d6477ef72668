import { path } from 'd3-path'
import { memo } from 'react'
import type { Vec2 } from '../core/vec2'
import { useStage } from './Stage'
import type { Tone } from './tone'
import type { Draws } from './draws'
import { sameShapeProps } from './sameProps'
import { useLabelPlace } from './useLabelPlace'

export interface AngleProps extends Draws {
  /** the vertex */
  at: Vec2
  /** points on the two rays; the arc takes the smaller turn between them */
  from: Vec2
  to: Vec2
  /** arc radius in pixels */
  radius?: number
  label?: string
  tone?: Tone
}

/** Pixels beyond the arc to the label's middle, in the order tried. */
const LABEL_REACH_PX = [12, 26, 40]

/** An angle arc at a vertex, with an optional label on its bisector. */
export const Angle = memo(function Angle({
  at,
  from,
  to,
  radius = 28,
  label,
  tone = 'accent',
  quantity,
}: AngleProps) {
  const s = useStage()
  const cx = s.sx(at.x)
  const cy = s.sy(at.y)
  const a0 = Math.atan2(s.sy(from.y) - cy, s.sx(from.x) - cx)
  const a1 = Math.atan2(s.sy(to.y) - cy, s.sx(to.x) - cx)
  let sweep = a1 - a0
  while (sweep > Math.PI) sweep -= 2 * Math.PI
  while (sweep < -Math.PI) sweep += 2 * Math.PI
  // The label on the bisector just outside the arc, else farther out where an earlier label is.
  const mid = a0 + sweep / 2
  const onBisector = Number.isFinite(sweep)
    ? LABEL_REACH_PX.map((out) => ({
        dx: (radius + out) * Math.cos(mid),
        dy: (radius + out) * Math.sin(mid),
        anchor: 'middle' as const,
      }))
    : undefined
  const { ref, place } = useLabelPlace(label ?? '', at, label ? onBisector : undefined)
  if (!Number.isFinite(sweep)) return null
  // Screen angles grow clockwise (y points down), as a canvas arc's do.
  const arc = path()
  arc.arc(cx, cy, radius, a0, a0 + sweep, sweep < 0)
  return (
    <g className={`rk-angle rk-tone-${tone}`} data-draws={quantity} aria-hidden>
      <path d={arc.toString()} />
      {label && place && (
        <text
          ref={ref}
          className="rk-label"
          x={cx + place.dx}
          y={cy + place.dy}
          dy="0.35em"
          textAnchor="middle"
        >
          {label}
        </text>
      )}
    </g>
  )
}, sameShapeProps)
