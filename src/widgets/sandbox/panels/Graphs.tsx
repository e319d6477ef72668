// Kinetic energy and total momentum over the recorded run, in joules and kg·m/s against seconds,
// with a cursor at the time shown: flat lines are the engine keeping what physics keeps. While the
// reader compares, the frame-stepped engine's totals are drawn over them. The series behind both
// plots downloads as a CSV file, with the velocity and momentum of the balls chosen for their plot.
import { memo, useMemo } from 'react'
import { formatNumber } from '../../../kit'
import { saveCsv } from './saveFile'
import type { Series } from './series'
import { plotLines } from './seriesLines'
import { SI_DIGITS, SvgSym, Sym } from './si'
import { TimePlot } from './TimePlot'

/** Memoised: `series` is a new object only when the record changed (recordFrame). */
export const Graphs = memo(function Graphs({
  series,
  time,
  balls,
  masses,
}: {
  series: Series
  time: number
  /** the balls of the plot of chosen balls (while open or ticked), whose columns the CSV file adds */
  balls: readonly number[]
  masses: Float64Array
}) {
  const p = useMemo(() => plotLines(series), [series])
  const compared = p.stepped.energy.length > 0
  const span = `from t = 0 to ${formatNumber(p.tMax, SI_DIGITS)} s`
  return (
    <section aria-label="Energy and momentum over time" className="sandbox-plot">
      <div className="sandbox-plots">
        <figure>
          <TimePlot
            label={`Kinetic energy in joules ${span}, at most ${formatNumber(p.eMax, SI_DIGITS)} J${compared ? '; frame stepping’s in purple' : ''}`}
            yName={
              <>
                <SvgSym s="E" sub="k" /> (J)
              </>
            }
            y={[0, p.eMax > 0 ? p.eMax : 1]}
            tMax={p.tMax}
            time={time}
            lines={[
              { points: p.energy, tone: 'a' },
              ...(compared ? [{ points: p.stepped.energy, tone: 'd' as const }] : []),
            ]}
          />
          <figcaption className="sandbox-legend">
            Kinetic energy: exact engine blue{compared ? ', frame stepping purple' : ''}.
          </figcaption>
        </figure>
        <figure>
          <TimePlot
            label={`Total momentum x and y in kg·m/s ${span}, at most ${formatNumber(p.pMax, SI_DIGITS)} kg·m/s either way${compared ? '; frame stepping’s in gold and grey' : ''}`}
            yName="p (kg·m/s)"
            y={[-p.pMax, p.pMax]}
            tMax={p.tMax}
            time={time}
            lines={[
              { points: p.px, tone: 'b' },
              { points: p.py, tone: 'c', dashed: true },
              ...(compared
                ? [
                    { points: p.stepped.px, tone: 'accent' as const },
                    { points: p.stepped.py, tone: 'neutral' as const, dashed: true },
                  ]
                : []),
            ]}
          />
          <figcaption className="sandbox-legend">
            Total momentum: <Sym s="p" sub="x" /> orange, <Sym s="p" sub="y" /> green (dashed)
            {compared && (
              <>
                ; frame stepping <Sym s="p" sub="x" /> gold, <Sym s="p" sub="y" /> grey (dashed)
              </>
            )}
            .
          </figcaption>
        </figure>
      </div>
      <button
        type="button"
        className="rk-button"
        onClick={() => saveCsv('sandbox-energy-momentum.csv', (csv) => csv.seriesCsv(series, balls, masses))}
      >
        Download energy and momentum over time (CSV)
        {balls.length > 0 &&
          `, with ${balls.length === 1 ? 'ball' : 'balls'} ${balls.map((k) => k + 1).join(', ')}`}
      </button>
    </section>
  )
})
