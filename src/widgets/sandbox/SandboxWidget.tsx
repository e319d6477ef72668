// Chapter 10's sandbox: many balls on the event-driven engine, run in a worker and drawn on a
// canvas. The reader edits the set-up (edit.ts: select, drag, fling, type values, add and delete
// balls and walls; every edit starts the run again); the link holds the edited set-up while it
// is small (link.ts), the JSON file always; the timeline scrubs through the recorded run exactly.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
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
  WidgetFrame,
  formatNumber,
  formatPoint,
  useWidgetState,
} from '../../kit'
import { BallCanvas } from './view/BallCanvas'
import type { StepRate } from './engine/stepChoices'
import { CompareView } from './panels/CompareView'
import { EventLog, EventQueue } from './panels/EventLog'
import { Graphs } from './panels/Graphs'
import { JsonFile } from './panels/JsonFile'
import { SCENE_NAMES, SET_LIMIT, type SandboxState, type SceneId, meta } from './meta'
import { BallInspector } from './panels/BallInspector'
import { BallTable } from './panels/BallTable'
import {
  type BallField,
  type Corner,
  type Edited,
  type Loop,
  addBall,
  addPolygon,
  addWall,
  addWallAnywhere,
  aimBall,
  deleteBall,
  deleteWall,
  moveBall,
  moveCorner,
  moveLoop,
  scaleLoop,
  typeBallValue,
} from './setup/edit'
import { clampState, linkOf, ruleWords, setupOf } from './setup/link'
import { massesOf, radiiOf } from './model'
import type { Setup } from './setup/setup'
import { sceneOf } from './setup/scenes'
import { TableClip } from './view/TableClip'
import { TableInput, type Tool } from './view/TableInput'
import { Toolbar } from './panels/Toolbar'
import { WallLayer } from './view/WallLayer'
import { MomentaDiagram } from './panels/MomentaDiagram'
import { Narrator } from './panels/Narrator'
import { PhysicsOverlay } from './view/PhysicsOverlay'
import { RunControls, Timeline } from './panels/RunControls'
import { emptySeries, recordFrame } from './panels/series'
import { useEngine } from './engine/useEngine'
import { useStable } from './view/useStable'
import { type View, type Views, defaultViews } from './view/views'
import { ArrowScale, ViewToggles } from './panels/ViewToggles'
import { StopwatchPanel } from './panels/StopwatchPanel'
import './sandbox.css'

/** Most balls the editing tools add up to (a gas is edited through its JSON file). */
const MAX_EDIT_BALLS = 2000

function describe(s: SandboxState, setup: Setup): string {
  const { min, max } = setup.box
  return (
    `${SCENE_NAMES[s.scene]}: ${setup.balls.length} balls on a ${formatNumber(max.x - min.x, 0)} by ${formatNumber(max.y - min.y, 0)} table` +
    `${setup.walls.length ? ` with ${setup.walls.length} walls` : ''}, ${setup.border ? 'a reflecting border' : 'no border'}, restitution ${formatNumber(setup.restitution, 2)}. ` +
    `Ball 1 (blue) starts at ${formatPoint(setup.balls[0]!.p)} with velocity ${formatPoint(setup.balls[0]!.v)}.`
  )
}

/**
 * The balls' radii or masses, kept the same array while they do not change: the canvases start
 * over (sized afresh, the theme's colours read again) when they do, which a drag moving one ball
 * must not cost.
 */
function useSameColumn(setup: Setup, key: 'r' | 'm'): Float64Array {
  const kept = useRef<Float64Array>(new Float64Array(0))
  const { balls } = setup
  if (balls.length !== kept.current.length || balls.some((b, i) => b[key] !== kept.current[i]))
    kept.current = key === 'r' ? radiiOf(balls) : massesOf(balls)
  return kept.current
}

/**
 * The stage's x and y: the table and a margin of a 40th of its width around it, room for a
 * handle's ring at the edge (a wider one, a unit on the smaller tables, stood as an empty band
 * of over 50 px above and below the table on a laptop).
 */
