// The stopwatch's buttons and reading (stopwatch.ts), on the run's simulated time.
import { memo, useContext, useState } from 'react'
import { Output, formatLive, formatNumber, useMaskedWriter } from '../../../kit'
import { OutputView, WidgetIdContext } from '../../../kit/Output'
import { useHiddenQuantities } from '../../../kit/predict'
import { STOPPED, lapWatch, reading, startWatch, stopWatch } from './stopwatch'

// A watch started at t = 0 reads the run's time: while an exercise asks when a contact happens
// (c10-last-ball hides `time`), its reading and every lap are "?" like the run's other times.
const seconds = (t: number) => formatNumber(t, 3) ?? '?'

export const StopwatchPanel = memo(function StopwatchPanel({ time }: { time: number }) {
  const [watch, setWatch] = useState(STOPPED)
  const running = watch.since !== null
  const hidden = useHiddenQuantities(useContext(WidgetIdContext)).has('time')
  const lap = useMaskedWriter('time', seconds)
  const now = reading(watch, time)
  return (
    <section className="sandbox-controls sandbox-stopwatch" aria-label="Stopwatch on simulated time">
      <span>
        Stopwatch (simulated time):{' '}
        {hidden ? (
          <OutputView q="stopwatch" value={now} text={formatLive(now, 3)} unit=" s" hidden />
        ) : (
          <Output q="stopwatch" value={now} unit=" s" />
        )}
      </span>
      <button
        type="button"
        className="rk-button"
        onClick={() => setWatch(running ? stopWatch(watch, time) : startWatch(watch, time))}
      >
        {running ? 'Stop' : 'Start'} the stopwatch
      </button>
      <button
        type="button"
        className="rk-button"
        disabled={!running}
        onClick={() => setWatch(lapWatch(watch, time))}
      >
        Lap
      </button>
      <button type="button" className="rk-button" onClick={() => setWatch(STOPPED)}>
        Reset the stopwatch
      </button>
      {watch.laps.length > 0 && (
        <ol className="sandbox-laps">
          {watch.laps.map((t, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: laps are only ever added at the end
            <li key={k}>
              {lap(t)} s{k > 0 ? ` (+${lap(t - watch.laps[k - 1]!)} s)` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
})
