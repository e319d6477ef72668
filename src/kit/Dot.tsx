import { memo } from 'react'
import type { Vec2 } from '../core/vec2'
import { useStage } from './Stage'
import type { Tone } from './tone'
import type { Draws } from './draws'
import { sameShapeProps } from './sameProps'

export interface DotProps extends Draws {
  at: Vec2
  tone?: Tone
  /** a short name drawn beside the point */
  label?: string
  /** an outline only: where a point will be */
  hollow?: boolean
}

// A point, not a ball: the same size on screen however far the stage zooms, big enough to see on
// a projector and small enough not to hide what it marks.
const DOT_PX = 5

/** A marked point (a contact, where a path enters a circle, a centre seen as a point). Decorative. */
export const Dot = memo(function Dot({ at, tone = 'neutral', label, hollow = false, quantity }: DotProps) {
  const s = useStage()
  const x = s.sx(at.x)
  const y = s.sy(at.y)
  return (
    <g
      className={`rk-dot rk-tone-${tone}${hollow ? ' rk-dot-hollow' : ''}`}
      data-draws={quantity}
      aria-hidden
    >
      <circle cx={x} cy={y} r={DOT_PX} />
      {label && (
        <text className="rk-dot-label" x={x + 8} y={y - 8}>
          {label}
        </text>
      )}
    </g>
  )
}, sameShapeProps)
