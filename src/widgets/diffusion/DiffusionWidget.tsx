// Chapter 12's diffusion experiment: the reader picks a packing fraction (and whose displacement:
// the gas's disks, or one heavy disk among them), a worker runs the gas, and the mean squared
// displacement is plotted against the time the disks had, with its fitted slope beside Enskog's
// 4D_E t (and, for the heavy disk, the free flight of its thermal speed at short times).
import { line } from 'd3-shape'
import { useMemo } from 'react'
import { Output, Plot, WidgetFrame, formatNumber, useWidgetState } from '../../kit'
import { useHiddenQuantities } from '../../kit/predict'
import { ChoiceRow } from '../common/ChoiceRow'
import { nounFor } from '../common/counted'
import { GasPicture } from '../common/GasPicture'
import { DISK_M, DISK_R, KT } from '../common/hardDiskGas'
import { Measured } from '../common/Measured'
import { RunPanel } from '../common/RunPanel'
import { useExperiment, useRunButton } from '../common/useExperiment'
import { ValueTrack } from '../common/ValueTrack'
import { PRESETS, type Preset, meta, schema } from './meta'
import { DISKS, type DiffusionReport, HEAVY, enskogD, startReport } from './report'
import '../common/plot.css'

const spawn = () => new Worker(new URL('./diffusion.worker.ts', import.meta.url), { type: 'module' })

const PRESET_WORDS: Record<Preset, string> = {
  gas: 'the disks of the gas',
  brownian: `one disk ${formatNumber(HEAVY.r / DISK_R, 0)} times as wide and ${formatNumber(HEAVY.m / DISK_M, 0)} times as heavy`,
}
/** What the reference is, as the read-out names it. */
const REFERENCE_WORDS: Record<Preset, string> = {
  gas: 'Enskog’s coefficient at this density',
  brownian: 'the Enskog estimate from its own contact rate',
}

/** D with its error bar, as the page writes it. */
const dText = (D: number, error: number | null) =>
  `${formatNumber(D, 3)}${error === null ? '' : ` ± ${formatNumber(error, 3)}`}`

