// A quantity over the run's time on the kit's plot: the time axis in seconds from 0 to the last
// time recorded, the value axis widened to round ticks, each line in model units (SI) drawn as a
// path, and the cursor at the time shown.
import { line } from 'd3-shape'
import type { ReactNode } from 'react'
import type { Vec2 } from '../../../core'
import { Plot, type Tone, plotDomain } from '../../../kit'

export interface PlotLine {
  points: readonly Vec2[]
  tone: Tone
  dashed?: boolean
  /** drawn with its tone's own dash (each ball of the chosen-balls plot its own) */
  toneDash?: boolean
}

interface Props {
  /** the SVG's accessible name: what it shows now */
  label: string
  /** the y axis's name with its unit, e.g. E<tspan>k</tspan> (J) (si.tsx's SvgSym) */
  yName: ReactNode
  /** the y range the lines need (widened to round ticks; a zero span becomes ±1 around it) */
  y: readonly [number, number]
  /** the last time recorded (s); before any, the axis spans a second */
  tMax: number
  /** the time shown (s) */
  time: number
  lines: readonly PlotLine[]
}

const TICKS = { x: 5, y: 4 }
// Room on the right for half of the last time tick's label, centred on the axis's end.
const MARGIN = { left: 52, right: 18, top: 8, bottom: 34 }

export function TimePlot({ label, yName, y, tMax, time, lines }: Props) {
  return (
    <Plot
      className="sandbox-time-plot"
      label={label}
      x={{ domain: plotDomain([0, tMax > 0 ? tMax : 1], TICKS.x), name: 't (s)', ticks: TICKS.x }}
      y={{ domain: plotDomain(y, TICKS.y), name: yName, ticks: TICKS.y }}
      width={320}
      height={170}
      margin={MARGIN}
      cursor={time}
    >
      {(s) => {
        const path = line<Vec2>()
          .x((p) => s.x(p.x))
          .y((p) => s.y(p.y))
          .digits(1)
        return lines.map((l) => (
          <path
            key={`${l.tone}${l.dashed ? '-dashed' : ''}`}
            className={`rk-polyline rk-tone-${l.tone}${l.dashed ? ' rk-dashed' : ''}${l.toneDash ? ' sandbox-tone-dash' : ''}`}
            d={path(l.points) ?? ''}
          />
        ))
      }}
    </Plot>
  )
}
