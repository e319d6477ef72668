// Kinetic energy and total momentum over the recorded run, each scaled to its largest value, with
// a cursor at the time shown: flat lines are the engine keeping what physics keeps. While the
// reader compares, the frame-stepped engine's totals are drawn over them.
import { memo } from 'react'
import { Polyline, Stage, formatNumber } from '../../../kit'
import { type Series, plotLines } from './series'

const WIDTH = 4

/** Memoised: `series` is a new object only when the record changed (recordFrame). */
export const EnergyPlot = memo(function EnergyPlot({ series, time }: { series: Series; time: number }) {
  const p = plotLines(series, WIDTH)
  const cursor = p.tMax > 0 ? (time / p.tMax) * WIDTH : 0
  const compared = p.stepped.energy.length > 0
  const steppedText = compared
    ? '; frame stepping: kinetic energy (purple), momentum x (gold) and y (grey, dashed)'
    : ''
  return (
    <section aria-label="Energy and momentum over time" className="sandbox-plot">
      <p className="sandbox-panel-title">Energy and momentum over time</p>
      <Stage
        x={[-0.05, WIDTH + 0.05]}
        y={[-1.1, 1.1]}
        label={`Kinetic energy (blue, scaled to its largest value ${formatNumber(p.eMax, 4)}) and total momentum x (orange) and y (green, scaled to ${formatNumber(p.pMax, 4)}) from t = 0 to ${formatNumber(p.tMax, 2)} s${steppedText}`}
      >
        <Polyline
          points={[
            { x: 0, y: 0 },
            { x: WIDTH, y: 0 },
          ]}
          tone="neutral"
          dashed
        />
        <Polyline
          points={[
            { x: cursor, y: -1.1 },
            { x: cursor, y: 1.1 },
          ]}
          tone="neutral"
        />
        <Polyline points={p.energy} tone="a" />
        <Polyline points={p.px} tone="b" dashed />
        <Polyline points={p.py} tone="c" />
        {compared && (
          <>
            <Polyline points={p.stepped.energy} tone="d" />
            <Polyline points={p.stepped.px} tone="accent" />
            <Polyline points={p.stepped.py} tone="neutral" dashed />
          </>
        )}
      </Stage>
      <p className="sandbox-legend">
        Exact engine: energy blue, momentum x orange, y green{steppedText ? `${steppedText}.` : '.'}
      </p>
    </section>
  )
})