export default function DiffusionWidget() {
  const w = useWidgetState(meta)
  const [round, press] = useRunButton((play) => w.set({ play }))
  const { eta, preset, play } = w.state
  const request = useMemo(() => (play ? { eta, preset } : null), [play, eta, preset])
  const run = useExperiment<{ eta: number; preset: Preset }, DiffusionReport>(
    spawn,
    request,
    `${eta}:${preset}:${round}`,
  )
  // Before a run the picture shows the lattice the gas starts from, and the plot its empty axes.
  const initial = useMemo(() => startReport(eta, preset), [eta, preset])
  const r = run.report && run.report.eta === eta && run.report.preset === preset ? run.report : null
  const shown = r ?? initial
  const running = run.status === 'running'
  const longest = shown.lags.at(-1) ?? 1
  // While the chapter's exercise asks for Enskog's D, its line (whose slope is 4D) is not drawn either.
  const asked = useHiddenQuantities(meta.id).has('D-enskog')
  const reference = preset === 'gas' ? enskogD(eta) : (r?.reference ?? null)
  const referenceLine = asked ? null : reference
  // The MSD axis reaches the highest of the measured points and the reference line.
  const top = Math.max(
    4 * (reference ?? 0) * longest,
    ...shown.msd.map((m) => m ?? 0),
    preset === 'gas' ? 1 : 4 * enskogD(eta) * longest,
  )
  const draw = line()
  const summary = summaryOf(run.status, r, asked)
  const measured = shown.msd.flatMap((m, k) => (m === null ? [] : [[shown.lags[k]!, m] as const]))

  return (
    <WidgetFrame widget={w}>
      <div className="xp-layout">
        <GasPicture
          positions={shown.positions}
          box={shown.box}
          heavy={preset === 'brownian' ? { r: HEAVY.r, path: shown.path } : undefined}
          label={`The gas: ${formatNumber(DISKS, 0)} disks covering ${formatNumber(eta * 100, 0)} % of their box${preset === 'brownian' ? ', with a heavy disk at the centre and the path it has taken' : ''}.`}
        />
        <Plot
          className="xp-plot"
          label={`Mean squared displacement against time: ${measured.length > 0 ? `${measured.length} measured points` : 'nothing measured yet'}, with the line of ${preset === 'gas' ? 'Enskog’s coefficient' : 'the Enskog estimate'}.`}
          x={{ domain: [0, longest], name: 'time t (radius over √(kT/m))' }}
          y={{ domain: [0, top * 1.05], name: 'mean squared displacement (radii²)' }}
        >
          {(s) => (
            <>
              {referenceLine !== null && (
                <path
                  className="xp-ideal"
                  d={
                    draw([
                      [s.x(0), s.y(0)],
                      [s.x(longest), s.y(4 * referenceLine * longest)],
                    ]) ?? ''
                  }
                />
              )}
              {preset === 'brownian' && (
                // The heavy disk's free flight at its thermal speed: ⟨|Δr|²⟩ = (2kT/M)t² until contacts turn it.
                <path
                  className="xp-curve"
                  d={
                    draw(
                      shown.lags
                        .filter((t) => ((2 * KT) / HEAVY.m) * t * t <= top)
                        .map((t) => [s.x(t), s.y(((2 * KT) / HEAVY.m) * t * t)]),
                    ) ?? ''
                  }
                />
              )}
              {measured.map(([t, m]) => (
                <circle key={t} className="xp-point" cx={s.x(t)} cy={s.y(m)} r={2.5} />
              ))}
              {r?.fitted && (
                <path className="xp-fit" d={draw(r.fitted.map(([t, m]) => [s.x(t), s.y(m)])) ?? ''} />
              )}
            </>
          )}
        </Plot>
      </div>
      <p className="xp-key">
        <span className="xp-key-point">measured</span>
        <span className="xp-key-fit">fitted slope, 4D</span>
        {preset === 'brownian' && <span className="xp-key-curve">free flight, (2kT/M)t²</span>}
        <span className="xp-key-ideal">
          {preset === 'gas' ? 'Enskog, 4Dt' : 'Enskog estimate, 4Dt'}
          {asked ? ': drawn once the exercise on it is answered' : ''}
        </span>
      </p>
      <ValueTrack
        label="Packing fraction η"
        value={eta}
        min={schema.eta.min}
        max={schema.eta.max}
        onMove={(v) => w.set({ eta: v, play: false })}
        says={`η = ${formatNumber(eta, 3)}`}
        quantity="eta"
      />
      <ChoiceRow
        legend={schema.preset.label}
        name="diffusion-preset"
        options={PRESETS}
        words={PRESET_WORDS}
        value={preset}
        onChoose={(p) => w.set({ preset: p, play: false })}
      />
      <RunPanel
        running={running}
        start={r ? 'Run again' : 'Run'}
        onPress={() => press(running)}
        progress={{ label: 'Time run', value: shown.time, max: shown.runTime }}
        problem={run.problem}
        summary={summary}
      >
        Following <Output q="preset" value={PRESET_WORDS[preset]} label="whose displacement" /> at η ={' '}
        <Output q="eta" value={eta} digits={3} label="packing fraction" />: D ={' '}
        <Measured
          q="D"
          value={r?.D ?? null}
          error={r?.error ?? null}
          digits={3}
          reason={running ? 'not enough time yet' : 'not measured'}
          label="D measured"
          errorLabel="standard error of D"
          unit=" radii² per time unit"
        />{' '}
        after <Output q="time" value={r?.time ?? 0} digits={1} label="time run" /> time units and{' '}
        <Output
          q="collisions"
          value={r?.collisions ?? 0}
          digits={0}
          unit={nounFor(r?.collisions ?? 0, 'contact')}
          label="contacts"
        />
        ; {REFERENCE_WORDS[preset]}:{' '}
        <Output q="D-enskog" value={reference} digits={3} reason="not measured" label="D by Enskog" />.
      </RunPanel>
    </WidgetFrame>
  )
}

/** What the live region says: it changes only when a run starts or ends. */
function summaryOf(status: string, r: DiffusionReport | null, asked: boolean): string {
  if (status === 'running') return 'Running the gas and following the displacements.'
  if (status !== 'done' && status !== 'stopped') return ''
  if (asked)
    return `Run ${status === 'done' ? 'over' : 'cancelled'}: D shows once the exercise on Enskog’s D is answered.`
  if (!r || r.D === null) return status === 'stopped' ? 'Cancelled before D could be measured.' : ''
  const said = `D = ${dText(r.D, r.error)} radii² per time unit${r.reference === null ? '' : `, against ${formatNumber(r.reference, 3)} by Enskog`}.`
  return status === 'done' ? `Run over: ${said}` : `Cancelled: ${said}`
}
