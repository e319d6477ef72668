// Browsers limit history updates (Chrome: about 100 per 10 s), and each one, like each message to
// a parent page, costs a few milliseconds: far more than a drag's move. So a value is sent once it
// has been still for QUIET_MS, and during a long drag at least every MAX_WAIT_MS, always ending
// with the latest. One timer at a time, re-armed only when it fires: a move only notes its time.
const QUIET_MS = 250
const MAX_WAIT_MS = 1000

export interface Throttled<T> {
  /** sends `value` later, replacing any value still waiting */
  push: (value: T) => void
  /** sends `value` now (and drops the one waiting) */
  now: (value: T) => void
  /** drops the value waiting, if any, and its timer */
  cancel: () => void
}

export function throttle<T>(send: (value: T) => void): Throttled<T> {
  let pending: { value: T } | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let first = 0
  let last = 0
  const flush = () => {
    timer = undefined
    if (pending === null) return
    const { value } = pending
    pending = null
    send(value)
  }
  const tick = () => {
    const wait = Math.min(last + QUIET_MS, first + MAX_WAIT_MS) - Date.now()
    if (wait > 0) timer = setTimeout(tick, wait)
    else flush()
  }
  return {
    push(value) {
      pending = { value }
      last = Date.now()
      if (timer !== undefined) return
      first = last
      timer = setTimeout(tick, QUIET_MS)
    },
    now(value) {
      clearTimeout(timer)
      pending = { value }
      flush()
    },
    cancel() {
      clearTimeout(timer)
      timer = undefined
      pending = null
    },
  }
}
