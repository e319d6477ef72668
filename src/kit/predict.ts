// The predict state every figure offers: while a chapter's exercise asks the reader to work out a
// quantity, the figure's read-outs, formula slots and the prose bound to them show "?" instead of
// the number, so the answer is never on the page while it is asked. An exercise hides what it asks
// for (`hideForPrediction`) and releases it once answered or given up; several exercises may hide
// the same quantity, and it shows again when the last one lets go. The number is still computed
// and published (exercises check against it): only what the reader sees changes.
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react'
import { LiveStoreContext } from './liveStore'

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

// A number as the formatter writes one: "0.919", "−3", or a count with its thousands grouped, "57,224".
const NUMBER = /(?<![\w.,])([−-]?)(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?!\d|\.\d|,\d{3})/g

/**
 * `text` (a stage's description, a label: prose written without <Output>s) with every number that
 * reads as one of `values` at its own decimals replaced by the predict mark, so that a hidden
 * quantity is not read out there either. Numbers that are not hidden values stay, and so does
 * every zero: coordinates and components are full of them, and a hidden quantity that reads as 0 at
 * a label's decimals would otherwise turn the figure's origin into "(?, ?, ?)".
 */
export function maskValues(text: string, values: readonly number[]): string {
  if (values.length === 0) return text
  return text.replace(NUMBER, (token, sign: string, digits: string) => {
    const decimals = digits.split('.')[1]?.length ?? 0
    const x = Number(digits.replaceAll(',', '')) * (sign ? -1 : 1)
    if (x === 0) return token
    return values.some((v) => Number(v.toFixed(decimals)) === x) ? PREDICT_MARK : token
  })
}

/** The numbers of `widget`'s hidden quantities as its outputs publish them, re-rendering as they change. */
export function useHiddenValues(widget: string | null): readonly number[] {
  const hidden = useHiddenQuantities(widget)
  const store = useContext(LiveStoreContext)
  const listen = useCallback(
    (listener: () => void) => {
      if (widget === null) return () => {}
      const stops = [...hidden].map((q) => store.subscribe(widget, q, listener))
      return () => {
        for (const stop of stops) stop()
      }
    },
    [hidden, store, widget],
  )
  // As one string, so the snapshot is stable between changes (String(x) reads back as x).
  const key = useSyncExternalStore(
    listen,
    () =>
      widget === null
        ? ''
        : [...hidden]
            .map((q) => store.read(widget, q)?.value)
            .filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
            .join(' '),
    () => '',
  )
  return useMemo(() => (key ? key.split(' ').map(Number) : []), [key])
}
