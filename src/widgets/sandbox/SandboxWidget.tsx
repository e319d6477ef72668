// Chapter 10's sandbox: many balls on the event-driven engine, run in a worker and drawn on a
// canvas. Ball 1 is the one the reader places and aims (its handles edit the set-up; editing
// starts the run again); the timeline scrubs through the recorded run exactly.
import { useCallback, useMemo, useRef, useState } from 'react'
import type { Vec2 } from '../../core'
import {
  Arrow,
  Ball,
  BoxOutline,
  Dot,
  Handle,
  Output,
  Slider,
  Stage,
  StageClip,
  Wall,
  WidgetFrame,
  formatNumber,
  formatPoint,
  useWidgetState,
} from '../../kit'
import { BallCanvas } from './BallCanvas'
import { STEP_CHOICES } from './compare'
import { CompareView } from './CompareView'
import { EventLog, EventQueue } from './EventLog'
import { EnergyPlot } from './EnergyPlot'
import { JsonFile } from './JsonFile'
import { SCENES, type SandboxState, type SceneId, meta } from './meta'
import { type Setup, clampState, moveBall1, radiiOf, sceneOf, setupOf } from './model'
import { MomentaDiagram } from './MomentaDiagram'
import { Narrator } from './Narrator'
import { PhysicsOverlay } from './PhysicsOverlay'
import { emptySeries, recordFrame } from './series'
import { useEngine } from './useEngine'
import './sandbox.css'

const SCENE_NAMES: Record<SceneId, string> = {
  'pool-break': 'Pool break',
  cradle: 'Newton’s cradle',
  'gas-1000': 'Gas of 1,000 balls',
  'gas-10000': 'Gas of 10,000 balls',
  polygon: 'A ball in a pentagon',
  stack: 'A stack against a wall',
}

const SPEEDS = [1, 0.5, 0.25, 0.1] as const

function describe(s: SandboxState, setup: Setup): string {
  const { min, max } = setup.box
  return (
    `${SCENE_NAMES[s.scene]}: ${setup.balls.length} balls on a ${formatNumber(max.x - min.x, 0)} by ${formatNumber(max.y - min.y, 0)} table` +
    `${setup.walls.length ? ` with ${setup.walls.length} walls` : ''}, ${setup.border ? 'a reflecting border' : 'no border'}, restitution ${formatNumber(setup.restitution, 2)}. ` +
    `Ball 1 (blue) starts at ${formatPoint(setup.balls[0]!.p)} with velocity ${formatPoint(setup.balls[0]!.v)}.`
  )
}

/** What a phone zooms to while the set-up is edited: ball 1 and its arrow (the whole table once it runs). */
function editBox(b: { p: Vec2; r: number }, tip: Vec2) {
  return {
    min: { x: Math.min(b.p.x - b.r, tip.x), y: Math.min(b.p.y - b.r, tip.y) },
    max: { x: Math.max(b.p.x + b.r, tip.x), y: Math.max(b.p.y + b.r, tip.y) },
  }
}

