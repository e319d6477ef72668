// What frame stepping gets wrong, over time: the contacts it missed so far (a count that only
// grows) and the pairs its latest step left overlapping, against the same seconds as the exact
// run's plots.
import { memo, useMemo } from 'react'
import { formatNumber } from '../../../kit'
import type { Series } from './series'
import { plotLines } from './seriesLines'
import { TimePlot } from './TimePlot'

/** Memoised: `series` is a new object only when the record changed (recordFrame). */
export const MissPlot = memo(function MissPlot({ series, time }: { series: Series; time: number }) {
  const p = useMemo(() => plotLines(series), [series])
  const { tunnelled, overlapping } = p.stepped
  const missed = tunnelled.at(-1)?.y ?? 0
  const now = overlapping.at(-1)?.y ?? 0
  return (
    <figure className="sandbox-miss-plot">
      <TimePlot
        label={`Frame stepping from t = 0 to ${formatNumber(p.tMax, 2)} s: ${formatNumber(missed, 0)} contacts missed so far, ${formatNumber(now, 0)} pairs overlapping after the latest step`}
        yName="count"
        y={[0, Math.max(1, p.countMax)]}
        tMax={p.tMax}
        time={time}
        lines={[
          { points: tunnelled, tone: 'b' },
          { points: overlapping, tone: 'd', dashed: true },
        ]}
      />
      <figcaption className="sandbox-legend">
        Contacts missed so far (tunnelled, orange) and pairs overlapping after each step (purple, dashed).
      </figcaption>
    </figure>
  )
})
