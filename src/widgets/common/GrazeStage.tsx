// The stage of the two graze figures (chapter 3's stable-roots, chapter 11's discriminant-forms,
// both on grazeSchema.ts): balls A and B at the start of the frame and, ghosted, at its end, the
// grips that move them, and radius sliders to a thousandth.
import type { Vec2 } from '../../core'
import { Ball, Stage } from '../../kit'
import type { FieldSpec, Schema } from '../../kit/contract'
import type { WidgetState } from '../../kit/useWidgetState'
import { FrameGrips, twoBallGrips } from './FrameGrips'
import { grazeSchema, grazeWorld } from './grazeSchema'
import { RadiusSliders } from './RadiusSliders'
import { BALL_TONE, contentBox, positionsAt, type TwoBallState } from './twoBalls'
import { stageAround } from './world'

const STAGE = stageAround(grazeWorld, grazeSchema.rA.max)
const BALLS = ['A', 'B'] as const

export function GrazeStage<S extends Schema & Record<'rA' | 'rB', FieldSpec>>({
  widget,
  state,
  label,
  move,
  quantity,
}: {
  widget: WidgetState<S>
  /** The widget's state, read as two balls. */
  state: TwoBallState
  /** What the stage shows, in words. */
  label: string
  move: Record<`${'start' | 'end'}${'A' | 'B'}`, (to: Vec2) => void>
  /** what the two balls draw, for presentation mode's highlight (Draws) */
  quantity?: string
}) {
  const s = state
  const radius = { A: s.rA, B: s.rB }
  const end = positionsAt(s, 1)
  return (
    <>
      {/* Fitted at every width: two balls a few units across in an 18-unit world filled a sixth of it. */}
      <Stage x={STAGE.x} y={STAGE.y} label={label} fit={contentBox(s)} fitWide grid axes>
        {BALLS.map((b) => (
          <Ball key={`end${b}`} center={end[b]} r={radius[b]} tone={BALL_TONE[b]} ghost />
        ))}
        {BALLS.map((b) => (
          <Ball key={b} center={s[b]} r={radius[b]} tone={BALL_TONE[b]} label={b} quantity={quantity} />
        ))}
        <FrameGrips balls={twoBallGrips(s, end, move)} />
      </Stage>
      <RadiusSliders widget={widget} digits={3} />
    </>
  )
}
