// A stopwatch on the run's simulated time (not the wall clock: a run that falls behind real time,
// or a step to the next contact, times what happened on the table). Pure: each press takes the
// simulated time of the moment and returns the new watch.

export interface Stopwatch {
  /** the simulated time it was last started at, null while stopped */
  since: number | null
  /** time counted before that start (s) */
  counted: number
  /** the readings at each lap press (s), in order */
  laps: number[]
}

export const STOPPED: Stopwatch = { since: null, counted: 0, laps: [] }

/**
 * What the watch reads at simulated time t (s). The timeline may take t back before the start:
 * the watch then counts back with it, down to no less than 0.
 */
export function reading(w: Stopwatch, t: number): number {
  return w.since === null ? w.counted : Math.max(0, w.counted + t - w.since)
}

export const startWatch = (w: Stopwatch, t: number): Stopwatch => (w.since === null ? { ...w, since: t } : w)

export const stopWatch = (w: Stopwatch, t: number): Stopwatch =>
  w.since === null ? w : { ...w, since: null, counted: reading(w, t) }

/** A lap keeps the reading of the moment; the watch runs on. Laps at most `MAX_LAPS`, the latest kept. */
export const lapWatch = (w: Stopwatch, t: number): Stopwatch => ({
  ...w,
  laps: [...w.laps, reading(w, t)].slice(-MAX_LAPS),
})

export const MAX_LAPS = 20
