// A ghost ball's name (the end of the frame, the contact) placed by the kit's rule among places
// round the ball: first where the figure means it, then beside, above, below and on the diagonals
// at the rim. On a phone the move, the contact and the wall sit within a few units of each other,
// and a name fixed above or below its ball lands on the arrow's shaft or the wall: here it keeps
// off the lines it is given and the handles as well as the other names.
import type { Vec2 } from '../../core'
import { Label, type LabelPlace, useStage } from '../../kit'
import type { Tone } from '../../kit/tone'

/** Pixels between the ball's rim and the near edge of its name. */
const GAP_PX = 6
/** Half a line of the stage's type: a name set above or below is centred this much farther out. */
const HALF_LINE_PX = 8

export function BallName({
  at,
  r,
  first,
  tone,
  avoid,
  lines,
  children,
}: {
  at: Vec2
  r: number
  /** where the figure means the name to go: 'above' or 'below' the ball */
  first: 'above' | 'below'
  tone: Tone
  avoid: readonly Vec2[]
  lines: readonly (readonly [Vec2, Vec2])[]
  children: string
}) {
  const rim = useStage().len(r) + GAP_PX
  const up: LabelPlace = { dx: 0, dy: -(rim + HALF_LINE_PX), anchor: 'middle' }
  const down: LabelPlace = { dx: 0, dy: rim + HALF_LINE_PX, anchor: 'middle' }
  const d = rim * Math.SQRT1_2
  const places: LabelPlace[] = [
    ...(first === 'above' ? [up, down] : [down, up]),
    { dx: rim, dy: 0, anchor: 'start' },
    { dx: -rim, dy: 0, anchor: 'end' },
    { dx: d, dy: -d, anchor: 'start' },
    { dx: -d, dy: -d, anchor: 'end' },
    { dx: d, dy: d, anchor: 'start' },
    { dx: -d, dy: d, anchor: 'end' },
  ]
  return (
    <Label at={at} places={places} avoid={avoid} avoidLines={lines} tone={tone}>
      {children}
    </Label>
  )
}
