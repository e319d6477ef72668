import type { Vec2 } from '../core/vec2'
import { useStage } from './Stage'
import type { Tone } from './tone'

export interface BallProps {
  center: Vec2
  /** radius in model units */
  r: number
  tone?: Tone
  /** drawn at the centre, e.g. "A" */
  label?: string
  /** a dashed outline only: where a ball was, or will be */
  ghost?: boolean
}

/** A ball drawn to scale. Decorative: the handles and outputs carry the accessible content. */
export function Ball({ center, r, tone = 'a', label, ghost = false }: BallProps) {
  const s = useStage()
  const cx = s.sx(center.x)
  const cy = s.sy(center.y)
  return (
    <g className={`rk-ball rk-tone-${tone}${ghost ? ' rk-ghost' : ''}`} aria-hidden>
      <circle cx={cx} cy={cy} r={Math.max(0, s.len(r))} />
      {label && (
        // Above the centre, where a handle's dot usually sits and would cover it.
        <text className="rk-ball-label" x={cx} y={cy - 17} dy="0.35em" textAnchor="middle">
          {label}
        </text>
      )}
    </g>
  )
}
