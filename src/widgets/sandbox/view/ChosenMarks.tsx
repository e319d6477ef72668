// The balls the reader plots, ringed on the table in their plot's colour and dash and numbered,
// following the balls at the frame rate: the rings are moved in place on every report, without a
// render (a few SVG nodes).
import { memo, useLayoutEffect, useRef } from 'react'
import { useStage } from '../../../kit'
import { tonesOf } from '../panels/ballSeries'
import type { FrameReport } from '../engine/session'

interface Props {
  balls: readonly number[]
  radii: Float64Array
  listen: (fn: (r: FrameReport) => void) => () => void
  latest: { current: FrameReport }
}

/** Pixels between a ball's edge and its ring. */
const GAP = 3

export const ChosenMarks = memo(function ChosenMarks({ balls, radii, listen, latest }: Props) {
  const s = useStage()
  const marks = useRef<(SVGGElement | null)[]>([])
  const { sx, sy } = s
  useLayoutEffect(() => {
    const place = (r: FrameReport) => {
      balls.forEach((k, j) => {
        const g = marks.current[j]
        if (!g || 4 * k + 1 >= r.state.length) return
        g.setAttribute('transform', `translate(${sx(r.state[4 * k]!)},${sy(r.state[4 * k + 1]!)})`)
      })
    }
    place(latest.current)
    return listen(place)
  }, [balls, sx, sy, listen, latest])
  const tones = tonesOf(balls)
  return (
    <g aria-hidden className="sandbox-chosen">
      {balls.map((k, j) => {
        const rp = s.len(radii[k] ?? 0) + GAP
        return (
          <g
            key={k}
            ref={(el) => {
              marks.current[j] = el
            }}
            className={`rk-tone-${tones[j]}`}
          >
            <circle r={rp} />
            <text x={rp * 0.75 + 2} y={-rp * 0.75 - 2}>
              {k + 1}
            </text>
          </g>
        )
      })}
    </g>
  )
})
