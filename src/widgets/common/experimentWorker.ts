// The worker side of chapter 12's experiments: a run is made from the page's request, stepped a
// chunk of contacts at a time, and every chunk's report is posted back; a short pause between
// chunks lets the page draw each one (a run would otherwise be over before the reader saw it
// start) and lets the worker hear its messages. The page cancels a run by ending the worker.

/** A run the worker steps: `step(k)` runs about k more contacts and says where the run stands. */
export interface Steppable<Report> {
  step(contacts: number): Report
  readonly finished: boolean
}

/** What the worker posts: each chunk's report, with whether the run is over; or why it failed. */
export type WorkerReply<Report> =
  | { type: 'progress'; report: Report; finished: boolean }
  | { type: 'error'; message: string }

/** Milliseconds between chunks. */
const PAUSE = 25

/** Serves runs in this worker: the first message starts one (a later one replaces it). */
export function serveRuns<Request, Report>(
  make: (request: Request) => Steppable<Report>,
  chunk: number,
  transfer: (report: Report) => Transferable[] = () => [],
): void {
  let current = 0
  self.onmessage = (e: MessageEvent<Request>) => {
    const id = ++current
    let run: Steppable<Report>
    try {
      run = make(e.data)
    } catch (err) {
      self.postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) })
      return
    }
    const tick = () => {
      if (id !== current) return
      const report = run.step(chunk)
      const reply: WorkerReply<Report> = { type: 'progress', report, finished: run.finished }
      self.postMessage(reply, { transfer: transfer(report) })
      if (!run.finished) setTimeout(tick, PAUSE)
    }
    tick()
  }
}
