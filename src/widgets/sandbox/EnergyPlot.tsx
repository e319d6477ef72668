// Kinetic energy and total momentum over the recorded run, each scaled to its largest value, with
// a cursor at the time shown: flat lines are the engine keeping what physics keeps.
import { Polyline, Stage, formatNumber } from '../../kit'
import { type Series, plotLines } from './series'

const WIDTH = 4

export function EnergyPlot({ series, time }: { series: Series; time: number }) {
  const p = plotLines(series, WIDTH)
  const cursor = p.tMax > 0 ? (time / p.tMax) * WIDTH : 0
  return (
    <section aria-label="Energy and momentum over time" className="sandbox-plot">
      <p className="sandbox-panel-title">Energy and momentum over time</p>
      <Stage
        x={[-0.05, WIDTH + 0.05]}
        y={[-1.1, 1.1]}
        label={`Kinetic energy (blue, scaled to its largest value ${formatNumber(p.eMax, 4)}) and total momentum x (orange) and y (green, scaled to ${formatNumber(p.pMax, 4)}) from t = 0 to ${formatNumber(p.tMax, 2)} s`}
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
      </Stage>
    </section>
  )
}
