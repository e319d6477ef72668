import { path } from 'd3-path'
import { memo } from 'react'
import type { Vec2 } from '../core/vec2'
import { useStage } from './Stage'
import type { Tone } from './tone'
import type { Draws } from './draws'
import { sameShapeProps } from './sameProps'

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
  if (!Number.isFinite(sweep)) return null
  // Screen angles grow clockwise (y points down), as a canvas arc's do.
  const arc = path()
  arc.arc(cx, cy, radius, a0, a0 + sweep, sweep < 0)
  const mid = a0 + sweep / 2
  const lx = cx + (radius + 12) * Math.cos(mid)
  const ly = cy + (radius + 12) * Math.sin(mid)
  return (
    <g className={`rk-angle rk-tone-${tone}`} data-draws={quantity} aria-hidden>
      <path d={arc.toString()} />
      {label && (
        <text className="rk-label" x={lx} y={ly} dy="0.35em" textAnchor="middle">
          {label}
        </text>
      )}
    </g>
  )
}, sameShapeProps)
