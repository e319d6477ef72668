// The latest contacts, newest first; clicking one moves the timeline to the frame it happened in.
import { formatNumber } from '../../kit'
import type { LoggedEvent } from './session'

export function contactText(e: { kind: string; a: number; b: number }): string {
  return e.kind === 'ball-ball'
    ? `ball ${e.a + 1} hits ball ${e.b + 1}`
    : `ball ${e.a + 1} hits wall ${e.b + 1}`
}

export function EventLog({ log, onJump }: { log: LoggedEvent[]; onJump: (time: number) => void }) {
  return (
    <section aria-label="Event log">
      <h4>Event log (latest contacts)</h4>
      {log.length === 0 ? (
        <p>No contact yet.</p>
      ) : (
        <ol className="sandbox-log" reversed>
          {log
            .slice()
            .reverse()
            .map((e) => (
              <li key={`${e.time}-${e.a}-${e.b}`}>
                <button type="button" onClick={() => onJump(e.time)}>
                  t = {formatNumber(e.time, 4)} s: {contactText(e)}
                </button>
              </li>
            ))}
        </ol>
      )}
    </section>
  )
}
