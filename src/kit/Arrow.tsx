import { memo } from 'react'
import type { Vec2 } from '../core/vec2'
import { Handle } from './Handle'
import { useStage } from './Stage'
import type { Tone } from './tone'
import type { Draws } from './draws'
import { sameShapeProps } from './sameProps'

export interface ArrowProps extends Draws {
  tail: Vec2
  tip: Vec2
  tone?: Tone
  dashed?: boolean
  /** names the vector; with onMove it labels the head's handle, e.g. "Velocity of A" */
  label?: string
  /** makes the head draggable; receives the requested tip in model units */
  onMove?: (tip: Vec2) => void
  /** what the head's position means, announced instead of its coordinates (Handle's `says`) */
  says?: string
}

const HEAD = 10

/** A vector drawn from its tail; its head is a Handle when `onMove` is given. */
export const Arrow = memo(function Arrow({
  tail,
  tip,
  tone = 'a',
  dashed = false,
  label,
  onMove,
  says,
  quantity,
}: ArrowProps) {
  const s = useStage()
  const x0 = s.sx(tail.x)
  const y0 = s.sy(tail.y)
  const x1 = s.sx(tip.x)
  const y1 = s.sy(tip.y)
  const len = Math.hypot(x1 - x0, y1 - y0)
  // The head is drawn in pixels so it keeps its size at any zoom; a zero vector has no head.
  const ux = len > 0 ? (x1 - x0) / len : 0
  const uy = len > 0 ? (y1 - y0) / len : 0
  const head = Math.min(HEAD, len)
  const bx = x1 - ux * head
  const by = y1 - uy * head
  const w = head * 0.5
  return (
    <g className={`rk-arrow rk-tone-${tone}${dashed ? ' rk-dashed' : ''}`} data-draws={quantity}>
      <g aria-hidden>
        <line x1={x0} y1={y0} x2={bx} y2={by} />
        {len > 0 && (
          <polygon points={`${x1},${y1} ${bx - uy * w},${by + ux * w} ${bx + uy * w},${by - ux * w}`} />
        )}
      </g>
      {onMove && <Handle label={label ?? 'Arrow head'} at={tip} onMove={onMove} tone={tone} says={says} />}
    </g>
  )
}, sameShapeProps)
