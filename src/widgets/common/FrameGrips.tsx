// The grips of balls that move over one frame: each ball's arrow, whose head is where the ball ends
// the frame, then each ball's centre at the start. Arrows come first so a handle at the start is
// drawn over an arrow's tail, and the first handle in the DOM (the one the benchmarks grab) is an
// arrow head.
import type { Vec2 } from '../../core'
import { Arrow } from '../../kit/Arrow'
import { Handle } from '../../kit/Handle'
import type { Tone } from '../../kit/tone'
import { BALL_TONE, type BallName, type TwoBallState } from './twoBalls'

export interface FrameGrip {
  /** the ball's name in labels: "Ball A at the start of the frame" */
  name: string
  tone: Tone
  start: Vec2
  end: Vec2
  /** handlers made once (useMoves), so a grip that did not move skips its redraw */
  moveStart: (to: Vec2) => void
  moveEnd: (to: Vec2) => void
}

/** The grips of balls A and B (tones a and b), with the handlers useMoves makes from ballMoves. */
export function twoBallGrips(
  s: TwoBallState,
  end: Readonly<Record<BallName, Vec2>>,
  move: Readonly<Record<`${'start' | 'end'}${BallName}`, (to: Vec2) => void>>,
): FrameGrip[] {
  return (['A', 'B'] as const).map((b) => ({
    name: b,
    tone: BALL_TONE[b],
    start: s[b],
    end: end[b],
    moveStart: move[`start${b}`],
    moveEnd: move[`end${b}`],
  }))
}

export function FrameGrips({ balls }: { balls: readonly FrameGrip[] }) {
  return (
    <>
      {balls.map((b) => (
        <Arrow
          key={`end${b.name}`}
          tail={b.start}
          tip={b.end}
          tone={b.tone}
          label={`Ball ${b.name} at the end of the frame`}
          onMove={b.moveEnd}
        />
      ))}
      {balls.map((b) => (
        <Handle
          key={`start${b.name}`}
          label={`Ball ${b.name} at the start of the frame`}
          at={b.start}
          tone={b.tone}
          onMove={b.moveStart}
        />
      ))}
    </>
  )
}
