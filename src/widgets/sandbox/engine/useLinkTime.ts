// The link keeps the time: a link with t opens the run there (the worker runs on to it once,
// exactly as far), and whenever the run stands still its time goes into the link. A run stepped
// onto a contact keeps k too, how many of the contacts at t are done (the cradle's five happen at
// one time, one step each), and opens with exactly those done (Session.restore). A state given
// later (a link pasted into the same tab, a branch undone: useSetup's `given`) comes with a set-up
// of its own, its run at the start, and is taken to its time the same way.
import { useEffect, useRef } from 'react'
import type { WidgetState } from '../../../kit'
import type { schema } from '../meta'
import { linkTime } from './linkTime'
import type { FrameReport } from './session'
import type { Engine } from './useEngine'

export function useLinkTime(
  widget: WidgetState<typeof schema>,
  report: FrameReport,
  { advance, restore }: Pick<Engine, 'advance' | 'restore'>,
  /** useSetup's count of states given: each new one opens at its time */
  given: number,
  /** a reopened state's exact time, when it stood between contacts (useSetup.givenAt) */
  givenAt: number | null = null,
): void {
  const { state, set } = widget
  // Between contacts (k = 0) the run goes on to the time in one advance, which lands on any time.
  const to = state.k === 0 && givenAt !== null ? givenAt : state.t
  const opening = () => (to > 0 || state.k > 0 ? { to, k: state.k, sent: false } : null)
  const catchUp = useRef<{ to: number; k: number; sent: boolean } | null>(null)
  const opened = useRef<number | null>(null)
  if (opened.current !== given) {
    opened.current = given
    catchUp.current = opening()
  }
  useEffect(() => {
    const pending = catchUp.current
    if (pending && state.t === 0 && state.k === 0)
      catchUp.current = null // the set-up changed first: nothing to run on to
    else if (pending) {
      if (!pending.sent) {
        pending.sent = true
        if (pending.k > 0) restore(pending.to, pending.k)
        else advance(pending.to)
      }
      if (report.frames === 0) return
      // Arrived: the link says where, which is not what it asked when that time had fewer contacts.
      catchUp.current = null
    }
    const t = linkTime(report.time)
    if (!state.play && (Math.abs(t - state.t) > 5e-4 || report.instant !== state.k))
      set({ t, k: report.instant })
  }, [report, state.t, state.k, state.play, advance, restore, set])
}
