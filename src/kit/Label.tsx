import { memo, type ReactNode } from 'react'
import type { Vec2 } from '../core/vec2'
import { useMasked } from './masked'
import { useStage } from './Stage'
import type { Tone } from './tone'
import type { Draws } from './draws'
import type { LabelPlace } from './labelPlace'
import { sameShapeProps } from './sameProps'
import { useLabelPlace } from './useLabelPlace'

export interface LabelProps extends Draws {
  at: Vec2
  children: ReactNode
  /** offset in pixels, right and down, so a label can sit beside its point */
  dx?: number
  dy?: number
  anchor?: 'start' | 'middle' | 'end'
  tone?: Tone
  /**
   * places to try in order, instead of dx, dy and anchor: the first that keeps the text on the
   * stage, off the handles at `avoid` (model points) and off the stage's earlier labels wins
   * (labelPlace.ts); without them the label keeps dx, dy and anchor, and later labels avoid it
   */
  places?: readonly LabelPlace[]
  avoid?: readonly Vec2[]
  /** segments (model end points) the text keeps off among `places`: the lines it names or sits between */
  avoidLines?: readonly (readonly [Vec2, Vec2])[]
}

/**
 * The text of `children` when it is plain: a string, a number, or a list of them, as JSX makes of
 * "d = {value}". Null for anything else (an element): such a label is neither masked nor measured.
 */
export function plainText(children: ReactNode): string | null {
  if (typeof children === 'string' || typeof children === 'number') return String(children)
  if (children === null || children === undefined || typeof children === 'boolean') return ''
  if (!Array.isArray(children)) return null
  const parts = children.map(plainText)
  return parts.every((p) => p !== null) ? parts.join('') : null
}

/** Text in the figure, with a halo so it stays legible over lines. */
export const Label = memo(function Label({
  at,
  children,
  dx = 0,
  dy = 0,
  anchor = 'start',
  tone = 'neutral',
  places,
  avoid,
  avoidLines,
  quantity,
}: LabelProps) {
  const s = useStage()
  // A drawn number an open exercise hides is masked like its read-out (masked.ts).
  const plain = plainText(children)
  const masked = useMasked(plain ?? '')
  const text = plain === null ? children : masked
  const { ref, place } = useLabelPlace(
    plain === null ? '' : masked,
    at,
    places ?? [{ dx, dy, anchor }],
    avoid,
    avoidLines,
  )
  return (
    <text
      ref={ref}
      className={`rk-label rk-tone-${tone}`}
      x={s.sx(at.x) + place!.dx}
      y={s.sy(at.y) + place!.dy}
      dy="0.35em"
      textAnchor={place!.anchor}
      data-draws={quantity}
    >
      {text}
    </text>
  )
}, sameShapeProps)
