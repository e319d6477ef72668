// The time a link records, in one place: the page writes it (useLinkTime) and the worker counts
// the contacts whose times the link rounds alike (session.ts), so the two always agree on which
// contacts are "at" a link's time.
import { roundToStep } from '../../../core/round'
import { schema } from '../meta'

/** `time` as the link's `t` holds it: to its step (1 ms), at most its maximum. */
export function linkTime(time: number): number {
  return Math.min(roundToStep(time, schema.t.step), schema.t.max)
}
