// Chapter 12's third experiment: the gas runs forward for a time t, every velocity is flipped, and it
// runs back for t. The return error (how far the disks land from their starts) is plotted on a log
// scale against t for times up to the reader's T; the slope of the straight stretch estimates the
// largest Lyapunov exponent, per unit time and per contact. Beside it, once the run has gone far
// enough, the same exponent measured the textbook way: the growth of a perturbation carried along;
// at the two densities a published value exists for, that value once the run is over.
import { line } from 'd3-shape'
import { useMemo } from 'react'
import {
  Output,
  Plot,
  WidgetFrame,
  formatAllDigits,
  formatCount,
  formatNumber,
  useWidgetState,
} from '../../kit'
import { ChoiceRow } from '../common/ChoiceRow'
import { RunPanel } from '../common/RunPanel'
import { twoSignificant } from '../common/significant'
import { useExperiment, useRunButton } from '../common/useExperiment'
import { ValueTrack } from '../common/ValueTrack'
import { DENSITIES, type Density, meta, schema } from './meta'
import { DISKS, POINTS, type ReversalReport, type ReversalRequest } from './model'
import { published } from './reference'
import '../common/plot.css'

const spawn = () => new Worker(new URL('./reversal.worker.ts', import.meta.url), { type: 'module' })

/** The log axis: from below the rounding floor to above the box's size, in radii. */
const ERROR_AXIS: [number, number] = [1e-16, 1e4]
/** An error of exactly zero (a return bit for bit) is drawn on the axis's floor. */
const onAxis = (error: number) => Math.max(error, ERROR_AXIS[0])
/** A return error as the page writes it: two significant digits, the power of ten written out. */
const errorText = (error: number) => formatAllDigits(twoSignificant(error)!)

/** The densities in the reader's words: the two of the literature with their number density. */
const DENSITY_WORDS: Record<Density, string> = {
  '0.25': 'η = 0.25',
  '0.3927': 'η = 0.39 (nσ² = 0.5)',
  '0.4712': 'η = 0.47 (nσ² = 0.6)',
}

/** The published λ at a density, as the page writes it once the run is over. */
function publishedText(density: Density): string {
  const values = published(density)
  if (values.length === 0) return 'none at this density (there is one at η = 0.39 and at η = 0.47)'
  const each = values.map((p) => `${formatNumber(p.lambda, 2)} for ${formatCount(p.disks)}`)
  return `${each.join(' and ')} disks (Dinius 2014, periodic box)`
}

