import { line } from 'd3-shape'
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
  // One decimal of a pixel is all a screen shows, and keeps long plots' paths short.
  const path = line<Vec2>()
    .defined((p) => Number.isFinite(p.x) && Number.isFinite(p.y))
    .x((p) => s.sx(p.x))
    .y((p) => s.sy(p.y))
    .digits(1)
  const drawn = path(points) ?? ''
  const d = closed && drawn ? `${drawn}Z` : drawn
  return (
    <path
      className={`rk-polyline rk-tone-${tone}${dashed ? ' rk-dashed' : ''}${closed ? ' rk-closed' : ''}`}
      data-draws={quantity}
      aria-hidden
      d={d}
    />
  )
}, sameShapeProps)
