import { memo, type ReactNode } from 'react'
import type { Vec2 } from '../core/vec2'
import { useStage } from './Stage'
import type { Tone } from './tone'
import type { Draws } from './draws'
import { sameShapeProps } from './sameProps'

export interface LabelProps extends Draws {
  at: Vec2
  children: ReactNode
  /** offset in pixels, right and down, so a label can sit beside its point */
  dx?: number
  dy?: number
  anchor?: 'start' | 'middle' | 'end'
  tone?: Tone
}

/** Text in the figure, with a halo so it stays legible over lines. */
export const Label = memo(function Label({
  at,
  children,
  dx = 0,
  dy = 0,
  anchor = 'start',
  tone = 'neutral',
  quantity,
}: LabelProps) {
  const s = useStage()
  return (
    <text
      className={`rk-label rk-tone-${tone}`}
      x={s.sx(at.x) + dx}
      y={s.sy(at.y) + dy}
      dy="0.35em"
      textAnchor={anchor}
      data-draws={quantity}
    >
      {children}
    </text>
  )
}, sameShapeProps)
