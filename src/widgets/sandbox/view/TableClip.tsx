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
