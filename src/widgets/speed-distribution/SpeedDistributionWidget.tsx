// Chapter 12's second experiment: a gas started far from equilibrium, its speed histogram flowing
// into the 2D Maxwell–Boltzmann law, Boltzmann's H falling to its floor, and the KS distance.
import { range } from 'd3-array'
import { line } from 'd3-shape'
import { useEffect, useMemo, useState } from 'react'
import { Output, Plot, WidgetFrame, formatNumber, publish, useWidgetState } from '../../kit'
import { ChoiceRow } from '../common/ChoiceRow'
import { nounFor } from '../common/counted'
import { RunPanel } from '../common/RunPanel'
import { useExperiment, useRunButton } from '../common/useExperiment'
import { ValueTrack } from '../common/ValueTrack'
import { STARTS, type Start, meta, schema } from './meta'
import { BIN, BINS, DISKS, H_EQUILIBRIUM, RUN_TIME, type SpeedReport, maxwell, startReport } from './report'
import '../common/plot.css'

const spawn = () => new Worker(new URL('./speeds.worker.ts', import.meta.url), { type: 'module' })

const START_WORDS: Record<Start, string> = {
  equal: 'every disk at the same speed',
  uniform: 'speeds spread evenly',
  'two-temperatures': 'a hot gas and a cold one mixed',
}
const V_AXIS: [number, number] = [0, BIN * BINS]
const F_AXIS: [number, number] = [0, 1.2]
const H_AXIS: [number, number] = [-3, 0.5]
const mbCurve = range(0, V_AXIS[1] + 1e-9, 0.05).map((v) => [v, maxwell(v)] as [number, number])

