// Chapter 12's first experiment: the reader picks a packing fraction, a worker runs the gas and
// measures Z from the virial of its contacts, and each density visited adds a point with its error
// bar to the plot, beside Henderson's equation of state and the ideal gas.
import { line } from 'd3-shape'
import { range } from 'd3-array'
import { useEffect, useMemo, useState } from 'react'
import { Output, Plot, WidgetFrame, formatCount, formatNumber, useWidgetState } from '../../kit'
import { nounFor } from '../common/counted'
import { GasPicture } from '../common/GasPicture'
import { Measured } from '../common/Measured'
import { RunPanel } from '../common/RunPanel'
import { useExperiment, useRunButton } from '../common/useExperiment'
import { ValueTrack } from '../common/ValueTrack'
import { meta, schema } from './meta'
import { DISKS, henderson, latticeReport, type PressureReport, RUN_COLLISIONS } from './report'
import '../common/plot.css'

const spawn = () => new Worker(new URL('./pressure.worker.ts', import.meta.url), { type: 'module' })

interface Point {
  eta: number
  Z: number
  error: number | null
}

const ETA_AXIS: [number, number] = [0, 0.65]
const Z_AXIS: [number, number] = [0, 8]
const hendersonCurve = range(0, 0.6401, 0.01).map((eta) => [eta, henderson(eta)] as [number, number])

/** Z with its error bar, as the page writes it. */
const zText = (Z: number, error: number | null) =>
  `${formatNumber(Z, 3)}${error === null ? '' : ` ± ${formatNumber(error, 3)}`}`

export default function GasPressureWidget() {
  const w = useWidgetState(meta)
  const [seed, press] = useRunButton((play) => w.set({ play }))
  const { eta, play } = w.state
  const request = useMemo(() => (play ? { eta, seed } : null), [play, eta, seed])
  const run = useExperiment<{ eta: number; seed: number }, PressureReport>(spawn, request, `${eta}:${seed}`)
  const r = run.report && run.report.eta === eta ? run.report : null
  // Before a measurement the picture shows the lattice the gas starts from.
  const lattice = useMemo(() => latticeReport(eta), [eta])
  const [points, setPoints] = useState<ReadonlyMap<string, Point>>(new Map())
  useEffect(() => {
    if (r?.Z == null) return
    const Z = r.Z
    setPoints((m) => new Map(m).set(formatNumber(r.eta, 3)!, { eta: r.eta, Z, error: r.error }))
  }, [r])

  const zH = henderson(eta)
  const measuring = run.status === 'running'
  const summary = summaryOf(run.status, r, eta)
  const draw = line()

  return (
    <WidgetFrame widget={w}>
      <div className="xp-layout">
        <GasPicture
          positions={(r ?? lattice).positions}
          box={(r ?? lattice).box}
          label={`The gas: ${formatNumber(DISKS, 0)} disks covering ${formatNumber(eta * 100, 0)} % of their box.`}
        />
        <Plot
          className="xp-plot"
          label={`Compressibility factor Z against packing fraction η: Henderson’s curve, the ideal gas at Z = 1, and ${points.size} measured point${points.size === 1 ? '' : 's'}.`}
          x={{ domain: ETA_AXIS, name: 'packing fraction η (no unit)' }}
          y={{ domain: Z_AXIS, name: 'Z = PA / NkT (no unit)' }}
        >
          {(s) => (
            <>
              <path
                className="xp-ideal"
                d={
                  draw([
                    [s.x(0), s.y(1)],
                    [s.x(ETA_AXIS[1]), s.y(1)],
                  ]) ?? ''
                }
              />
              <path className="xp-curve" d={draw(hendersonCurve.map(([e, z]) => [s.x(e), s.y(z)])) ?? ''} />
              {[...points.values()].map((p) => (
                <g key={p.eta}>
                  {p.error !== null && (
                    <line
                      className="xp-bar"
                      x1={s.x(p.eta)}
                      x2={s.x(p.eta)}
                      y1={s.y(p.Z - 2 * p.error)}
                      y2={s.y(p.Z + 2 * p.error)}
                    />
                  )}
                  <circle
                    className={p.eta === eta ? 'xp-point-now' : 'xp-point'}
                    cx={s.x(p.eta)}
                    cy={s.y(p.Z)}
                    r={p.eta === eta ? 4.5 : 3}
                  />
                </g>
              ))}
            </>
          )}
        </Plot>
      </div>
      <p className="xp-key">
        <span className="xp-key-point">measured (bar: two standard errors)</span>
        <span className="xp-key-curve">Henderson (1975)</span>
        <span className="xp-key-ideal">ideal gas</span>
      </p>
      <ValueTrack
        label="Packing fraction η"
        value={eta}
        min={schema.eta.min}
        max={schema.eta.max}
        onMove={(v) => w.set({ eta: v })}
        says={`η = ${formatNumber(eta, 3)}`}
        quantity="eta"
      />
      <RunPanel
        running={measuring}
        start={r ? 'Measure again' : 'Measure'}
        onPress={() => press(measuring)}
        progress={{ label: 'Contacts measured', value: r?.collisions ?? 0, max: RUN_COLLISIONS }}
        problem={run.problem}
        summary={summary}
      >
        {formatNumber(DISKS, 0)} disks at η ={' '}
        <Output q="eta" value={eta} digits={3} label="packing fraction" />:{' '}
        <Measured
          q="Z"
          value={r?.Z ?? null}
          error={r?.error ?? null}
          digits={3}
          reason={measuring ? 'melting the lattice' : 'not measured'}
          label="Z measured"
          errorLabel="standard error of Z"
        />{' '}
        after{' '}
        <Output
          q="collisions"
          value={r?.collisions ?? 0}
          digits={0}
          unit={nounFor(r?.collisions ?? 0, 'contact')}
          label="contacts measured"
        />
        ; Henderson’s equation gives <Output q="Z-henderson" value={zH} digits={3} label="Z by Henderson" />,
        the ideal gas 1.
      </RunPanel>
    </WidgetFrame>
  )
}

/** What the live region says: it changes only when a run starts or ends, so a screen reader is not flooded. */
function summaryOf(status: string, r: PressureReport | null, eta: number): string {
  const at = `η = ${formatNumber(eta, 3)}`
  if (status === 'running') return `Measuring the pressure at ${at}.`
  if (!r || r.Z === null) return status === 'stopped' ? `Measurement at ${at} cancelled.` : ''
  const said = `Z = ${zText(r.Z, r.error)} after ${formatCount(r.collisions, 'contact')}; Henderson’s equation gives ${formatNumber(henderson(eta), 3)}.`
  return status === 'stopped' ? `Cancelled at ${at}: ${said}` : `At ${at}, ${said}`
}
