// The sandbox's table column: the table (given as children), the frame-stepped table beside it
// while the reader compares (its code loaded then: the embed's budget), then the run's state under
// them: a branch's way back, why the link does not hold the set-up, the timeline, the way back
// for balls that left the table, the arrows' scale and the engine's notices.
import { type ReactNode, Suspense, lazy } from 'react'
import type { CompareRate } from '../engine/useCompareRate'
import type { Engine } from '../engine/useEngine'
import type { Setup } from '../setup/setup'
import type { Branching } from '../setup/useBranch'
import type { Views } from '../view/views'
import { BranchStatus } from './BranchStatus'
import { EngineNotices } from './EngineNotices'
import { ReturnBalls } from './ReturnBalls'
import { Timeline } from './RunControls'
import type { Series } from './series'
import { ArrowScale } from './ViewToggles'

const CompareView = lazy(() => import('./CompareView').then((m) => ({ default: m.CompareView })))

interface Props {
  /** the table */
  children: ReactNode
  engine: Engine
  setup: Setup
  radii: Float64Array
  /** the stage's x and y ranges (the compared table's too) */
  ranges: [[number, number], [number, number]]
  compare: CompareRate
  views: Views
  arrowTime: number
  /** the series as the plots show them (the comparison plots its misses) */
  plotted: { series: Series; time: number }
  branching: Pick<Branching, 'left' | 'back'>
  /** why the link does not hold the set-up; null when it does */
  offLink: string | null
  onSeek: (time: number) => void
  onReturnBalls: () => void
}

export function TableColumn({
  children,
  engine,
  setup,
  radii,
  ranges,
  compare,
  views,
  arrowTime,
  plotted,
  branching,
  offLink,
  onSeek,
  onReturnBalls,
}: Props) {
  const { report } = engine
  return (
    <div className="sandbox-main">
      {children}
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
      <Timeline time={report.time} end={report.end} onSeek={onSeek} />
      {!setup.border && <ReturnBalls state={report.state} box={setup.box} onReturn={onReturnBalls} />}
      <ArrowScale views={views} arrowTime={arrowTime} />
      <EngineNotices error={engine.error} quiet={engine.quiet} pace={engine.pace} notice={report.notice} />
    </div>
  )
}
