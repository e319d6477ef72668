import { memo } from 'react'
import type { Vec2 } from '../core/vec2'
import { Handle } from './Handle'
import { useStage } from './Stage'
import { sameShapeProps } from './sameProps'

export interface WallProps {
  from: Vec2
  to: Vec2
  /** names the wall; its end handles are "<label> start" and "<label> end" */
  label?: string
  onMoveFrom?: (p: Vec2) => void
  onMoveTo?: (p: Vec2) => void
}

/** A wall segment, drawn thick with a hatch so it reads as solid without colour. */
export const Wall = memo(function Wall({ from, to, label = 'Wall', onMoveFrom, onMoveTo }: WallProps) {
  const s = useStage()
  return (
    <g className="rk-wall">
      <line aria-hidden x1={s.sx(from.x)} y1={s.sy(from.y)} x2={s.sx(to.x)} y2={s.sy(to.y)} />
      {onMoveFrom && <Handle label={`${label} start`} at={from} onMove={onMoveFrom} />}
      {onMoveTo && <Handle label={`${label} end`} at={to} onMove={onMoveTo} />}
    </g>
  )
}, sameShapeProps)
