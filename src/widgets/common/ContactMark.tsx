import type { Vec2 } from '../../core'
import { Dot } from '../../kit/Dot'
import { Label } from '../../kit/Label'
import { useStage } from '../../kit/Stage'

// Below this stage width (px) the words would cover the balls: the dot alone marks the contact.
const WORDS_FROM = 520

/** The point where the surfaces first meet: a dot, named in words where there is room. */
export function ContactMark({ at }: { at: Vec2 }) {
  const stage = useStage()
  return (
    <g>
      <Dot at={at} tone="accent" />
      {stage.width >= WORDS_FROM && (
        <Label at={at} dx={12} dy={16}>
          first contact
        </Label>
      )}
    </g>
  )
}