function stageRanges({ min, max }: Setup['box']): [[number, number], [number, number]] {
  const margin = (max.x - min.x) / 40
  return [
    [min.x - margin, max.x + margin],
    [min.y - margin, max.y + margin],
  ]
}

export default function SandboxWidget() {
  const w = useWidgetState(meta, clampState, ruleWords)
  const s = w.state
  const { set } = w
  const [custom, setCustom] = useState<Setup | null>(null)
  const [speed, setSpeed] = useState<number>(1)
  /** the reader's choice of what the table shows; null: the scene's defaults (views.ts) */
  const [chosenViews, setViews] = useState<Views | null>(null)
  const [tool, setTool] = useState<Tool>('select')
  const [chosen, setSelected] = useState(0)
  /** what the last edit refused or did, shown beside the controls it came from */
  const [message, setMessage] = useState<{ text: string; from: 'tools' | 'ball' | 'table' } | null>(null)
  /** why the link does not hold `custom` (it is too long, or finer than the link says) */
  const [offLink, setOffLink] = useState<string | null>(null)
  // The comparison is in the link; ticking it again brings back the reader's last step.
  const compare = s.compare !== 'off'
  const lastRate = useRef<StepRate>('60')
  if (s.compare !== 'off') lastRate.current = s.compare
  const stepDt = 1 / Number(lastRate.current)
  const setStepDt = useCallback(
    (dt: number) => set({ compare: String(Math.round(1 / dt)) as StepRate }),
    [set],
  )
  const { scene, e, border, p1, v1, set: edits } = s
  const stateSetup = useMemo(
    () =>
      setupOf({
        scene,
        e,
        border,
        p1: { x: p1.x, y: p1.y },
        v1: { x: v1.x, y: v1.y },
        set: edits,
        play: false,
        t: 0,
        compare: 'off',
      }),
    [scene, e, border, p1.x, p1.y, v1.x, v1.y, edits],
  )
  // A set-up the link cannot hold keeps its balls, walls and table here; the restitution and the
  // border are the state's (so the slider and the checkbox work on it too).
  const customSetup = useMemo(() => custom && { ...custom, restitution: e, border }, [custom, e, border])
  const setup = customSetup ?? stateSetup
  const selected = Math.min(chosen, setup.balls.length - 1)
  const ballCount = setup.balls.length
  const sceneViews = useMemo(() => defaultViews(ballCount), [ballCount])
  const views = chosenViews ?? sceneViews
  const sc = sceneOf(scene)
  const radii = useSameColumn(setup, 'r')
  const masses = useSameColumn(setup, 'm')
  const pause = useCallback(() => set({ play: false }), [set])
  const engine = useEngine(setup, s.play, speed, pause, compare ? stepDt : null)
  const series = useRef(emptySeries())
  const r = engine.report
  series.current = recordFrame(series.current, r)

  // The link keeps the time: a link with t opens the run there (the worker runs on to it once,
  // exactly as far), and whenever the run stands still its time goes into the link.
  const catchUp = useRef<{ to: number; sent: boolean } | null>(s.t > 0 ? { to: s.t, sent: false } : null)
  const { advance } = engine
  useEffect(() => {
    const c = catchUp.current
    if (c && s.t === 0)
      catchUp.current = null // the set-up changed first: nothing to run on to
    else if (c) {
      if (!c.sent) {
        c.sent = true
        advance(c.to)
      } else if (r.frames > 0) catchUp.current = null
      return
    }
    const linkTime = Math.min(Math.round(r.time * 1000) / 1000, meta.schema.t.max)
    if (!s.play && Math.abs(linkTime - s.t) > 5e-4) set({ t: linkTime })
  }, [r, s.t, s.play, advance, set])

  const edit = useCallback(
    (patch: Partial<SandboxState>) => {
      setCustom(null)
      setOffLink(null)
      set({ ...patch, play: false, t: 0 })
    },
    [set],
  )
  /** A new set-up: into the link when it fits there, else kept here (and the JSON file holds it). */
  const commit = useCallback(
    (next: Setup, id: SceneId = scene) => {
      const linked = linkOf(w.state, id, next)
      if ('patch' in linked) return edit(linked.patch)
      setCustom(next)
      setOffLink(
        'tooLong' in linked
          ? `This set-up is too large for the link (a link holds ${SET_LIMIT.toLocaleString('en')} characters, about 50 edited balls): download the JSON file to keep it.`
          : `The link cannot hold this set-up (${linked.notInLink}): download the JSON file to keep it.`,
      )
      set({ play: false, t: 0, scene: id, e: next.restitution, border: next.border })
    },
    [scene, w.state, edit, set],
  )
  const apply = (result: Edited, from: 'tools' | 'ball' | 'table', done?: string) => {
    if ('error' in result) return setMessage({ text: result.error, from })
    setMessage(done ? { text: done, from } : null)
    commit(result.setup)
  }
  /**
   * A move of a drag (or a key), drawn within the event that asked for it: a pointer move left to
   * React's scheduler costs a task for the render and one more for its effects, on every move.
   */
  const moved = (next: Setup | null) => {
    if (next) flushSync(() => commit(next))
  }
  const arrowTime = sc.arrowTime
  const moveTo = (k: number, to: Vec2) => moved(moveBall(setup, k, to))
  const newBall = (at?: Vec2) => {
    const result = addBall(setup, MAX_EDIT_BALLS, at)
    apply(result, 'tools', `Ball ${setup.balls.length + 1} added.`)
    if ('setup' in result) setSelected(setup.balls.length)
  }
  // Stable handlers: the panels and handles they go to skip the renders a drag elsewhere causes.
  const act = useStable({
    dragBall: moveTo,
    moveSelected: (to: Vec2) => moveTo(selected, to),
    aim: (tip: Vec2) => {
      const b = setup.balls[selected]!
      moved(
        aimBall(setup, selected, {
          x: (tip.x - b.p.x) / arrowTime,
          y: (tip.y - b.p.y) / arrowTime,
        }),
      )
    },
    view: (view: View, on: boolean) => setViews({ ...views, [view]: on }),
    pick: (k: number) => {
      setSelected(k)
      setMessage(null)
    },
    typeValue: (field: BallField, text: string) => apply(typeBallValue(setup, selected, field, text), 'ball'),
    typeCell: (k: number, field: BallField, text: string) =>
      apply(typeBallValue(setup, k, field, text), 'table'),
    deleteBall: () => apply(deleteBall(setup, selected), 'ball', `Ball ${selected + 1} deleted.`),
    addBall: () => newBall(),
    addBallAt: (at: Vec2) => newBall(at),
    drawWall: (from: Vec2, to: Vec2) =>
      apply(addWall(setup, from, to), 'tools', `Wall ${setup.walls.length + 1} added.`),
    addWall: () => apply(addWallAnywhere(setup), 'tools', `Wall ${setup.walls.length + 1} added.`),
    addPolygon: (sides: number) =>
      apply(addPolygon(setup, sides), 'tools', `A polygon of ${sides} walls added.`),
    deleteWall: (k: number) => apply(deleteWall(setup, k), 'tools', `Wall ${k + 1} deleted.`),
    moveCorner: (c: Corner, to: Vec2) => moved(moveCorner(setup, c, to)),
    moveLoop: (loop: Loop, to: Vec2) => moved(moveLoop(setup, loop, to)),
    scaleLoop: (loop: Loop, to: Vec2) => moved(scaleLoop(setup, loop, to)),
  })
  const chooseScene = (id: SceneId) => {
    setCustom(null)
    setOffLink(null)
    setSelected(0)
    setMessage(null)
    setViews(null)
    set({
      scene: id,
      e: sceneOf(id).e,
      play: false,
      t: 0,
      p1: meta.schema.p1.default,
      v1: meta.schema.v1.default,
      set: '',
    })
  }
  const run = useStable({
    scene: chooseScene,
    play: () => set({ play: !s.play }),
    step: () => {
      pause()
      engine.step()
    },
    speed: setSpeed,
    reset: () => chooseScene(scene),
    seek: (time: number) => {
      pause()
      engine.scrub(time)
    },
  })
  const files = useStable({
    jump: (t: number) => {
      pause()
      engine.seekTime(t)
    },
    load: (loaded: Setup, id: SceneId) => {
      setSelected(0)
      commit(loaded, id)
    },
  })
  // The file and a press on the table read the set-up of the moment.
  const setupNow = useRef(setup)
  setupNow.current = setup

  const { min, max } = setup.box
  const [x, y] = useMemo(() => stageRanges(setup.box), [setup.box])
  const start = setup.balls[0]!
  const st = r.state
  const ball1 = { x: st[0]!, y: st[1]! }
  const ball1V = { x: st[2]!, y: st[3]! }
  const sel = setup.balls[selected]!
  const tip = { x: sel.p.x + sel.v.x * arrowTime, y: sel.p.y + sel.v.y * arrowTime }
  // Ball 1's start and velocity are the chapter's x₁ and v (presentation lights them).
  const startDraws = selected === 0 ? 'x1 start-x start-y' : undefined
  const running = r.frame > 0
  const startEnergy = engine.startEnergy

  return (
    // The frame's Reset is the sandbox's one reset: the scene's own balls and settings (another
    // scene is a choice of the menu; t = 0 of the reader's set-up is the timeline's start).
    <WidgetFrame widget={{ ...w, reset: run.reset }}>
      <RunControls
        scene={scene}
        playing={s.play}
        speed={speed}
        onScene={run.scene}
        onPlay={run.play}
        onStep={run.step}
        onSpeed={run.speed}
      />
      <div className="sandbox-controls sandbox-options">
        <Slider widget={w} field="e" />
        <label>
          <input
            type="checkbox"
            checked={border}
            onChange={(ev) => commit({ ...setup, border: ev.target.checked })}
          />
          Reflecting border
        </label>
        <label>
          <input
            type="checkbox"
            checked={compare}
            onChange={(ev) => set({ compare: ev.target.checked ? lastRate.current : 'off' })}
          />
          Compare with frame stepping
        </label>
        <ViewToggles views={views} onView={act.view} />
      </div>
      <Stage x={x} y={y} label={describe(s, setup)} grid={views.grid} axes={views.grid}>
        {/* A phone's zoomed view cuts the table at the stage's edge rather than over the controls. */}
        <StageClip>
          <BoxOutline min={min} max={max} dashed={!setup.border} />
        </StageClip>
        <TableInput
          setup={setupNow}
          box={setup.box}
          tool={tool}
          onPick={act.pick}
          onDragBall={act.dragBall}
          onAddBall={act.addBallAt}
          onWall={act.drawWall}
        />
        <BallCanvas radii={radii} draw={engine.draw} latest={engine.latest} paths={views.paths} />
        {(views.velocity || views.momentum || views.impulses) && (
          <PhysicsOverlay
            box={setup.box}
            masses={masses}
            radii={radii}
            arrowTime={arrowTime}
            velocity={views.velocity}
            momentum={views.momentum}
            impulses={views.impulses}
            listen={engine.listen}
            latest={engine.latest}
          />
        )}
        {running ? (
          <Ball center={sel.p} r={sel.r} tone="a" ghost label="start" quantity={startDraws} />
        ) : (
          <Ball center={sel.p} r={sel.r} tone="a" label={String(selected + 1)} quantity={startDraws} />
        )}
        {views.com && r.com && r.comV && (
          <TableClip box={setup.box}>
            <Arrow
              tail={r.com}
              tip={{ x: r.com.x + r.comV.x * arrowTime, y: r.com.y + r.comV.y * arrowTime }}
              tone="c"
              dashed
            />
          </TableClip>
        )}
        {views.com && r.com && <Dot at={r.com} tone="c" label="centre of mass" />}
        <Handle label={`Ball ${selected + 1}`} at={sel.p} tone="a" onMove={act.moveSelected} />
        <Arrow
          tail={sel.p}
          tip={tip}
          tone="a"
          label={`Velocity of ball ${selected + 1}`}
          onMove={act.aim}
          quantity={selected === 0 ? 'v start-vx start-vy' : undefined}
        />
        <WallLayer
          walls={setup.walls}
          onMoveCorner={act.moveCorner}
          onMoveLoop={act.moveLoop}
          onScaleLoop={act.scaleLoop}
        />
      </Stage>
      {/* Beside the table on a wide screen, below it on a phone (sandbox.css). */}
      {compare && (
        <CompareView
          listen={engine.listen}
          latest={engine.latest}
          stepped={r.stepped}
          startEnergy={startEnergy}
          box={setup.box}
          border={setup.border}
          walls={setup.walls}
          radii={radii}
          x={x}
          y={y}
          dt={stepDt}
          onDt={setStepDt}
          paths={views.paths}
        />
      )}
      {offLink && <p className="sandbox-notice">{offLink}</p>}
      <Timeline time={r.time} end={r.end} onSeek={run.seek} />
      <ArrowScale views={views} arrowTime={arrowTime} />
      {/* The editing tools in a drawer: the table and its run come first, on a phone above all. */}
      <details className="sandbox-drawer">
        <summary>Edit the set-up: add balls, walls and polygons</summary>
        <Toolbar
          tool={tool}
          onTool={setTool}
          walls={setup.walls}
          onAddBall={act.addBall}
          onAddWall={act.addWall}
          onAddPolygon={act.addPolygon}
          onDeleteWall={act.deleteWall}
          message={message?.from === 'tools' ? message.text : null}
        />
      </details>
      <BallTable
        setup={setup}
        masses={masses}
        report={r}
        selected={selected}
        onSelect={act.pick}
        editable={r.frame === 0 && !s.play}
        onType={act.typeCell}
        message={message?.from === 'table' ? message.text : null}
      />
      {engine.error && (
        <p className="sandbox-notice" role="alert">
          The engine stopped: {engine.error}
        </p>
      )}
      {engine.quiet && <p className="sandbox-notice">No contact ahead in the next minute of motion.</p>}
      {engine.pace !== null && (
        <p className="sandbox-notice" data-pace={engine.pace}>
          Running at {formatNumber(engine.pace, 1)}× real time: this set-up has more contacts a second than
          the engine works out as they happen, so the run falls behind the clock.
        </p>
      )}
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
          ), mass {formatNumber(start.m, 2)}, radius {formatNumber(start.r, 2)}
        </p>
        <p>
          Scene: <Output q="scene" value={SCENE_NAMES[scene]} />; at the start ball 1 is at (
          <Output q="start-x" value={start.p.x} label="Ball 1 at the start, x" />,{' '}
          <Output q="start-y" value={start.p.y} label="Ball 1 at the start, y" />) moving at (
          <Output q="start-vx" value={start.v.x} label="Ball 1 at the start, velocity x" />,{' '}
          <Output q="start-vy" value={start.v.y} label="Ball 1 at the start, velocity y" />) and the kinetic
          energy is <Output q="energy-start" value={startEnergy} digits={6} />
        </p>
      </div>
      <StopwatchPanel time={r.time} />
      <BallInspector
        setup={setup}
        selected={selected}
        onSelect={act.pick}
        state={st}
        onType={act.typeValue}
        onDelete={act.deleteBall}
        message={message?.from === 'ball' ? message.text : null}
      />
      <div className="sandbox-panels">
        <Graphs series={series.current} time={r.time} />
        <MomentaDiagram state={st} masses={masses} />
        <EventQueue next={r.next} />
        <EventLog log={r.log} onJump={files.jump} />
      </div>
      <JsonFile scene={scene} setup={setupNow} onLoad={files.load} />
      <Narrator report={r} playing={s.play} />
    </WidgetFrame>
  )
}
