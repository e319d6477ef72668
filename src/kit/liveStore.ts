// The page's live numbers, keyed by widget id and quantity: widgets publish what they compute,
// and prose anywhere on the page (<Live w="time-of-impact" q="t1" />) subscribes, so every
// number in the text stays bound to its figure.
import { useSyncExternalStore } from 'react'
import type { LiveValue } from './format'

export interface LiveEntry {
  value: LiveValue
  /** why there is no number, shown instead of NaN or Infinity */
  reason?: string
}

const entries = new Map<string, LiveEntry>()
const listeners = new Map<string, Set<() => void>>()
const keyOf = (widget: string, quantity: string) => `${widget}\u0000${quantity}`

export function publish(widget: string, quantity: string, entry: LiveEntry): void {
  const key = keyOf(widget, quantity)
  const old = entries.get(key)
  if (old && Object.is(old.value, entry.value) && old.reason === entry.reason) return
  entries.set(key, entry)
  for (const l of listeners.get(key) ?? []) l()
}

export function readLive(widget: string, quantity: string): LiveEntry | undefined {
  return entries.get(keyOf(widget, quantity))
}

function subscribeLive(widget: string, quantity: string, listener: () => void): () => void {
  const key = keyOf(widget, quantity)
  let set = listeners.get(key)
  if (!set) listeners.set(key, (set = new Set()))
  set.add(listener)
  return () => {
    set.delete(listener)
  }
}

/** The latest published value of one quantity of one widget (undefined until it publishes). */
export function useLive(widget: string, quantity: string): LiveEntry | undefined {
  return useSyncExternalStore(
    (l) => subscribeLive(widget, quantity, l),
    () => readLive(widget, quantity),
    () => undefined,
  )
}
