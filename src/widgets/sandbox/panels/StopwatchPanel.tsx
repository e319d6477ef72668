// The stopwatch's buttons and reading (stopwatch.ts), on the run's simulated time.
import { memo, useState } from 'react'
import { Output, formatNumber } from '../../../kit'
import { STOPPED, lapWatch, reading, startWatch, stopWatch } from './stopwatch'

export const StopwatchPanel = memo(function StopwatchPanel({ time }: { time: number }) {
  const [watch, setWatch] = useState(STOPPED)
  const running = watch.since !== null
  return (
    <section className="sandbox-controls sandbox-stopwatch" aria-label="Stopwatch on simulated time">
      <span>
        Stopwatch (simulated time): <Output q="stopwatch" value={reading(watch, time)} unit=" s" />
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
              {formatNumber(t, 3)} s{k > 0 ? ` (+${formatNumber(t - watch.laps[k - 1]!, 3)} s)` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
})
