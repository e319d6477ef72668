// The link keeps the time: a link with t opens the run there (the worker runs on to it once,
// exactly as far), and whenever the run stands still its time goes into the link.
import { useEffect, useRef } from 'react'
import type { WidgetState } from '../../../kit'
import { meta, type schema } from '../meta'
import type { FrameReport } from './session'

export function useLinkTime(
  widget: WidgetState<typeof schema>,
  report: FrameReport,
  advance: (dt: number) => void,
): void {
  const { state, set } = widget
  const catchUp = useRef<{ to: number; sent: boolean } | null>(
    state.t > 0 ? { to: state.t, sent: false } : null,
  )
  useEffect(() => {
    const pending = catchUp.current
    if (pending && state.t === 0)
      catchUp.current = null // the set-up changed first: nothing to run on to
    else if (pending) {
      if (!pending.sent) {
        pending.sent = true
        advance(pending.to)
      } else if (report.frames > 0) catchUp.current = null
      return
    }
    const linkTime = Math.min(Math.round(report.time * 1000) / 1000, meta.schema.t.max)
    if (!state.play && Math.abs(linkTime - state.t) > 5e-4) set({ t: linkTime })
  }, [report, state.t, state.play, advance, set])
}
