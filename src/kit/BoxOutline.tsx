import { memo } from 'react'
import type { Vec2 } from '../core/vec2'
import { useStage } from './Stage'
import type { Tone } from './tone'
import type { Draws } from './draws'
import { sameShapeProps } from './sameProps'

export interface BoxOutlineProps extends Draws {
  min: Vec2
  max: Vec2
  tone?: Tone
  dashed?: boolean
}

/** An axis-aligned rectangle in model units, e.g. a swept bounding box. */
export const BoxOutline = memo(function BoxOutline({
  min,
  max,
  tone = 'neutral',
  dashed = false,
  quantity,
}: BoxOutlineProps) {
  const s = useStage()
  const x = s.sx(Math.min(min.x, max.x))
  const y = s.sy(Math.max(min.y, max.y))
  return (
    <rect
      className={`rk-box rk-tone-${tone}${dashed ? ' rk-dashed' : ''}`}
      data-draws={quantity}
      aria-hidden
      x={x}
      y={y}
      width={Math.abs(s.len(max.x - min.x))}
      height={Math.abs(s.len(max.y - min.y))}
    />
  )
}, sameShapeProps)
