// Chapter 11's live race, beside the bench's table (EngineTable.tsx): the reader's own browser
// runs this book's engine and matter.js on the same gas for the same time, in a worker
// (engineRace/race.worker.ts) so the page never freezes, and scores both as the bench does.
import { useEffect, useId, useRef, useState } from 'react'
import { formatNumber, formatScientific } from '../kit/format'
import { count, Drift, EngineHead } from './EngineTable'
import { BUDGET_MS, type RaceEngine, type RaceRow } from './engineRace/race'
import type { RaceReply, RaceRequest } from './engineRace/race.worker'

const SIZES = [500, 1000, 2000] as const
const seconds = (BUDGET_MS / 1000).toLocaleString('en-GB')

type Status =
  | { kind: 'idle' }
  | { kind: 'running'; engine: RaceEngine; fraction: number }
  | { kind: 'done' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string }

/** The sentence a screen reader hears when the race ends: every figure of both rows. */
function summary(rows: readonly RaceRow[]): string {
  return rows
    .map(
      (r) =>
        `${r.engine}: ${r.contactsPerSecond === null ? 'steps, no contacts counted' : `${count.format(Math.round(r.contactsPerSecond))} contacts per second`}, energy drift ${formatScientific(r.energyDrift)}, ${r.tunnelled} tunnelled, ${r.overlapping} overlapping.`,
    )
    .join(' ')
}

export function EngineRace() {
  const [n, setN] = useState<number>(SIZES[0])
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [rows, setRows] = useState<RaceRow[]>([])
  const worker = useRef<Worker | null>(null)
  const name = useId()

  const stop = () => {
    worker.current?.terminate()
    worker.current = null
  }
  // Leaving the chapter mid-race ends the race.
  useEffect(() => () => worker.current?.terminate(), [])

  const run = () => {
    stop()
    setRows([])
    setStatus({ kind: 'running', engine: 'ricochet', fraction: 0 })
    const w = new Worker(new URL('./engineRace/race.worker.ts', import.meta.url), { type: 'module' })
    worker.current = w
    w.onmessage = (e: MessageEvent<RaceReply>) => {
      const reply = e.data
      if (reply.type === 'progress')
        setStatus({ kind: 'running', engine: reply.engine, fraction: reply.fraction })
      else if (reply.type === 'row') setRows((old) => [...old, reply.row])
      else {
        setStatus(reply.type === 'done' ? { kind: 'done' } : { kind: 'failed', message: reply.message })
        stop()
      }
    }
    w.onerror = (e) => {
      setStatus({ kind: 'failed', message: e.message || 'the worker could not start' })
      stop()
    }
    w.postMessage({ n } satisfies RaceRequest)
  }

  const cancel = () => {
    stop()
    setStatus({ kind: 'cancelled' })
  }

  const running = status.kind === 'running'
  const announcement =
    status.kind === 'running'
      ? `Running ${status.engine} on ${count.format(n)} balls…`
      : status.kind === 'done'
        ? 'Done.'
        : status.kind === 'cancelled'
          ? 'Race cancelled.'
          : status.kind === 'failed'
            ? `The race failed: ${status.message}`
            : ''

  return (
    <figure className="engine-table engine-race">
      <div className="race-controls">
        <fieldset disabled={running}>
          <legend>Balls</legend>
          {SIZES.map((size) => (
            <label key={size}>
              <input type="radio" name={name} checked={n === size} onChange={() => setN(size)} />
              {count.format(size)}
            </label>
          ))}
        </fieldset>
        {running ? (
          <button type="button" className="rk-button" onClick={cancel}>
            Cancel the race
          </button>
        ) : (
          <button type="button" className="rk-button" onClick={run}>
            Race both engines here, {seconds} s each
          </button>
        )}
      </div>
      {running && (
        <label className="race-progress">
          {status.engine}
          <progress max={1} value={status.fraction} />
        </label>
      )}
      <p className="race-status" role="status" aria-live="polite">
        {announcement}
        {/* The table is not read out as it fills; its figures are, once, when the race ends. */}
        {status.kind === 'done' && <span className="rk-sr-only"> {summary(rows)}</span>}
      </p>
      {rows.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must take the keyboard's focus
        <section className="engine-scroll" tabIndex={0} aria-label="Engines raced in this browser">
          <table>
            <EngineHead speed="gas seconds per second" />
            <tbody>
              {rows.map((r) => (
                <tr key={r.engine} data-engine={r.engine}>
                  <th scope="row">{r.engine}</th>
                  <td>{count.format(r.n)}</td>
                  <td data-q="contacts">
                    {r.contactsPerSecond === null
                      ? 'steps, no events'
                      : count.format(Math.round(r.contactsPerSecond))}
                  </td>
                  <td data-q="simulated">{formatNumber(r.simulatedPerSecond, 2)}</td>
                  <td data-q="drift" data-value={r.energyDrift}>
                    <Drift x={r.energyDrift} />
                  </td>
                  <td data-q="tunnelled">{r.tunnelled}</td>
                  <td data-q="overlapping">{r.overlapping}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <figcaption>
        Run in your browser, in a background thread: the same gas as the table above, each engine for{' '}
        {seconds} seconds of your machine's time, then scored the same way. matter.js is loaded only when you
        press the button.
      </figcaption>
    </figure>
  )
}
