import { type PointerEvent, useRef } from 'react'
import type { Vec2 } from '../../core'
import { useStage } from '../../kit/Stage'

/**
 * The disc of a ball as a pointer target beneath its centre Handle. A moving ball is moved by it,
 * so it can be grabbed anywhere on its body. A ball that stands still has its arrow head hidden
 * under its centre Handle; dragging its body pulls that arrow out instead (`pull`), the tip
 * following the pointer. Keyboard and screen-reader users have the two Handles for both.
 * Blocks page panning only on the ball itself.
 */
export function BallGrip({
  center,
  r,
  pull,
  onMove,
}: {
  center: Vec2
  r: number
  pull: boolean
  onMove: (p: Vec2) => void
}) {
  const stage = useStage()
  // What a drag does is fixed when it starts: pulling an arrow out makes the ball a moving one
  // halfway through, and the drag must go on pulling.
  const drag = useRef<{ id: number; offset: Vec2; move: (p: Vec2) => void } | null>(null)
  const pointerAt = (e: PointerEvent<SVGCircleElement>) => {
    const box = stage.svg.current!.getBoundingClientRect()
    return stage.toModel(e.clientX - box.left, e.clientY - box.top)
  }
  const onPointerDown = (e: PointerEvent<SVGCircleElement>) => {
    if (e.button !== 0 || !stage.svg.current) return
    const p = pointerAt(e)
    // A moved ball keeps its place under the pointer instead of jumping its centre there.
    drag.current = {
      id: e.pointerId,
      offset: pull ? { x: 0, y: 0 } : { x: center.x - p.x, y: center.y - p.y },
      move: onMove,
    }
    e.currentTarget.setPointerCapture(e.pointerId)
    e.preventDefault()
  }
  const onPointerMove = (e: PointerEvent<SVGCircleElement>) => {
    const d = drag.current
    if (!d || d.id !== e.pointerId) return
    const p = pointerAt(e)
    d.move({ x: p.x + d.offset.x, y: p.y + d.offset.y })
  }
  const stop = () => {
    drag.current = null
  }
  return (
    <circle
      className={pull ? 'rk-interactive toi-grip toi-grip-pull' : 'rk-interactive toi-grip'}
      aria-hidden
      cx={stage.sx(center.x)}
      cy={stage.sy(center.y)}
      r={stage.len(r)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stop}
      onPointerCancel={stop}
    />
  )
}