export default function SpeedDistributionWidget() {
  const w = useWidgetState(meta)
  const [round, press] = useRunButton((play) => w.set({ play }))
  const { start, play, guess } = w.state
  // Where the marker stood when Run was last pressed (none before a run): the prediction the
  // chapter's exercise checks, made before the law is drawn. Moving the marker onto the peak the
  // run has shown does not change it.
  const [guessAtRun, setGuessAtRun] = useState<number | null>(() => (play ? guess : null))
  useEffect(() => publish(meta.id, 'guess-at-run', { value: guessAtRun }), [guessAtRun])
  const request = useMemo(() => (play ? start : null), [play, start])
  const run = useExperiment<Start, SpeedReport>(spawn, request, `${start}:${round}`)
  // Before any run (or after a new start is chosen) the figure shows the gas as it starts.
  const initial = useMemo(() => startReport(start), [start])
  const r = run.report && run.report.start === start ? run.report : initial
  const running = run.status === 'running'
  const draw = line()
  const peak = Math.max(...r.counts) / (DISKS * BIN)
  const summary = summaryOf(run.status, r)

  return (
    <WidgetFrame widget={w}>
      {/* The plots, the prediction and the key: the figure's stage, left on a wide screen. */}
      <div className="rk-main">
        <div className="xp-layout xp-layout-even">
          <Plot
            className="xp-plot"
            label={`Histogram of the speeds of ${formatNumber(DISKS, 0)} disks at time ${formatNumber(r.time, 1)}${r.time > 0 ? ', with the Maxwell–Boltzmann law' : ''}.`}
            x={{ domain: V_AXIS, name: 'speed v (radii per time unit)' }}
            y={{
              domain: [0, Math.max(F_AXIS[1], Math.ceil(peak * 2) / 2)],
              name: 'share of disks per unit of speed',
            }}
          >
            {(s) => (
              <>
                {r.counts.map((c, i) =>
                  c === 0 ? null : (
                    <rect
                      // biome-ignore lint/suspicious/noArrayIndexKey: a bin is its index
                      key={i}
                      className="xp-hist"
                      x={s.x(i * BIN)}
                      width={s.x(BIN) - s.x(0)}
                      y={s.y(c / (DISKS * BIN))}
                      height={s.y(0) - s.y(c / (DISKS * BIN))}
                    />
                  ),
                )}
                <line className="xp-guess" x1={s.x(guess)} x2={s.x(guess)} y1={s.y(0)} y2={s.y(F_AXIS[1])} />
                {/* the law appears once the gas runs: predict the peak first (the chapter's exercise) */}
                {r.time > 0 && (
                  <path className="xp-curve" d={draw(mbCurve.map(([v, f]) => [s.x(v), s.y(f)])) ?? ''} />
                )}
              </>
            )}
          </Plot>
          <Plot
            className="xp-plot"
            label={`Boltzmann’s H against time: now ${formatNumber(r.H, 2)}, its floor at equilibrium ${formatNumber(H_EQUILIBRIUM, 2)}.`}
            x={{ domain: [0, RUN_TIME], name: 'time (radius over √(kT/m))' }}
            y={{ domain: H_AXIS, name: 'Boltzmann’s H' }}
          >
            {(s) => (
              <>
                <path
                  className="xp-ideal"
                  d={
                    draw([
                      [s.x(0), s.y(H_EQUILIBRIUM)],
                      [s.x(RUN_TIME), s.y(H_EQUILIBRIUM)],
                    ]) ?? ''
                  }
                />
                <path className="xp-curve" d={draw(r.history.map((p) => [s.x(p.time), s.y(p.H)])) ?? ''} />
              </>
            )}
          </Plot>
        </div>
        <ValueTrack
          label={schema.guess.label}
          value={guess}
          min={schema.guess.min}
          max={schema.guess.max}
          onMove={(v) => w.set({ guess: v })}
          says={`predicted peak at v = ${formatNumber(guess, 2)}`}
          quantity="guess"
        />
        <p className="xp-key">
          <span className="xp-key-point">speeds now</span>
          <span className="xp-key-guess">
            your prediction: v = <Output q="guess" value={guess} digits={2} label="predicted peak" />
          </span>
          <span className="xp-key-curve">Maxwell–Boltzmann (left), H (right)</span>
          <span className="xp-key-ideal">H at equilibrium</span>
        </p>
      </div>
      <ChoiceRow
        legend={schema.start.label}
        name="speed-start"
        options={STARTS}
        words={START_WORDS}
        value={start}
        onChoose={(s) => w.set({ start: s, play: false })}
      />
      <RunPanel
        running={running}
        start={r.time > 0 ? 'Run again from the start' : 'Run'}
        onPress={() => {
          if (!running) setGuessAtRun(guess)
          press(running)
        }}
        progress={{ label: 'Time run', value: r.time, max: RUN_TIME }}
        problem={run.problem}
        summary={summary}
      >
        Started with <Output q="start" value={START_WORDS[start]} label="start" />. At time{' '}
        <Output q="time" value={r.time} digits={1} label="time" />, after{' '}
        <Output
          q="collisions"
          value={r.collisions}
          digits={0}
          unit={nounFor(r.collisions, 'contact')}
          label="contacts"
        />
        : Kolmogorov–Smirnov distance to Maxwell–Boltzmann{' '}
        <Output q="ks" value={r.ks} digits={3} label="KS distance" />, Boltzmann’s H{' '}
        <Output q="H" value={r.H} digits={3} label="H" /> (its floor {formatNumber(H_EQUILIBRIUM, 3)}).
      </RunPanel>
    </WidgetFrame>
  )
}

/** What the live region says: it changes only when a run starts or ends. */
function summaryOf(status: string, r: SpeedReport): string {
  if (status === 'running') return `Running the gas from ${START_WORDS[r.start]}.`
  if (status !== 'done' && status !== 'stopped') return ''
  const said = `at time ${formatNumber(r.time, 1)} the Kolmogorov–Smirnov distance is ${formatNumber(r.ks, 3)} and H is ${formatNumber(r.H, 3)}.`
  return status === 'done' ? `Run over: ${said}` : `Cancelled: ${said}`
}
