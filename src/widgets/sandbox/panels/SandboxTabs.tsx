// The sandbox's side column: the run's totals, then its tabs (the kit's Tabs): the ball table and
// its plot first, the read-outs, the graphs, the event queue and log, the editing tools and the
// set-up's file last. The graphs', the editing tools' and the file's code loads when their tab is
// first shown (the embed's budget: bench/NOTES.md).
import { lazy, useEffect, useState } from 'react'
import { type Tab, Tabs } from '../../../kit'
import type { Engine } from '../engine/useEngine'
import type { SceneId } from '../meta'
import type { Setup } from '../setup/setup'
import type { useEditing } from '../setup/useEditing'
import type { Tool } from '../view/TableInput'
import { BallGraphPanel } from './BallGraphPanel'
import { BallInspector } from './BallInspector'
import { BallTable } from './BallTable'
import { EventLog, EventQueue } from './EventLog'
import { Readout, Totals } from './Readout'
import type { Series } from './series'
import { StopwatchPanel } from './StopwatchPanel'
import type { useChosenBalls } from './useChosenBalls'

const GraphsTab = lazy(() => import('./GraphsTab'))
const Toolbar = lazy(() => import('./Toolbar').then((m) => ({ default: m.Toolbar })))
const JsonFile = lazy(() => import('./JsonFile').then((m) => ({ default: m.JsonFile })))

/** The tabs beside the table: its balls first, the tools last. */
type SideTab = 'balls' | 'readouts' | 'graphs' | 'events' | 'edit' | 'file'

interface Props {
  scene: SceneId
  setup: Setup
  /** the set-up of the moment (the file saves it) */
  setupNow: { readonly current: Setup }
  masses: Float64Array
  engine: Pick<Engine, 'report' | 'startEnergy'>
  editing: ReturnType<typeof useEditing>
  /** the balls whose cells take typed values: the set-up's at the start, the instant's paused mid-run; else null */
  editable: Setup | null
  chosen: ReturnType<typeof useChosenBalls>
  /** the series as the plots show them (redrawn a few times a second while playing) */
  plotted: { series: Series; time: number }
  tool: Tool
  onTool: (tool: Tool) => void
  /** the run taken to the contact at `time` (the log's entries) */
  onJump: (time: number) => void
  onLoad: (loaded: Setup, id: SceneId) => void
  /** comparing with frame stepping: the graphs are shown, where the chapter reads the two energies */
  comparing: boolean
}

export function SandboxTabs({
  scene,
  setup,
  setupNow,
  masses,
  engine: { report, startEnergy },
  editing: { selected, messageFor, act },
  editable,
  chosen,
  plotted,
  tool,
  onTool,
  onJump,
  onLoad,
  comparing,
}: Props) {
  const [tab, setTab] = useState<SideTab>('balls')
  useEffect(() => {
    if (comparing) setTab('graphs')
  }, [comparing])
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
            editable={editable}
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
      // Its numbers are the chapter's live numbers (read while hidden).
      always: true,
      panel: (
        <>
          <Readout report={report} scene={scene} start={setup.balls[0]!} startEnergy={startEnergy} />
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
          <EventLog log={report.log} onJump={onJump} />
        </>
      ),
    },
    {
      id: 'edit',
      label: 'Edit',
      panel: (
        <Toolbar
          tool={tool}
          onTool={onTool}
          walls={setup.walls}
          onAddBall={act.addBall}
          onAddWall={act.addWall}
          onAddPolygon={act.addPolygon}
          onDeleteWall={act.deleteWall}
          message={messageFor('tools')}
        />
      ),
    },
    { id: 'file', label: 'File', panel: <JsonFile scene={scene} setup={setupNow} onLoad={onLoad} /> },
  ]
  return (
    <div className="sandbox-side">
      <Totals report={report} />
      <Tabs label="The run’s tables, read-outs and tools" tabs={tabs} selected={tab} onSelect={setTab} />
    </div>
  )
}
