// A draggable point: pointer, touch and keyboard, with the ARIA a screen reader needs. The
// handle only reports where the reader wants it; the widget's model decides where it goes, and
// the handle is drawn wherever `at` says.
import { memo, type KeyboardEvent } from 'react'
import type { Vec2 } from '../core/vec2'
import { formatNumber } from './format'
import { useMasked } from './masked'
import { useStage } from './Stage'
import type { Tone } from './tone'
import { useDrag } from './useDrag'
import type { Draws } from './draws'
import { sameShapeProps } from './sameProps'

export interface HandleProps extends Draws {
  /** what the reader moves, e.g. "Ball A" or "Velocity of B"; the label adds the position */
  label: string
  at: Vec2
  /** the point the reader asks for, in model units; the widget clamps and stores it */
  onMove: (p: Vec2) => void
  tone?: Tone
  /** decimals in the announced position */
  digits?: number
  /**
   * what the handle's position means, announced instead of the coordinates where they would
   * mislead: a 1D velocity arrow says "u₁ = 5.00", not where its head is drawn
   */
  says?: string
}

/**
 * Powers of ten a key press moves a handle by, as the exponent: the plain step is the power of
 * ten at or below 1/50 of the figure's span (0.1 on the book's 5-to-50-unit figures), Shift ten
 * times it, Alt a tenth. Round steps keep positions round: a press lands on the step's grid, so
 * "Δx = −1.0 − (−1.5) = 0.5" reads right at the printed precision.
 */
export function keyExponent(span: number, modifier: 'plain' | 'shift' | 'alt'): number {
  const plain = Math.floor(Math.log10(span / 50))
  return plain + (modifier === 'shift' ? 1 : modifier === 'alt' ? -1 : 0)
}

/** `v` moved `dir` steps of 10^exponent, landing on that step's grid (exact decimals, not 0.30000000000000004). */
export function stepOnGrid(v: number, dir: number, exponent: number): number {
  if (dir === 0) return v
  // A step below 1 is applied through its inverse, an integer, so the result is n / 10^k exactly.
  if (exponent < 0) {
    const inv = 10 ** -exponent
    return (Math.round(v * inv) + dir) / inv
  }
  const step = 10 ** exponent
  return (Math.round(v / step) + dir) * step
}
const ARROWS: Record<string, Vec2> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: 1 },
  ArrowDown: { x: 0, y: -1 },
}
// Touch targets of at least 44 CSS pixels (WCAG 2.5.5); the drawn dot stays small.
const HIT_RADIUS = 22
const DOT_RADIUS = 7

function positionText(p: Vec2, digits: number): string {
  return `${formatNumber(p.x, digits) ?? '?'}, ${formatNumber(p.y, digits) ?? '?'}`
}

export const Handle = memo(function Handle({
  label,
  at,
  onMove,
  tone = 'neutral',
  digits = 2,
  says,
  quantity,
}: HandleProps) {
  const stage = useStage()
  // What a screen reader hears is masked like the drawn text: a position or a value the handle
  // announces may be a number an open exercise hides (masked.ts).
  const name = useMasked(says === undefined ? `${label} at ${positionText(at, digits)}` : `${label}, ${says}`)
  const span = Math.max(stage.span.x, stage.span.y)
  // A drag lands where a plain key press would: on the same grid.
  const drag = useDrag({ at, onMove, grid: keyExponent(span, 'plain') })
  const onKeyDown = (e: KeyboardEvent<SVGGElement>) => {
    const dir = ARROWS[e.key]
    if (!dir) return
    const exponent = keyExponent(span, e.shiftKey ? 'shift' : e.altKey ? 'alt' : 'plain')
    onMove({ x: stepOnGrid(at.x, dir.x, exponent), y: stepOnGrid(at.y, dir.y, exponent) })
    e.preventDefault()
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG point cannot be a <button>; the role and roledescription say what it is
    <g
      className={`rk-handle rk-tone-${tone}`}
      role="button"
      aria-roledescription="draggable point"
      data-draws={quantity}
      aria-label={name}
      tabIndex={0}
      transform={`translate(${stage.sx(at.x)},${stage.sy(at.y)})`}
      {...drag}
      onKeyDown={onKeyDown}
    >
      <circle className="rk-handle-hit" r={HIT_RADIUS} />
      <circle className="rk-handle-ring" r={DOT_RADIUS + 5} />
      <circle className="rk-handle-dot" r={DOT_RADIUS} />
    </g>
  )
}, sameShapeProps)
