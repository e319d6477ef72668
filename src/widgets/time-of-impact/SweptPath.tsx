import { memo } from 'react'
import type { Vec2 } from '../../core'
import { sameShapeProps } from '../../kit/sameProps'
import { useStage } from '../../kit/Stage'
import type { Tone } from '../../kit/tone'

/**
 * Everything a ball covers over the frame: a line as thick as the ball with round caps, which is
 * exactly the capsule swept by a disc moving along a segment.
 */
export const SweptPath = memo(function SweptPath({
  from,
  to,
  r,
  tone,
}: {
  from: Vec2
  to: Vec2
  r: number
  tone: Tone
}) {
  const s = useStage()
  return (
    <path
      className={`toi-swept rk-tone-${tone}`}
      aria-hidden
      d={`M${s.sx(from.x)},${s.sy(from.y)}L${s.sx(to.x)},${s.sy(to.y)}`}
      strokeWidth={2 * s.len(r)}
    />
  )
}, sameShapeProps)
