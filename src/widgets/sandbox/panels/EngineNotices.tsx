// What the engine says about the run: that it stopped, that no contact lies ahead, that it
// falls behind the clock, or what a link asked that it could not do.
import { formatNumber } from '../../../kit'
import type { Engine } from '../engine/useEngine'

export function EngineNotices({
  error,
  quiet,
  pace,
  notice,
}: Pick<Engine, 'error' | 'quiet' | 'pace'> & { notice: string | undefined }) {
  return (
    <>
      {notice && <p className="sandbox-notice">{notice}</p>}
      {error && (
        <p className="sandbox-notice" role="alert">
          The engine stopped: {error}
        </p>
      )}
      {quiet && <p className="sandbox-notice">No contact ahead in the next minute of motion.</p>}
      {pace !== null && (
        <p className="sandbox-notice" data-pace={pace}>
          Running at {formatNumber(pace, 1)}× real time: this set-up has more contacts a second than the
          engine works out as they happen, so the run falls behind the clock.
        </p>
      )}
    </>
  )
}
