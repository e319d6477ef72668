// Tells the outside (a parent page, a <ricochet-widget>'s listeners) the state a widget shows:
// the first one at once, as a sign that the widget is ready, later ones throttled as the URL hash
// is (throttle.ts), never the same state twice in a row.
import { throttle } from '../kit/throttle'

export interface Reporter {
  /** the widget shows this state now */
  shown: (state: string) => void
  /** the state last shown, null before the first */
  current: () => string | null
  /** sends the current state now, as a reply (even when it was sent before) */
  reply: () => void
}

export function reporter(send: (state: string) => void): Reporter {
  let current: string | null = null
  let sent: string | null = null
  const emit = (state: string) => {
    sent = state
    send(state)
  }
  const later = throttle((state: string) => {
    if (state !== sent) emit(state)
  })
  return {
    shown(state) {
      const first = current === null
      current = state
      if (first) emit(state)
      else later.push(state)
    },
    current: () => current,
    reply() {
      if (current !== null) emit(current)
    },
  }
}
