import type { Vec2 } from '../../core'
import { Label } from '../../kit/Label'
import { useStage } from '../../kit/Stage'

// Below this stage width (px) the words would sit on the balls and the root labels.
const WORDS_FROM = 520
// A point, not a ball: the same size on screen however far the stage zooms.
const DOT_PX = 5

/** The point where the surfaces first meet: a dot, named in words where there is room. */
export function ContactMark({ at }: { at: Vec2 }) {
  const stage = useStage()
  return (
    <g className="toi-contact rk-tone-accent">
      <circle cx={stage.sx(at.x)} cy={stage.sy(at.y)} r={DOT_PX} aria-hidden />
      {stage.width >= WORDS_FROM && (
        <Label at={at} dx={12} dy={16}>
          first contact
        </Label>
      )}
    </g>
  )
}
