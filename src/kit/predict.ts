// The predict state every figure offers: while a chapter's exercise asks the reader to work out a
// quantity, the figure's read-outs, formula slots and the prose bound to them show "?" instead of
// the number, so the answer is never on the page while it is asked. An exercise hides what it asks
// for (`hideForPrediction`) and releases it once answered or given up; several exercises may hide
// the same quantity, and it shows again when the last one lets go. The number is still computed
// and published (exercises check against it): only what the reader sees changes.
import { useSyncExternalStore } from 'react'

/** What a hidden read-out shows instead of its number. */
export const PREDICT_MARK = '?'

const counts = new Map<string, Map<string, number>>()
const snapshots = new Map<string, ReadonlySet<string>>()
const listeners = new Set<() => void>()
const NONE: ReadonlySet<string> = new Set()

function changed(widget: string) {
  const held = counts.get(widget)
  snapshots.set(widget, new Set([...(held ?? [])].filter(([, n]) => n > 0).map(([q]) => q)))
  for (const l of listeners) l()
}

/** Hides `quantities` of `widget` until the returned release is called (once; later calls do nothing). */
export function hideForPrediction(widget: string, quantities: readonly string[]): () => void {
  let held = counts.get(widget)
  if (!held) counts.set(widget, (held = new Map()))
  for (const q of quantities) held.set(q, (held.get(q) ?? 0) + 1)
  changed(widget)
  let released = false
  return () => {
    if (released) return
    released = true
    for (const q of quantities) held.set(q, Math.max(0, (held.get(q) ?? 0) - 1))
    changed(widget)
  }
}

/** The quantities of `widget` hidden now (the same set object until one is hidden or shown). */
export function hiddenQuantities(widget: string | null): ReadonlySet<string> {
  return (widget !== null && snapshots.get(widget)) || NONE
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** `hiddenQuantities`, re-rendering when it changes. */
export function useHiddenQuantities(widget: string | null): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => hiddenQuantities(widget),
    () => NONE,
  )
}
