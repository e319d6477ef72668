// "Compare with frame stepping": the same set-up on the frame-stepped engine of chapter 1
// (core/stepped.ts), run by the same worker on the same clock, drawn on a second table beside
// the exact one (below it on a phone), with what frame stepping gets wrong counted.
import { memo, useEffect, useRef } from 'react'
import { BoxOutline, Output, Stage, StageClip, Wall, formatNumber } from '../../../kit'
import { BallCanvas } from '../view/BallCanvas'
import type { SteppedReport } from '../engine/compare'
import { STEP_CHOICES } from '../engine/stepChoices'
import type { Setup } from '../setup/setup'
import type { FrameReport } from '../engine/session'
import type { Engine } from '../engine/useEngine'
import { MissPlot } from './MissPlot'
import type { Series } from './series'

interface Props {
  /** the exact engine's replies: each carries the stepped balls while the reader compares */
  listen: Engine['listen']
  latest: Engine['latest']
  /** the stepped run as the read-outs show it (a few updates a second), or why it is refused */
  stepped: FrameReport['stepped']
  /** the set-up's kinetic energy */
  startEnergy: number
  box: Setup['box']
  border: boolean
  walls: Setup['walls']
  radii: Float64Array
  x: [number, number]
  y: [number, number]
  dt: number
  onDt: (dt: number) => void
  /** the balls' paths, as the exact table shows them */
  paths: boolean
  /** the run's record (with the stepped engine's counts) and the time shown, for the plot of misses */
  series: Series
  time: number
}

const stepName = (dt: number) => `1/${Math.round(1 / dt)} s`

/** The report the second table draws: the stepped balls in the exact report's frame (no flashes). */
function steppedFrame(r: FrameReport): FrameReport | null {
  const st = r.stepped
  return st && 'state' in st ? { ...r, state: st.state, fresh: [] } : null
}

// Memoised: a drag moves a ball of the exact set-up on every pointer move, and the stepped run
// only starts again once the worker has the new set-up.
export const CompareView = memo(function CompareView({
  listen,
  latest: exact,
  stepped,
  startEnergy,
  box,
  border,
  walls,
  radii,
  x,
  y,
  dt,
  onDt,
  paths,
  series,
  time,
}: Props) {
  const draw = useRef<((r: FrameReport) => void) | null>(null)
  const latest = useRef<FrameReport>(steppedFrame(exact.current) ?? exact.current)
  useEffect(
    () =>
      listen((r) => {
        const f = steppedFrame(r)
        if (!f || f.state.length !== 4 * radii.length) return
        latest.current = f
        draw.current?.(f)
      }),
    [listen, radii],
  )
  const refused = stepped && 'refused' in stepped ? stepped.refused : null
  const run: SteppedReport | null = stepped && 'state' in stepped ? stepped : null
  return (
    <section className="sandbox-compare" aria-label="Frame stepping on the same scene">
      <p className="sandbox-panel-title">Frame stepping with the overlap test</p>
      {refused ? (
        <p className="sandbox-notice">{refused}</p>
      ) : (
        <>
          <Stage
            x={x}
            y={y}
            label={`The same scene on a frame-stepped engine: every ${stepName(dt)} each ball moves by its velocity times the step, then overlapping pairs bounce and are pushed apart. Contacts that begin and end between two steps are missed.`}
          >
            <StageClip>
              <BoxOutline min={box.min} max={box.max} dashed={!border} />
              {walls.map(([a, b], i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the walls of a set-up never reorder
                <Wall key={i} from={a} to={b} label={`Wall ${i + 1}`} />
              ))}
            </StageClip>
            <BallCanvas box={box} radii={radii} draw={draw} latest={latest} paths={paths} />
          </Stage>
          <div className="sandbox-controls">
            <label>
              Frame step
              <select value={dt} onChange={(ev) => onDt(Number(ev.target.value))}>
                {STEP_CHOICES.map((v) => (
                  <option key={v} value={v}>
                    {stepName(v)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className="sandbox-readout">
            <p>
              Stepped to t = <Output q="stepped-time" value={run?.time} reason="—" digits={3} unit=" s" />
            </p>
            <p>
              Contacts missed (tunnelled):{' '}
              <Output q="stepped-tunnelled" value={run?.tunnelled} reason="—" digits={0} />
            </p>
            <p>
              Overlapping pairs now:{' '}
              <Output q="stepped-overlapping" value={run?.overlapping} reason="—" digits={0} />
            </p>
            <p>
              Kinetic energy: <Output q="stepped-energy" value={run?.energy} reason="—" unit=" J" />
              {run && startEnergy > 0 && (
                <> ({formatNumber((100 * (run.energy - startEnergy)) / startEnergy, 3)} % since the start)</>
              )}
            </p>
          </div>
          <MissPlot series={series} time={time} />
        </>
      )}
    </section>
  )
})
