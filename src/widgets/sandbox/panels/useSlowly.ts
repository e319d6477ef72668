// A panel the eye reads slowly (a plot over the whole run) need not follow the read-outs' few
// updates a second while the run plays: each such update re-renders it, within the frame budget.
import { useRef } from 'react'

/** Milliseconds between two updates of the plots while the run plays. */
export const PLOT_MS = 1000

/**
 * `value` as a slow panel shows it: while `playing`, the value it showed until `ms` have passed
 * since it changed last; at once otherwise (a pause, a step, a scrub show the latest).
 */
export function useSlowly<T>(value: T, playing: boolean, ms = PLOT_MS): T {
  const shown = useRef<{ value: T; at: number }>({ value, at: performance.now() })
  if (!Object.is(shown.current.value, value)) {
    const now = performance.now()
    if (!playing || now - shown.current.at >= ms) shown.current = { value, at: now }
  }
  return shown.current.value
}
