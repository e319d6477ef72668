import { memo } from 'react'
import type { Vec2 } from '../core/vec2'
import { useStage } from './Stage'
import type { Tone } from './tone'
import type { Draws } from './draws'
import { sameShapeProps } from './sameProps'

export interface PolylineProps extends Draws {
  points: readonly Vec2[]
  tone?: Tone
  dashed?: boolean
  closed?: boolean
}

/** Straight segments through model points: paths, plots of f(t), outlines. Non-finite points break the line. */
export const Polyline = memo(function Polyline({
  points,
  tone = 'neutral',
  dashed = false,
  closed = false,
  quantity,
}: PolylineProps) {
  const s = useStage()
  let d = ''
  let pen = false
  for (const p of points) {
    if (!Number.isFinite(p.x) || !Number.isFinite(p.y)) {
      pen = false
      continue
    }
    d += `${pen ? 'L' : 'M'}${s.sx(p.x).toFixed(1)},${s.sy(p.y).toFixed(1)}`
    pen = true
  }
  if (closed && d) d += 'Z'
  return (
    <path
      className={`rk-polyline rk-tone-${tone}${dashed ? ' rk-dashed' : ''}${closed ? ' rk-closed' : ''}`}
      data-draws={quantity}
      aria-hidden
      d={d}
    />
  )
}, sameShapeProps)
