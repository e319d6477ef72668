// The engine's events for the reader: the latest contacts, newest first (clicking one moves the
// timeline to the frame it happened in), and the head of the engine's queue of predictions.
import { memo } from 'react'
import { formatCount, formatNumber, useMaskedWriter } from '../../../kit'
import { type LoggedEvent, PREDICT_UP_TO, type Prediction } from '../engine/session'

// A contact's time: "?" while an exercise asks when a contact happens (c10-last-ball hides `time`).
const at = (time: number) => formatNumber(time, 4) ?? '?'
const useAt = () => useMaskedWriter('time', at)

export function contactText(e: { kind: string; a: number; b: number }): string {
  // A stick world's event lists the balls it changed: two balls that touch there join.
  const verb = 'balls' in e ? 'sticks to' : 'hits'
  return e.kind === 'ball-ball'
    ? `ball ${e.a + 1} ${verb} ball ${e.b + 1}`
    : `ball ${e.a + 1} hits wall ${e.b + 1}`
}

// Both lists redraw only when the engine reports (a drag elsewhere re-renders the widget on every move).
export const EventLog = memo(function EventLog({
  log,
  onJump,
}: {
  log: readonly LoggedEvent[]
  onJump: (time: number) => void
}) {
  const when = useAt()
  return (
    <section aria-label="Event log">
      <p className="sandbox-panel-title">Event log (latest contacts)</p>
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
                  t = {when(e.time)} s: {contactText(e)}
                </button>
              </li>
            ))}
        </ol>
      )}
    </section>
  )
})

function predictionText(p: Prediction): string {
  return p.kind === 'cell' ? `ball ${p.a + 1} crosses into the next grid cell` : contactText(p)
}

/** The head of the engine's queue: what it will process next, stale entries struck out. */
export const EventQueue = memo(function EventQueue({
  next,
  stick = false,
}: {
  /** undefined until the engine has the set-up (FrameReport.next) */
  next?: Prediction[] | null
  /** sticky contacts: their engine searches as it goes and keeps no queue */
  stick?: boolean
}) {
  const when = useAt()
  return (
    <section aria-label="Event queue">
      <p className="sandbox-panel-title">Event queue (what the engine does next)</p>
      {stick ? (
        <p>With sticky contacts the engine searches for the next contact as it goes: it keeps no queue.</p>
      ) : next === undefined ? (
        <p>Listed once the engine has the set-up: press Play or Step to next contact.</p>
      ) : next === null ? (
        <p>Listed for scenes of up to {formatCount(PREDICT_UP_TO, 'ball')}.</p>
      ) : next.length === 0 ? (
        <p>Nothing ahead: no ball is moving.</p>
      ) : (
        <ol className="sandbox-log sandbox-queue">
          {next.map((p, i) => (
            // The queue holds repeats (a pair predicted twice, both stale): keys by place, since two
            // equal keys left rows of earlier frames on screen, contacts long processed.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole on every report
            <li key={i} className="sandbox-queue-item">
              {p.stale ? (
                <s>
                  t = {when(p.time)} s: {predictionText(p)}{' '}
                  <span className="rk-sr-only">(stale: dropped)</span>
                </s>
              ) : (
                <>
                  t = {when(p.time)} s: {predictionText(p)}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
})
