// The page side of chapter 12's experiments: one worker per run, started when `request` is given
// and ended (cancelled) when it changes or becomes null; the latest report stays after a run ends.
import { useEffect, useState } from 'react'
import type { WorkerReply } from './experimentWorker'

export type RunStatus = 'idle' | 'running' | 'done' | 'stopped' | 'failed'

export interface Experiment<Report> {
  report: Report | null
  status: RunStatus
  /** why the run failed (status 'failed') */
  problem: string | null
}

/**
 * Runs `request` in a worker from `spawn` while it is not null. `key` names the request: a new key
 * cancels the run and starts another; a null request cancels it and keeps what it had measured.
 */
export function useExperiment<Request, Report>(
  spawn: () => Worker,
  request: Request | null,
  key: string,
): Experiment<Report> {
  const [state, setState] = useState<Experiment<Report>>({ report: null, status: 'idle', problem: null })
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the request
  useEffect(() => {
    if (request === null) {
      setState((s) => (s.status === 'running' ? { ...s, status: 'stopped' } : s))
      return
    }
    const worker = spawn()
    setState((s) => ({ ...s, status: 'running', problem: null }))
    worker.onmessage = (e: MessageEvent<WorkerReply<Report>>) => {
      const reply = e.data
      if (reply.type === 'error') setState((s) => ({ ...s, status: 'failed', problem: reply.message }))
      else setState({ report: reply.report, status: reply.finished ? 'done' : 'running', problem: null })
    }
    worker.onerror = (e) => {
      setState((s) => ({ ...s, status: 'failed', problem: e.message || 'the experiment could not start' }))
    }
    worker.postMessage(request)
    return () => worker.terminate()
  }, [key, request === null])
  return state
}

/**
 * The Run/Cancel button of a figure whose state key `play` runs it: pressed while a run is going,
 * it cancels (play off); otherwise it starts a new round (play on). The round, counted here, goes
 * into the run's key, so that the same settings run afresh.
 */
export function useRunButton(
  setPlay: (play: boolean) => void,
): [round: number, press: (running: boolean) => void] {
  const [round, setRound] = useState(1)
  const press = (running: boolean) => {
    if (running) setPlay(false)
    else {
      setRound((k) => k + 1)
      setPlay(true)
    }
  }
  return [round, press]
}