export default function TimeReversalWidget() {
  const w = useWidgetState(meta)
  const [round, press] = useRunButton((play) => w.set({ play }))
  const { T, play, density } = w.state
  const eta = Number(density)
  const request = useMemo(() => (play ? { T, eta } : null), [play, T, eta])
  const run = useExperiment<ReversalRequest, ReversalReport>(spawn, request, `${T}:${density}:${round}`)
  const r = run.report && run.report.T === T && run.report.eta === eta ? run.report : null
  const running = run.status === 'running'
  const last = r?.points.at(-1) ?? null
  const fit = r?.fit ?? null
  const perContact = fit && r?.tau ? fit.lambda * r.tau : null
  const draw = line()
  const summary = summaryOf(run.status, r)

  return (
    <WidgetFrame widget={w}>
      <Plot
        className="xp-plot"
        label={`Return error against the time run forward, on a log scale: ${r ? `${r.points.length} of ${POINTS} times run` : 'nothing run yet'}${fit ? `, with the fitted line of slope ${formatNumber(fit.lambda, 2)} per time unit` : ''}.`}
        x={{ domain: [0, T], name: 'time run forward, then back (radius over √(kT/m))' }}
        y={{ domain: ERROR_AXIS, name: 'return error (radii)', log: true }}
        width={520}
        height={280}
      >
        {(s) => (
          <>
            <path
              className="xp-ideal"
              d={
                draw([
                  [s.x(0), s.y(1)],
                  [s.x(T), s.y(1)],
                ]) ?? ''
              }
            />
            {fit && (
              <path
                className="xp-curve"
                d={draw([fit.t0, fit.t1].map((t) => [s.x(t), s.y(Math.exp(fit.ln0 + fit.lambda * t))])) ?? ''}
              />
            )}
            {r?.points.map((p) => (
              <circle key={p.t} className="xp-point" cx={s.x(p.t)} cy={s.y(onAxis(p.error))} r={3} />
            ))}
          </>
        )}
      </Plot>
      <p className="xp-key">
        <span className="xp-key-point">return error after t forward and t back</span>
        <span className="xp-key-curve">fitted exponential growth</span>
        <span className="xp-key-ideal">one radius</span>
      </p>
      <ValueTrack
        label="Longest time run forward T"
        value={T}
        min={schema.T.min}
        max={schema.T.max}
        onMove={(v) => w.set({ T: v, play: false })}
        says={`T = ${formatNumber(T, 1)}`}
        quantity="T"
      />
      <ChoiceRow
        legend={schema.density.label}
        name="reversal-density"
        options={DENSITIES}
        words={DENSITY_WORDS}
        value={density}
        onChoose={(d) => w.set({ density: d, play: false })}
      />
      <RunPanel
        running={running}
        start={r ? 'Run again' : 'Run forward and back'}
        onPress={() => press(running)}
        progress={{ label: 'Times run', value: r?.points.length ?? 0, max: POINTS }}
        problem={run.problem}
        summary={summary}
      >
        {formatCount(DISKS)} disks at{' '}
        <Output q="density" value={DENSITY_WORDS[density]} label="packing fraction" />, run forward and back
        for times up to T = <Output q="T" value={T} digits={1} label="longest time" />.
        {/* Each sentence shows once its numbers exist; before, its outputs stay published, unseen, and
            one sentence says what a run will measure. */}
        {!last &&
          ' Nothing is measured yet: run it, and the figure plots how far the disks land from their starts.'}
        <span hidden={!last}>
          {' '}
          After <Output q="t" value={last?.t ?? null} digits={1} reason="no time run yet" label="time run" />{' '}
          forward and as long back, the disks are{' '}
          <Output
            q="error"
            value={last ? twoSignificant(last.error) : null}
            digits="all"
            reason="not measured"
            label="return error"
          />{' '}
          radii from their starts.
        </span>
        {last && perContact === null && ' A few more times run, and a line is fitted to the errors.'}
        <span hidden={perContact === null}>
          {' '}
          The fitted slope: λ ≈{' '}
          <Output
            q="lambda"
            value={fit?.lambda ?? null}
            digits={3}
            reason="not enough points yet"
            label="λ"
          />{' '}
          per time unit, one contact per disk every{' '}
          <Output
            q="tau"
            value={r?.tau ?? null}
            digits={2}
            reason="not measured"
            label="time between contacts"
          />{' '}
          time units, so λτ ≈{' '}
          <Output
            q="lambda-collision"
            value={perContact}
            digits={2}
            reason="not enough points yet"
            label="λ per contact"
          />{' '}
          per contact.
        </span>
        <span hidden={r?.tangentLambda == null}>
          {' '}
          An infinitely small nudge to every disk, carried along the forward run, grows at λ ≈{' '}
          <Output
            q="lambda-tangent"
            value={r?.tangentLambda ?? null}
            digits={3}
            reason="not measured yet"
            label="λ from the carried perturbation"
          />{' '}
          per time unit
          {r?.finished ? '; published: ' : ' (the published value is shown once the run is over)'}
          <span hidden={!r?.finished}>
            <Output
              q="lambda-published"
              value={r?.finished ? publishedText(density) : null}
              reason="shown once the run is over"
              label="published λ"
            />
          </span>
          .
        </span>
        <span hidden={r?.toRadius == null}>
          {' '}
          The error reached one radius after{' '}
          <Output
            q="collisions-to-radius"
            value={r?.toRadius ?? null}
            digits={1}
            reason="not yet"
            label="contacts per disk to one radius"
          />{' '}
          contacts per disk.
        </span>
        {r?.finished &&
          r.toRadius == null &&
          ' The error stayed below one radius: a longer T takes it there.'}
      </RunPanel>
    </WidgetFrame>
  )
}

/** What the live region says: it changes only when a run starts or ends. */
function summaryOf(status: string, r: ReversalReport | null): string {
  if (status === 'running') return 'Running the gas forward and back.'
  const last = r?.points.at(-1)
  if (!r || !last) return status === 'stopped' ? 'Cancelled before the first return.' : ''
  const slope = r.fit ? `; the fitted slope is λ ≈ ${formatNumber(r.fit.lambda, 3)} per time unit` : ''
  const carried =
    r.tangentLambda === null
      ? ''
      : `; a perturbation carried along grows at ${formatNumber(r.tangentLambda, 3)}`
  const said = `after ${formatNumber(last.t, 1)} forward and back the disks are ${errorText(last.error)} radii from their starts${slope}${carried}.`
  return status === 'done' ? `Run over: ${said}` : `Cancelled: ${said}`
}
