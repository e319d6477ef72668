// Chapter 10's sandbox: many balls on the event-driven engine, run in a worker and drawn on a
// canvas. The reader edits the set-up (edit.ts: select, drag, fling, type values, add and delete
// balls and walls; every edit starts the run again); the link holds the edited set-up while it
// is small (link.ts), the JSON file always; the timeline scrubs through the recorded run exactly.
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react'
import { type Tab, Tabs, WidgetFrame, useStable, useWidgetState } from '../../kit'
import { useCompareRate } from './engine/useCompareRate'
import { useEngine } from './engine/useEngine'
import { useLinkTime } from './engine/useLinkTime'
import { COMPARE_PRESETS, type SceneId, meta } from './meta'
import { BallInspector } from './panels/BallInspector'
import { BallGraphPanel } from './panels/BallGraphPanel'
import { BallTable } from './panels/BallTable'
import { EngineNotices } from './panels/EngineNotices'
import { EventLog, EventQueue } from './panels/EventLog'
import { Narrator } from './panels/Narrator'
import { OptionsDrawer } from './panels/OptionsDrawer'
import { Readout, Totals } from './panels/Readout'
import { ReturnBalls } from './panels/ReturnBalls'
import { RunControls, Timeline } from './panels/RunControls'
import { useSeries } from './panels/useSeries'
import { useSlowly } from './panels/useSlowly'
import { useChosenBalls } from './panels/useChosenBalls'
import { StopwatchPanel } from './panels/StopwatchPanel'
import { Toolbar } from './panels/Toolbar'
import { TableOptions } from './panels/TableOptions'
import { ArrowScale } from './panels/ViewToggles'
import { clampState, ruleWords } from './setup/link'
import { sceneOf } from './setup/scenes'
import type { Setup } from './setup/setup'
import { useEditing } from './setup/useEditing'
import { snapStep } from './setup/snap'
import { useSameColumn, useSetup } from './setup/useSetup'
import { useStick } from './setup/stick'
import { StickSwitch } from './panels/StickSwitch'
import { BranchStatus } from './panels/BranchStatus'
import { useBranch } from './setup/useBranch'
import { Table, stageRanges } from './view/Table'
import type { Tool } from './view/TableInput'
import { useViews } from './view/useViews'
import './sandbox.css'

// Loaded when first shown: the comparison when the reader compares, the plots and the file's
// buttons when their tab is first shown (the embed's budget: bench/NOTES.md).
const CompareView = lazy(() => import('./panels/CompareView').then((m) => ({ default: m.CompareView })))
const GraphsTab = lazy(() => import('./panels/GraphsTab'))
const JsonFile = lazy(() => import('./panels/JsonFile').then((m) => ({ default: m.JsonFile })))

/** The tabs beside the table: its balls first, the tools last. */
type SideTab = 'balls' | 'readouts' | 'graphs' | 'events' | 'edit' | 'file'

