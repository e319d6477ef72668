// Cuts overlays off at the table's edge: with the border off balls fly on past it, and their
// arrows would run over the margin and the text around the figure.
import { type ReactNode, useId } from 'react'
import { useStage } from '../../../kit'
import type { Setup } from '../setup/setup'

export function TableClip({ box, children }: { box: Setup['box']; children: ReactNode }) {
  const s = useStage()
  const id = useId()
  const { min, max } = box
  return (
    <g>
      <clipPath id={id}>
        <rect x={s.sx(min.x)} y={s.sy(max.y)} width={s.len(max.x - min.x)} height={s.len(max.y - min.y)} />
      </clipPath>
      <g clipPath={`url(#${id})`}>{children}</g>
    </g>
  )
}

/**
 * Clips a canvas's drawing to the table (`unit` pixels per metre, the world's origin at x0, y0 with
 * y up): the canvas counterpart of TableClip, for flashes and rings drawn on a canvas. The caller
 * saves the context before and restores it after.
 */
export function clipCanvasToTable(
  ctx: CanvasRenderingContext2D,
  box: Setup['box'],
  x0: number,
  y0: number,
  unit: number,
): void {
  ctx.beginPath()
  ctx.rect(
    x0 + unit * box.min.x,
    y0 - unit * box.max.y,
    unit * (box.max.x - box.min.x),
    unit * (box.max.y - box.min.y),
  )
  ctx.clip()
}
