import { path } from 'd3-path'
import { memo, useId } from 'react'
import type { SweptResult } from '../../core'
import { Stage, useStage } from '../../kit/Stage'
import { useDrag } from '../../kit/useDrag'
import { type Motion, f, parabolaArc, plotRange, snapTime, timeRange } from './model'

interface FPlotProps {
  s: Motion
  result: SweptResult
  /** the scrubber's time, drawn as the cursor */
  time: number
  onTime: (t: number) => void
}

const [T0, T1] = timeRange
// Plot units: t across, and f mapped to [0, 1] upwards (see plotRange for what that spans).
// Margins left of t = −1 and under the curve hold the labels.
const X = [T0 - 0.22, T1 + 0.08] as const
const Y = [-0.17, 1.12] as const
const ROOT_NAMES = ['t₁', 't₂'] as const

/** f(t) over t ∈ [−1, 2] with the frame shaded, the roots marked and the scrubber's time as a cursor. */
/** The arc of f(t) through three Bézier points, in pixels: a parabola is one quadratic curve. */
function parabola(x0: number, y0: number, x1: number, y1: number, x2: number, y2: number): string {
  const d = path()
  d.moveTo(x0, y0)
  d.quadraticCurveTo(x1, y1, x2, y2)
  return d.toString()
}

export function FPlot(props: FPlotProps) {
  const { result } = props
  const roots = result.roots ? `it is zero at t1 and t2, the roots` : 'it never reaches zero'
  return (
    <div className="toi-plot">
      <Stage
        x={X}
        y={Y}
        label={`Plot of f(t), the squared distance between the centres minus R squared, for t from −1 to 2; ${roots}. Click or drag on it to set the time.`}
      >
        <PlotBody {...props} />
      </Stage>
    </div>
  )
}

function PlotBody({ s, result, time, onTime }: FPlotProps) {
  const st = useStage()
  const clipId = `toi-clip-${useId().replace(/[^\w-]/g, '')}`
  const [lo, hi] = plotRange(s, result, T0, T1)
  const y = (v: number) => st.sy((v - lo) / (hi - lo))
  const x = st.sx
  const [p0, p1, p2] = parabolaArc(s, result, T0, T1)
  const zero = y(0)
  const top = st.sy(1)
  const bottom = st.sy(0)

  const scrub = useDrag({ onMove: (p) => onTime(snapTime(p.x)), reportPress: true })

  const nowF = f(s, time)
  const nowVisible = nowF >= lo && nowF <= hi
  return (
    <>
      <g aria-hidden>
        <PlotFrame clipId={clipId} zero={zero} />
        <path
          className="toi-plot-curve"
          data-draws="a b c discriminant"
          clipPath={`url(#${clipId})`}
          d={parabola(x(p0.x), y(p0.y), x(p1.x), y(p1.y), x(p2.x), y(p2.y))}
        />
        {result.roots?.map((root, i) =>
          root >= T0 && root <= T1 ? (
            <g key={ROOT_NAMES[i]} className="toi-plot-root" data-draws={`t${i + 1}`}>
              <circle cx={x(root)} cy={zero} r={5} />
              <text x={x(root)} y={zero} dy={i === 0 ? -10 : 20} textAnchor="middle">
                {ROOT_NAMES[i]}
              </text>
            </g>
          ) : (
            <text
              key={ROOT_NAMES[i]}
              className="toi-plot-root"
              x={root < T0 ? x(T0) + 4 : x(T1) - 4}
              y={zero}
              dy={-8}
              textAnchor={root < T0 ? 'start' : 'end'}
            >
              {root < T0 ? `← ${ROOT_NAMES[i]}` : `${ROOT_NAMES[i]} →`}
            </text>
          ),
        )}
        <line className="toi-plot-cursor" x1={x(time)} x2={x(time)} y1={top} y2={bottom} />
        {nowVisible && <circle className="toi-plot-now" data-draws="f-now" cx={x(time)} cy={y(nowF)} r={5} />}
      </g>
      <rect
        className="rk-interactive toi-plot-scrub"
        x={x(T0)}
        y={top}
        width={x(T1) - x(T0)}
        height={bottom - top}
        {...scrub}
      />
    </>
  )
}

/**
 * What stays put while the reader drags: the plot area, the frame shaded, the axis at f = 0 (`zero`,
 * in pixels) and the labels. It moves only when the plotted range of f does.
 */
const PlotFrame = memo(function PlotFrame({ clipId, zero }: { clipId: string; zero: number }) {
  const st = useStage()
  const x = st.sx
  const top = st.sy(1)
  const bottom = st.sy(0)
  return (
    <>
      <defs>
        <clipPath id={clipId}>
          <rect x={x(T0)} y={top} width={x(T1) - x(T0)} height={bottom - top} />
        </clipPath>
      </defs>
      <rect className="toi-plot-area" x={x(T0)} y={top} width={x(T1) - x(T0)} height={bottom - top} />
      <rect className="toi-plot-frame" x={x(0)} y={top} width={x(1) - x(0)} height={bottom - top} />
      <text className="toi-plot-note" x={x(0.5)} y={top - 6} textAnchor="middle">
        this frame
      </text>
      <line className="toi-plot-zero" x1={x(T0)} x2={x(T1)} y1={zero} y2={zero} />
      <text className="toi-plot-axis-label" x={x(T0) - 6} y={zero} dy="0.35em" textAnchor="end">
        0
      </text>
      <text className="toi-plot-axis-label" x={x(T0) - 6} y={top} dy="0.7em" textAnchor="end">
        f
      </text>
      {[-1, 0, 1, 2].map((t) => (
        <text key={t} className="toi-plot-axis-label" x={x(t)} y={bottom + 15} textAnchor="middle">
          {t < 0 ? `−${-t}` : t}
        </text>
      ))}
      <text className="toi-plot-axis-label" x={x(T1)} y={zero} dx={-4} dy={-6} textAnchor="end">
        t
      </text>
    </>
  )
})