export default function SandboxWidget() {
  const widget = useWidgetState(meta, clampState, ruleWords)
  const { state, set } = widget
  const { scene, border } = state
  const hold = useSetup(widget)
  const { offLink, setupNow, commit, openScene, given } = hold
  const { setup, refusal } = useStick(hold.setup, state.stick)
  const [speed, setSpeed] = useState<number>(1)
  const [tool, setTool] = useState<Tool>('select')
  const compare = useCompareRate(widget)
  const { views, change: changeView } = useViews(setup.balls.length)
  const { arrowTime } = sceneOf(scene)
  const [snapping, setSnapping] = useState(false)
  const snap = useMemo(
    () => (snapping && views.grid ? snapStep(setup.box) : null),
    [snapping, views.grid, setup.box],
  )
  const radii = useSameColumn(setup, 'r')
  const masses = useSameColumn(setup, 'm')
  const pause = useCallback(() => set({ play: false }), [set])
  const engine = useEngine(setup, state.play, speed, pause, compare.on ? compare.stepDt : null)
  const { report } = engine
  // Paused at the start: the set-up's values take edits in the table and by the arrows' heads.
  const atStart = report.frame === 0 && !state.play
  // Paused mid-run: the arrows' heads set velocities at the instant, a new set-up from there.
  const branching = useBranch(hold, setup, report, state.play)
  const { instant } = branching
  const { selected, messageFor, act, startOver } = useEditing(
    setup,
    commit,
    arrowTime,
    snap,
    instant && { setup: instant, branch: branching.branch },
  )
  const chosen = useChosenBalls(setup.balls.length, selected)
  const series = useSeries(setup, report, masses, chosen.balls, engine.listen)
  const plotted = useSlowly({ series, time: report.time }, state.play)
  useLinkTime(widget, report, engine, given, hold.givenAt)
  const [tab, setTab] = useState<SideTab>('balls')
  // Comparing shows the graphs, where the chapter reads frame stepping's energy beside the exact one.
  useEffect(() => {
    if (compare.on) setTab('graphs')
  }, [compare.on])

  const chooseScene = (id: SceneId) => {
    startOver()
    branching.forget()
    changeView.reset()
    chosen.act.reset()
    openScene(id)
    if (COMPARE_PRESETS.includes(id)) compare.toggle(true)
  }
  const run = useStable({
    scene: chooseScene,
    play: () => set({ play: !state.play }),
    step: () => {
      pause()
      engine.step()
    },
    speed: setSpeed,
    border: (on: boolean) => commit({ ...setup, border: on }),
    reset: () => chooseScene(scene),
    seek: (time: number) => {
      pause()
      engine.scrub(time)
    },
    returnBalls: () => {
      pause()
      engine.scrub(0)
    },
    jump: (time: number) => {
      pause()
      engine.seekTime(time)
    },
    load: (loaded: Setup, id: SceneId) => {
      startOver()
      branching.forget()
      commit(loaded, id)
    },
  })
  const ranges = useMemo(() => stageRanges(setup.box), [setup.box])

  const tabs: Tab<SideTab>[] = [
    {
      id: 'balls',
      label: 'Balls',
      panel: (
        <>
          <BallTable
            setup={setup}
            masses={masses}
            report={report}
            selected={selected}
            onSelect={act.pick}
            editable={atStart ? setup : instant}
            onType={act.typeCell}
            message={messageFor('table')}
            ticked={chosen.ticked}
            onTick={chosen.act.tick}
          />
          <BallGraphPanel
            open={chosen.open}
            onOpen={chosen.act.open}
            series={plotted.series}
            time={plotted.time}
            balls={chosen.balls}
            ticked={chosen.ticked.length}
            masses={masses}
            state={report.state}
            stateTime={report.time}
          />
        </>
      ),
    },
    {
      id: 'readouts',
      label: 'Read-outs',
      // Its numbers and the editing tools' are the chapter's live numbers (read while hidden).
      always: true,
      panel: (
        <>
          <Readout report={report} scene={scene} start={setup.balls[0]!} startEnergy={engine.startEnergy} />
          <StopwatchPanel time={report.time} />
          <BallInspector
            setup={setup}
            selected={selected}
            onSelect={act.pick}
            state={report.state}
            onType={act.typeValue}
            onDelete={act.deleteBall}
            message={messageFor('ball')}
          />
        </>
      ),
    },
    {
      id: 'graphs',
      label: 'Graphs',
      panel: (
        <GraphsTab
          series={plotted.series}
          time={plotted.time}
          balls={chosen.shown}
          masses={masses}
          state={report.state}
        />
      ),
    },
    {
      id: 'events',
      label: 'Events',
      panel: (
        <>
          <EventQueue next={report.next} stick={setup.stick} />
          <EventLog log={report.log} onJump={run.jump} />
        </>
      ),
    },
    {
      id: 'edit',
      label: 'Edit',
      always: true,
      panel: (
        <Toolbar
          tool={tool}
          onTool={setTool}
          walls={setup.walls}
          onAddBall={act.addBall}
          onAddWall={act.addWall}
          onAddPolygon={act.addPolygon}
          onDeleteWall={act.deleteWall}
          message={messageFor('tools')}
        />
      ),
    },
    { id: 'file', label: 'File', panel: <JsonFile scene={scene} setup={setupNow} onLoad={run.load} /> },
  ]

  return (
    // The frame's Reset is the sandbox's one reset: the scene's own balls and settings (another
    // scene is a choice of the menu; t = 0 of the reader's set-up is the timeline's start).
    // Three parts (sandbox.css): the toolbar; the table with its run and notices; beside it on a
    // wide screen (under it on a phone) the totals and the tabs of everything else.
    <WidgetFrame widget={{ ...widget, reset: run.reset }}>
      <div className="sandbox-bar">
        <RunControls
          scene={scene}
          playing={state.play}
          speed={speed}
          onScene={run.scene}
          onPlay={run.play}
          onStep={run.step}
          onSpeed={run.speed}
        />
        <OptionsDrawer>
          <TableOptions
            widget={widget}
            onBorder={run.border}
            comparing={compare.on}
            onCompare={compare.toggle}
            views={views}
            onView={changeView.set}
            snapStep={snapStep(setup.box)}
            snapping={snapping}
            onSnap={setSnapping}
          >
            <StickSwitch
              on={state.stick}
              refusal={refusal}
              onChange={(stick) => set({ stick, play: false, t: 0, k: 0 })}
            />
          </TableOptions>
        </OptionsDrawer>
      </div>
      <div className="sandbox-main">
        <Table
          scene={scene}
          setup={setup}
          setupNow={setupNow}
          ranges={ranges}
          engine={engine}
          radii={radii}
          masses={masses}
          views={views}
          tool={tool}
          arrowTime={arrowTime}
          selected={selected}
          act={act}
          aimable={atStart || instant !== null}
          instant={instant}
          message={messageFor('stage')}
          plotted={chosen.shown}
        />
        {/* Beside the table on a wide screen, below it on a phone (sandbox.css). */}
        {compare.on && (
          <Suspense fallback={null}>
            <CompareView
              listen={engine.listen}
              latest={engine.latest}
              stepped={report.stepped}
              startEnergy={engine.startEnergy}
              box={setup.box}
              border={setup.border}
              walls={setup.walls}
              radii={radii}
              x={ranges[0]}
              y={ranges[1]}
              dt={compare.stepDt}
              onDt={compare.setStepDt}
              paths={views.paths}
              series={plotted.series}
              time={plotted.time}
            />
          </Suspense>
        )}
        <BranchStatus left={branching.left} onBack={branching.back} />
        {offLink && <p className="sandbox-notice">{offLink}</p>}
        <Timeline time={report.time} end={report.end} onSeek={run.seek} />
        {!border && <ReturnBalls state={report.state} box={setup.box} onReturn={run.returnBalls} />}
        <ArrowScale views={views} arrowTime={arrowTime} />
        <EngineNotices error={engine.error} quiet={engine.quiet} pace={engine.pace} notice={report.notice} />
      </div>
      <div className="sandbox-side">
        <Totals report={report} />
        <Tabs label="The run’s tables, read-outs and tools" tabs={tabs} selected={tab} onSelect={setTab} />
      </div>
      <Narrator report={report} playing={state.play} />
    </WidgetFrame>
  )
}
