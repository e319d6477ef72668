// The run controls of chapter 12's experiments: one button that starts a run and cancels it while
// it runs, a progress bar, the read-out under them, a failure said as an alert, and a polite live
// region that speaks only when a run starts or ends (a screen reader is not flooded by progress).
import type { ReactNode } from 'react'

export interface RunPanelProps {
  running: boolean
  /** the button's words when no run is going: e.g. 'Run' before any result, 'Run again' after */
  start: string
  /** pressed: starts a run, or cancels the one running */
  onPress: () => void
  /** the progress bar's name and where it stands */
  progress: { label: string; value: number; max: number }
  /** the read-out: the figure's measured numbers, as outputs */
  children: ReactNode
  /** why the last run failed, or null */
  problem: string | null
  /** what the live region says */
  summary: string
}

export function RunPanel({ running, start, onPress, progress, children, problem, summary }: RunPanelProps) {
  return (
    <>
      <div className="xp-run">
        <button type="button" className="rk-button" onClick={onPress}>
          {running ? 'Cancel' : start}
        </button>
        <label>
          {progress.label}{' '}
          <progress max={progress.max} value={Math.min(Math.max(progress.value, 0), progress.max)} />
        </label>
      </div>
      <p className="xp-read">{children}</p>
      {problem && <p role="alert">The run failed: {problem}</p>}
      <p className="xp-status" role="status" aria-live="polite">
        {summary}
      </p>
    </>
  )
}
