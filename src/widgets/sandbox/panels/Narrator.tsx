// What a screen reader hears while the balls move: a polite summary of the contacts at most
// every few seconds (a gas has thousands a second), and each contact reached by a step.
import { useEffect, useRef, useState } from 'react'
import { formatCount, formatNumber, useMaskedWriter } from '../../../kit'
import { contactText } from './EventLog'
import type { FrameReport } from '../engine/session'

const timeText = (t: { time: number; digits: number }) => formatNumber(t.time, t.digits) ?? '?'

/** Shortest time between two summaries, in milliseconds. */
const EVERY_MS = 3000

export function Narrator({ report, playing }: { report: FrameReport; playing: boolean }) {
  const [text, setText] = useState('')
  const last = useRef({ at: 0, events: 0 })
  // "?" for the time while an exercise asks when a contact happens (c10-last-ball).
  const when = useMaskedWriter('time', timeText)
  useEffect(() => {
    const now = performance.now()
    const since = report.events - last.current.events
    if (!playing) {
      if (report.fresh.length > 0 && report.fresh.length <= 3)
        setText(
          `t = ${when({ time: report.time, digits: 3 })} s: ${report.fresh.map(contactText).join('; ')}.`,
        )
      last.current = { at: now, events: report.events }
      return
    }
    if (now - last.current.at < EVERY_MS || since <= 0) return
    const latest = report.log[report.log.length - 1]
    setText(
      `${formatCount(since, 'contact')} since the last summary; t = ${when({ time: report.time, digits: 1 })} s` +
        (latest ? `, latest: ${contactText(latest)}.` : '.'),
    )
    last.current = { at: now, events: report.events }
  }, [report, playing, when])
  return (
    <p className="rk-sr-only" aria-live="polite">
      {text}
    </p>
  )
}