export default function SandboxWidget() {
  const w = useWidgetState(meta, clampState)
  const s = w.state
  const { set } = w
  const [custom, setCustom] = useState<Setup | null>(null)
  const [speed, setSpeed] = useState<number>(1)
  const [overlays, setOverlays] = useState(true)
  const [compare, setCompare] = useState(false)
  const [stepDt, setStepDt] = useState<number>(STEP_CHOICES[0])
  const { scene, e, border, p1, v1 } = s
  const stateSetup = useMemo(
    () => setupOf({ scene, e, border, p1: { x: p1.x, y: p1.y }, v1: { x: v1.x, y: v1.y }, play: false }),
    [scene, e, border, p1.x, p1.y, v1.x, v1.y],
  )
  const setup = custom ?? stateSetup
  const sc = sceneOf(scene)
  const radii = useMemo(() => radiiOf(setup.balls), [setup])
  const pause = useCallback(() => set({ play: false }), [set])
  const engine = useEngine(setup, s.play, speed, pause, compare ? stepDt : null)
  const series = useRef(emptySeries())
  const r = engine.report
  // A new set-up starts a new record (recording a frame twice is harmless: its values are fixed).
  if (r.frames === 0) series.current = emptySeries()
  recordFrame(series.current, r)

  const edit = useCallback(
    (patch: Partial<SandboxState>) => {
      setCustom(null)
      set({ ...patch, play: false })
    },
    [set],
  )
  const moveBall = useCallback((to: Vec2) => edit(moveBall1(w.state, to)), [edit, w.state])
  const arrowTime = sc.arrowTime
  const aim = useCallback(
    (tip: Vec2) => edit({ v1: { x: (tip.x - p1.x) / arrowTime, y: (tip.y - p1.y) / arrowTime } }),
    [edit, p1.x, p1.y, arrowTime],
  )
  const chooseScene = (id: SceneId) => {
    setCustom(null)
    set({ scene: id, e: sceneOf(id).e, play: false, p1: meta.schema.p1.default, v1: meta.schema.v1.default })
  }
  const restart = () => {
    set({ play: false })
    engine.seek(0)
  }
  const resetScene = () => chooseScene(scene)
  const stepOnce = () => {
    pause()
    engine.step()
  }
  const jump = (t: number) => {
    pause()
    engine.seekTime(t)
  }
  const load = (loaded: Setup) => {
    pause()
    setCustom(loaded)
  }

  const { min, max } = setup.box
  const margin = Math.max(1, (max.x - min.x) / 40)
  const x: [number, number] = [min.x - margin, max.x + margin]
  const y: [number, number] = [min.y - margin, max.y + margin]
  const start = setup.balls[0]!
  const st = r.state
  const ball1 = { x: st[0]!, y: st[1]! }
  const ball1V = { x: st[2]!, y: st[3]! }
  const m1 = start.m
  const tip = { x: start.p.x + start.v.x * arrowTime, y: start.p.y + start.v.y * arrowTime }
  const running = r.frame > 0
  const startEnergy = engine.startEnergy

  return (
    <WidgetFrame widget={w}>
      <div className="sandbox-controls">
        <label>
          Scene
          <select value={scene} onChange={(ev) => chooseScene(ev.target.value as SceneId)}>
            {SCENES.map((id) => (
              <option key={id} value={id}>
                {SCENE_NAMES[id]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="rk-button" onClick={() => set({ play: !s.play })}>
          {s.play ? 'Pause' : 'Play'}
        </button>
        <button type="button" className="rk-button" onClick={stepOnce}>
          Step to next contact
        </button>
        <label>
          Speed
          <select value={speed} onChange={(ev) => setSpeed(Number(ev.target.value))}>
            {SPEEDS.map((v) => (
              <option key={v} value={v}>
                {v === 1 ? 'real time' : `${v}× (slow motion)`}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="rk-button" onClick={restart}>
          Restart
        </button>
        <button type="button" className="rk-button" onClick={resetScene}>
          Scene defaults
        </button>
      </div>
      <Stage x={x} y={y} label={describe(s, setup)} fit={running ? undefined : editBox(start, tip)}>
        {/* A phone's zoomed view cuts the table at the stage's edge rather than over the controls. */}
        <StageClip>
          <BoxOutline min={min} max={max} dashed={!setup.border} />
          {setup.walls.map(([a, b], i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the walls of a scene never reorder
            <Wall key={i} from={a} to={b} label={`Wall ${i + 1}`} />
          ))}
        </StageClip>
        <BallCanvas radii={radii} draw={engine.draw} latest={engine.latest} paths={overlays} />
        {overlays && (
          <PhysicsOverlay setup={setup} arrowTime={arrowTime} listen={engine.listen} latest={engine.latest} />
        )}
        {running ? (
          <Ball center={start.p} r={start.r} tone="a" ghost label="start" />
        ) : (
          <Ball center={start.p} r={start.r} tone="a" label="1" />
        )}
        {overlays && r.com && r.comV && (
          <>
            <Arrow
              tail={r.com}
              tip={{ x: r.com.x + r.comV.x * arrowTime, y: r.com.y + r.comV.y * arrowTime }}
              tone="c"
              dashed
            />
            <Dot at={r.com} tone="c" label="centre of mass" />
          </>
        )}
        {overlays && running && (
          <Arrow
            tail={ball1}
            tip={{ x: ball1.x + m1 * ball1V.x * arrowTime, y: ball1.y + m1 * ball1V.y * arrowTime }}
            tone="a"
          />
        )}
        <Handle label="Ball 1" at={start.p} tone="a" onMove={moveBall} />
        <Arrow tail={start.p} tip={tip} tone="a" label="Velocity of ball 1" onMove={aim} />
      </Stage>
      {/* Beside the table on a wide screen, below it on a phone (sandbox.css). */}
      {compare && (
        <CompareView engine={engine} setup={setup} radii={radii} x={x} y={y} dt={stepDt} onDt={setStepDt} />
      )}
      <div className="sandbox-timeline">
        <label htmlFor="sandbox-timeline">Timeline</label>
        <input
          id="sandbox-timeline"
          type="range"
          min={0}
          max={r.frames}
          step={1}
          value={r.frame}
          aria-valuetext={`t = ${formatNumber(r.time, 3)} s, frame ${r.frame} of ${r.frames}`}
          onChange={(ev) => {
            pause()
            engine.seek(Number(ev.target.value))
          }}
        />
      </div>
      {engine.error && (
        <p className="sandbox-notice" role="alert">
          The engine stopped: {engine.error}
        </p>
      )}
      {engine.quiet && <p className="sandbox-notice">No contact ahead in the next minute of motion.</p>}
      <div className="sandbox-readout">
        <p>
          Time t = <Output q="time" value={r.time} unit=" s" />
        </p>
        <p>
          Contacts so far: <Output q="events" value={r.events} digits={0} />
        </p>
        <p>
          Kinetic energy: <Output q="energy" value={r.energy} digits={6} />
        </p>
        <p>
          Total momentum: (<Output q="momentum-x" value={r.momentum.x} digits={6} label="Total momentum, x" />
          , <Output q="momentum-y" value={r.momentum.y} digits={6} label="Total momentum, y" />)
        </p>
        <p>
          Ball 1 at (<Output q="ball-x" value={ball1.x} label="Ball 1, x" />,{' '}
          <Output q="ball-y" value={ball1.y} label="Ball 1, y" />
          ), velocity (
          <Output q="ball-vx" value={ball1V.x} label="Ball 1 velocity, x" />,{' '}
          <Output q="ball-vy" value={ball1V.y} label="Ball 1 velocity, y" />
          ), mass {formatNumber(m1, 2)}, radius {formatNumber(start.r, 2)}
        </p>
        <p>
          Scene: <Output q="scene" value={scene} />; at the start ball 1 is at (
          <Output q="start-x" value={start.p.x} label="Ball 1 at the start, x" />,{' '}
          <Output q="start-y" value={start.p.y} label="Ball 1 at the start, y" />) moving at (
          <Output q="start-vx" value={start.v.x} label="Ball 1 at the start, velocity x" />,{' '}
          <Output q="start-vy" value={start.v.y} label="Ball 1 at the start, velocity y" />) and the kinetic
          energy is <Output q="energy-start" value={startEnergy} digits={6} />
        </p>
      </div>
      <div className="sandbox-controls">
        <Slider widget={w} field="e" />
        <label>
          <input type="checkbox" checked={border} onChange={(ev) => edit({ border: ev.target.checked })} />
          Reflecting border
        </label>
        <label>
          <input type="checkbox" checked={overlays} onChange={(ev) => setOverlays(ev.target.checked)} />
          Overlays (paths, centre of mass, momentum)
        </label>
        <label>
          <input type="checkbox" checked={compare} onChange={(ev) => setCompare(ev.target.checked)} />
          Compare with frame stepping
        </label>
      </div>
      <div className="sandbox-panels">
        <EnergyPlot series={series.current} time={r.time} />
        <MomentaDiagram report={r} setup={setup} />
        <EventQueue next={r.next} />
        <EventLog log={r.log} onJump={jump} />
      </div>
      <JsonFile scene={scene} setup={setup} onLoad={load} />
      <Narrator report={r} playing={s.play} />
    </WidgetFrame>
  )
}
