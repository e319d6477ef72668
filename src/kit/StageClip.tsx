import { type ReactNode, useId } from 'react'
import { useStage } from './Stage'

/**
 * Cuts its children off at the stage's edge. The stage's SVG lets shapes overflow (so focus
 * rings at the edge stay whole); a line meant to run "to the edge" of a stage that zooms in on a
 * phone would otherwise run on over the text below it.
 */
export function StageClip({ children }: { children: ReactNode }) {
  const s = useStage()
  const id = useId()
  return (
    <g aria-hidden>
      <clipPath id={id}>
        <rect x={0} y={0} width={s.width} height={s.height} />
      </clipPath>
      <g clipPath={`url(#${id})`}>{children}</g>
    </g>
  )
}
