// Chapter 10's sandbox: many balls on the event-driven engine, run in a worker and drawn on a
// canvas. The reader edits the set-up (edit.ts: select, drag, fling, type values, add and delete
// balls and walls; every edit starts the run again); the link holds the edited set-up while it
// is small (link.ts), the JSON file always; the timeline scrubs through the recorded run exactly.
// This is its outline: the state and the hooks that hold it, the toolbar, and the table's column
// and the side column they go to.
import { useCallback, useMemo, useState } from 'react'
import { WidgetFrame, useStable, useWidgetState } from '../../kit'
import { useCompareRate } from './engine/useCompareRate'
import { useEngine } from './engine/useEngine'
import { useLinkTime } from './engine/useLinkTime'
import { COMPARE_PRESETS, type SceneId, meta } from './meta'
import { Narrator } from './panels/Narrator'
import { OptionsDrawer } from './panels/OptionsDrawer'
import { RunControls } from './panels/RunControls'
import { SandboxTabs } from './panels/SandboxTabs'
import { StickSwitch } from './panels/StickSwitch'
import { TableOptions } from './panels/TableOptions'
import { TableColumn } from './panels/TableColumn'
import { useChosenBalls } from './panels/useChosenBalls'
import { useSeries } from './panels/useSeries'
import { useSlowly } from './panels/useSlowly'
import { clampState, ruleWords } from './setup/link'
import { sceneOf } from './setup/scenes'
import type { Setup } from './setup/setup'
import { snapStep } from './setup/snap'
import { useStick } from './setup/stick'
import { useBranch } from './setup/useBranch'
import { useEditing } from './setup/useEditing'
import { useSameColumn, useSetup } from './setup/useSetup'
import { Table, stageRanges } from './view/Table'
import type { Tool } from './view/TableInput'
import { useViews } from './view/useViews'
import './sandbox.css'

export default function SandboxWidget() {
  const widget = useWidgetState(meta, clampState, ruleWords)
  const { state, set } = widget
  const { scene } = state
  const hold = useSetup(widget)
  const { offLink, setupNow, commit, openScene, given } = hold
  const { setup, refusal: stickRefusal } = useStick(hold.setup, state.stick)
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
  const editing = useEditing(setup, commit, arrowTime, snap, branching)
  const { selected, messageFor, act, startOver } = editing
  const chosen = useChosenBalls(setup.balls.length, selected)
  const series = useSeries(setup, report, masses, chosen.balls, engine.listen)
  const plotted = useSlowly({ series, time: report.time }, state.play)
  useLinkTime(widget, report, engine, given, hold.givenAt)
  const ranges = useMemo(() => stageRanges(setup.box), [setup.box])

  const chooseScene = (id: SceneId) => {
    startOver()
    branching.forget()
    changeView.reset()
    chosen.act.reset()
    openScene(id)
    if (COMPARE_PRESETS.includes(id)) compare.toggle(true)
  }
  // What the run's controls, the timeline, the log and the file do (stable: the panels are memoised).
  const controls = useStable({
    chooseScene,
    resetScene: () => chooseScene(scene),
    playOrPause: () => set({ play: !state.play }),
    stepToContact: () => {
      pause()
      engine.step()
    },
    scrubTo: (time: number) => {
      pause()
      engine.scrub(time)
    },
    jumpToContact: (time: number) => {
      pause()
      engine.seekTime(time)
    },
    returnBalls: () => {
      pause()
      engine.scrub(0)
    },
    setBorder: (on: boolean) => commit({ ...setup, border: on }),
    loadFile: (loaded: Setup, id: SceneId) => {
      startOver()
      branching.forget()
      commit(loaded, id)
    },
  })

  return (
    // The frame's Reset is the sandbox's one reset: the scene's own balls and settings (another
    // scene is a choice of the menu; t = 0 of the reader's set-up is the timeline's start).
    // Three parts (sandbox.css): the toolbar; the table with its run and notices; beside it on a
    // wide screen (under it on a phone) the totals and the tabs of everything else.
    <WidgetFrame widget={{ ...widget, reset: controls.resetScene }}>
      <div className="sandbox-bar">
        <RunControls
          scene={scene}
          playing={state.play}
          speed={speed}
          onScene={controls.chooseScene}
          onPlay={controls.playOrPause}
          onStep={controls.stepToContact}
          onSpeed={setSpeed}
        />
        <OptionsDrawer>
          <TableOptions
            widget={widget}
            onBorder={controls.setBorder}
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
              refusal={stickRefusal}
              onChange={(stick) => set({ stick, play: false, t: 0, k: 0 })}
            />
          </TableOptions>
        </OptionsDrawer>
      </div>
      <TableColumn
        engine={engine}
        setup={setup}
        radii={radii}
        ranges={ranges}
        compare={compare}
        views={views}
        arrowTime={arrowTime}
        plotted={plotted}
        branching={branching}
        offLink={offLink}
        onSeek={controls.scrubTo}
        onReturnBalls={controls.returnBalls}
      >
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
      </TableColumn>
      <SandboxTabs
        scene={scene}
        setup={setup}
        setupNow={setupNow}
        masses={masses}
        engine={engine}
        editing={editing}
        editable={atStart ? setup : instant}
        chosen={chosen}
        plotted={plotted}
        tool={tool}
        onTool={setTool}
        onJump={controls.jumpToContact}
        onLoad={controls.loadFile}
        comparing={compare.on}
      />
      <Narrator report={report} playing={state.play} />
    </WidgetFrame>
  )
}
