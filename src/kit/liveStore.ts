// The page's live numbers, keyed by widget id and quantity: widgets publish what they compute,
// and prose anywhere on the page (<Live w="time-of-impact" q="t1" />) subscribes, so every
// number in the text stays bound to its figure. Each <ricochet-widget> element gets a store of its
// own (LiveStoreContext), so two copies of one widget on a page do not share numbers.
import { createContext, useSyncExternalStore } from 'react'
import type { Digits, LiveValue } from './format'

export interface LiveEntry {
  value: LiveValue
  /** why there is no number, shown instead of NaN or Infinity */
  reason?: string
  /** how the figure writes it (decimals, unit such as " %"): prose that names neither writes it the same */
  digits?: Digits
  unit?: string
}

export interface LiveStore {
  publish(widget: string, quantity: string, entry: LiveEntry): void
  read(widget: string, quantity: string): LiveEntry | undefined
  subscribe(widget: string, quantity: string, listener: () => void): () => void
}

const keyOf = (widget: string, quantity: string) => `${widget}\u0000${quantity}`

export function createLiveStore(): LiveStore {
  const entries = new Map<string, LiveEntry>()
  const listeners = new Map<string, Set<() => void>>()
  return {
    publish(widget, quantity, entry) {
      const key = keyOf(widget, quantity)
      const old = entries.get(key)
      if (
        old &&
        Object.is(old.value, entry.value) &&
        old.reason === entry.reason &&
        old.digits === entry.digits &&
        old.unit === entry.unit
      )
        return
      entries.set(key, entry)
      for (const l of listeners.get(key) ?? []) l()
    },
    read: (widget, quantity) => entries.get(keyOf(widget, quantity)),
    subscribe(widget, quantity, listener) {
      const key = keyOf(widget, quantity)
      let set = listeners.get(key)
      if (!set) listeners.set(key, (set = new Set()))
      set.add(listener)
      return () => {
        set.delete(listener)
      }
    },
  }
}

/** The page's store: the book's and an iframe embed's. */
const pageStore = createLiveStore()
export const LiveStoreContext = createContext<LiveStore>(pageStore)

export const publish: LiveStore['publish'] = pageStore.publish
export const readLive: LiveStore['read'] = pageStore.read

/** The latest published value of one quantity of one widget (undefined until it publishes). */
export function useLive(widget: string, quantity: string): LiveEntry | undefined {
  return useSyncExternalStore(
    (l) => pageStore.subscribe(widget, quantity, l),
    () => pageStore.read(widget, quantity),
    () => undefined,
  )
}
