import { memo, useRef } from 'react'
import type { Vec2 } from '../../core'
import { sameShapeProps } from '../../kit/sameProps'
import { useStage } from '../../kit/Stage'
import { useDrag } from '../../kit/useDrag'

/**
 * The disc of a ball as a pointer target beneath its centre Handle. A moving ball is moved by it,
 * so it can be grabbed anywhere on its body. A ball that stands still has its arrow head hidden
 * under its centre Handle; dragging its body pulls that arrow out instead (`pull`), the tip
 * following the pointer. Keyboard and screen-reader users have the two Handles for both.
 * Blocks page panning only on the ball itself.
 */
export const BallGrip = memo(function BallGrip({
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
  const move = useRef(onMove)
  // A moved ball keeps its place under the pointer instead of jumping its centre there.
  const drag = useDrag({
    onMove: (p) => move.current(p),
    at: pull ? undefined : center,
    onStart: () => {
      move.current = onMove
    },
  })
  return (
    <circle
      className={pull ? 'rk-interactive toi-grip toi-grip-pull' : 'rk-interactive toi-grip'}
      aria-hidden
      cx={stage.sx(center.x)}
      cy={stage.sy(center.y)}
      r={stage.len(r)}
      {...drag}
    />
  )
}, sameShapeProps)
