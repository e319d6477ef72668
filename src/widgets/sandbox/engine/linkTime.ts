// The time a link records, in one place: the page writes it (useLinkTime) and the worker counts
// the contacts whose times the link rounds alike (session.ts), so the two always agree on which
// contacts are "at" a link's time. The link's `t` takes its step and maximum from here (meta.ts),
// so the worker does not load the widget's whole schema.
import { roundToStep } from '../../../core/round'

/** The link's `t`: its step (1 ms) and its maximum, in seconds. */
export const LINK_T_STEP = 0.001
export const LINK_T_MAX = 600

/** `time` as the link's `t` holds it: to its step, at most its maximum. */
export function linkTime(time: number): number {
  return Math.min(roundToStep(time, LINK_T_STEP), LINK_T_MAX)
}
