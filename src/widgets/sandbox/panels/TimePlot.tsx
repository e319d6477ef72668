// A quantity over the run's time, as a teacher reads a graph: axes with ticks at round values,
// each axis named with its unit, the lines in model units mapped by the kit's linear scale, and a
// cursor at the time shown. (Chapter 12's Plot uses d3-scale, which the sandbox's embed cannot
// afford; the kit's linearScale and d3-array's ticks give the same numbers.)
import { nice, ticks } from 'd3-array'
import { line } from 'd3-shape'
import type { Vec2 } from '../../../core'
import { type Tone, formatNumber, linearScale } from '../../../kit'

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
  /** the y axis's name with its unit, e.g. "Eₖ (J)" */
  yName: string
  /** the y range the lines need (widened to round ticks; a zero span becomes ±1 around it) */
  y: readonly [number, number]
  /** the last time recorded (s); before any, the axis spans a second */
  tMax: number
  /** the time shown (s) */
  time: number
  lines: readonly PlotLine[]
}

const WIDTH = 320
const HEIGHT = 170
// Room on the right for half of the last time tick's label, centred on the axis's end.
const M = { left: 52, right: 18, top: 8, bottom: 34 }
const TICKS = { x: 5, y: 4 }

/** Decimals that tell ticks this far apart from each other. */
const decimalsFor = (step: number) => Math.max(0, -Math.floor(Math.log10(step) + 1e-9))

/** The axis's range: [lo, hi] widened to round ticks; a flat one (a constant, no run yet) around its value. */
export function axisRange([lo, hi]: readonly [number, number], count: number): [number, number] {
  const [a, b] = hi > lo ? [lo, hi] : [lo - (Math.abs(lo) || 1), hi + (Math.abs(hi) || 1)]
  return nice(a, b, count)
}

export function TimePlot({ label, yName, y, tMax, time, lines }: Props) {
  const [t0, t1] = axisRange([0, tMax > 0 ? tMax : 1], TICKS.x)
  const [y0, y1] = axisRange(y, TICKS.y)
  const sx = linearScale([t0, t1], [M.left, WIDTH - M.right])
  const sy = linearScale([y0, y1], [HEIGHT - M.bottom, M.top])
  const xTicks = ticks(t0, t1, TICKS.x)
  const yTicks = ticks(y0, y1, TICKS.y)
  const xDigits = decimalsFor((xTicks[1] ?? 1) - (xTicks[0] ?? 0))
  const yDigits = decimalsFor((yTicks[1] ?? 1) - (yTicks[0] ?? 0))
  const path = line<Vec2>()
    .x((p) => sx(p.x))
    .y((p) => sy(p.y))
    .digits(1)
  const [left, right] = [sx(t0), sx(t1)]
  const [bottom, top] = [sy(y0), sy(y1)]
  return (
    <svg className="sandbox-time-plot" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      {yTicks.map((v) => (
        <g key={`y${v}`}>
          <line className="sandbox-plot-grid" x1={left} x2={right} y1={sy(v)} y2={sy(v)} />
          <text className="sandbox-plot-tick" x={left - 4} y={sy(v) + 4} textAnchor="end">
            {formatNumber(v, yDigits)}
          </text>
        </g>
      ))}
      {xTicks.map((v) => (
        <g key={`x${v}`}>
          <line className="sandbox-plot-grid" x1={sx(v)} x2={sx(v)} y1={bottom} y2={top} />
          {/* The tick at the corner starts there, clear of the value axis's lowest label. */}
          <text
            className="sandbox-plot-tick"
            x={sx(v)}
            y={bottom + 14}
            textAnchor={sx(v) <= left + 0.5 ? 'start' : 'middle'}
          >
            {formatNumber(v, xDigits)}
          </text>
        </g>
      ))}
      <line className="sandbox-plot-axis" x1={left} x2={right} y1={bottom} y2={bottom} />
      <line className="sandbox-plot-axis" x1={left} x2={left} y1={bottom} y2={top} />
      <text className="sandbox-plot-name" x={(left + right) / 2} y={HEIGHT - 4} textAnchor="middle">
        t (s)
      </text>
      <text
        className="sandbox-plot-name"
        transform={`translate(11 ${(bottom + top) / 2}) rotate(-90)`}
        textAnchor="middle"
      >
        {yName}
      </text>
      {lines.map((l) => (
        <path
          key={`${l.tone}${l.dashed ? '-dashed' : ''}`}
          className={`rk-polyline rk-tone-${l.tone}${l.dashed ? ' rk-dashed' : ''}${l.toneDash ? ' sandbox-tone-dash' : ''}`}
          d={path(l.points) ?? ''}
        />
      ))}
      <line
        className="sandbox-plot-cursor"
        x1={sx(time)}
        x2={sx(time)}
        y1={bottom}
        y2={top}
        data-time={time}
      />
    </svg>
  )
}
