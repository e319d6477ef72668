// A figure that grows with the text. A chapter may open a figure with only what its first sections
// explain (<Widget id="…" staged />, WidgetHost.staged) and mark in its prose where each further part
// is derived (<Reveal w="…" part="…" />): once the reader's screen reaches a marker, the figure
// shows that part, and keeps it. A figure that is not staged (an embed, another chapter) shows
// every part from the start.
import { useSyncExternalStore } from 'react'
import { useWidgetHost } from './host'

const reached = new Set<string>()
const listeners = new Set<() => void>()
const keyOf = (widget: string, part: string) => `${widget}\u0000${part}`

/** The reader has reached the text that explains `part` of `widget`. */
export function markReached(widget: string, part: string): void {
  const key = keyOf(widget, part)
  if (reached.has(key)) return
  reached.add(key)
  for (const l of listeners) l()
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => {
    listeners.delete(l)
  }
}

/** Whether the figure shows `part` now: always, unless it is staged and the text is not there yet. */
export function useShown(widget: string, part: string): boolean {
  const { staged } = useWidgetHost()
  const key = keyOf(widget, part)
  const hit = useSyncExternalStore(
    subscribe,
    () => reached.has(key),
    () => false,
  )
  return !staged || hit
}
