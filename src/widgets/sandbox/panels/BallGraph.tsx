// A quantity of the chosen balls against time, as a teacher asks for it ("plot vₓ of ball 1 and
// ball 2 through the collision"): speed, a velocity component, or momentum, in SI units, one line
// per ball in the colour and dash it is ringed with on the table, a cursor at the time shown, and
// the values at that time in words.
import { memo, useId, useMemo, useState } from 'react'
import { formatCount, formatNumber } from '../../../kit'
import { type BallQuantity, QUANTITIES, ballLines, quantityOf } from './ballLines'
import { MOST_CHOSEN } from './ballSeries'
import type { Series } from './series'
import { SI_DIGITS, SvgSym } from './si'
import { TimePlot } from './TimePlot'

export interface BallGraphProps {
  /** the record, as the plots show it (updated once a second while playing) */
  series: Series
  /** the time the plot's cursor marks (s) */
  time: number
  /** the balls plotted, and how many of them the reader ticked (none: the selected ball alone) */
  balls: readonly number[]
  ticked: number
  masses: Float64Array
  /** the balls' state now (x, y, vx, vy per ball) and its time: the values read out */
  state: Float64Array
  stateTime: number
}

const TONE_WORDS: Record<string, string> = {
  a: 'blue, solid',
  b: 'orange, dashed',
  c: 'green, dotted',
  d: 'purple, dash-dot',
  accent: 'gold, solid',
}

const ORDER = Object.keys(QUANTITIES) as BallQuantity[]

/** A signed quantity's range with a twentieth of room each way: a ball at rest is drawn clear of the time axis. */
const padded = (lo: number, hi: number, q: BallQuantity): [number, number] => {
  if (q === 'speed' || q === 'p') return [lo, hi]
  const room = (hi - lo) / 20
  return [lo - room, hi + room]
}

export default memo(function BallGraph({
  series,
  time,
  balls,
  ticked,
  masses,
  state,
  stateTime,
}: BallGraphProps) {
  const id = useId()
  const [q, setQ] = useState<BallQuantity>('vx')
  const { symbol, words, unit } = QUANTITIES[q]
  const p = useMemo(() => ballLines(series, balls, masses, q), [series, balls, masses, q])
  const names = p.lines.map((l) => `ball ${l.k + 1}`)
  const now = p.lines.map((l) => {
    const v = quantityOf(q, masses[l.k] ?? 1, state[4 * l.k + 2] ?? 0, state[4 * l.k + 3] ?? 0)
    return `ball ${l.k + 1} ${v === null ? 'none (fixed)' : `${formatNumber(v, SI_DIGITS)} ${unit}`}`
  })
  return (
    <section aria-label="Chosen balls over time" className="sandbox-plot">
      <p className="sandbox-legend">
        {ticked > 0
          ? `${formatCount(ticked, 'ball')} ticked in the ball table (up to ${MOST_CHOSEN}).`
          : `The selected ball; tick up to ${MOST_CHOSEN} balls in the ball table’s Plot column to compare them.`}
      </p>
      <label htmlFor={`${id}-q`}>
        Plot{' '}
        <select id={`${id}-q`} value={q} onChange={(e) => setQ(e.currentTarget.value as BallQuantity)}>
          {ORDER.map((k) => (
            <option key={k} value={k}>
              {QUANTITIES[k].words} ({QUANTITIES[k].unit})
            </option>
          ))}
        </select>
      </label>
      <figure>
        <TimePlot
          label={`${words} of ${names.join(', ')} in ${unit} from t = 0 to ${formatNumber(p.tMax, SI_DIGITS)} s`}
          yName={
            <>
              <SvgSym {...symbol} /> ({unit})
            </>
          }
          y={padded(p.lo, p.hi, q)}
          tMax={p.tMax}
          time={time}
          lines={p.lines.map((l) => ({ points: l.points, tone: l.tone, toneDash: true }))}
        />
        <figcaption className="sandbox-legend">
          {p.lines.map((l) => (
            <span key={l.k} className="sandbox-key">
              <svg width="26" height="8" aria-hidden>
                <line
                  className={`rk-polyline rk-tone-${l.tone} sandbox-tone-dash`}
                  x1={1}
                  x2={25}
                  y1={4}
                  y2={4}
                />
              </svg>
              Ball {l.k + 1} ({TONE_WORDS[l.tone]})
            </span>
          ))}
        </figcaption>
      </figure>
      <p className="sandbox-legend" aria-live="off">
        At t = {formatNumber(stateTime, SI_DIGITS)} s: {now.join('; ')}.
      </p>
    </section>
  )
})
