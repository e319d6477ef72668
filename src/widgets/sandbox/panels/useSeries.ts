// The record of energy and momentum over the run (series.ts), kept from every reply of the worker
// (the read-outs see a few a second; the record needs each frame's contacts), and started again
// from a new set-up's own start.
import { useEffect, useRef } from 'react'
import type { FrameReport } from '../engine/session'
import type { Setup } from '../setup/setup'
import { type Series, emptySeries, recordFrame, trackChosen } from './series'

export function useSeries(
  setup: Setup,
  report: FrameReport,
  masses: Float64Array,
  chosen: readonly number[],
  listen: (fn: (r: FrameReport) => void) => () => void,
): Series {
  const series = useRef(emptySeries())
  const current = useRef({ masses, chosen })
  current.current = { masses, chosen }
  // A new set-up shows its start report at once (useEngine): the record starts from it. Only
  // then: a report shown later may be older than the replies already recorded.
  const recordedFor = useRef<Setup | null>(null)
  if (recordedFor.current !== setup) {
    recordedFor.current = setup
    series.current = recordFrame(series.current, report, masses, chosen)
  }
  // A ball chosen in a gas is kept from the time shown.
  series.current = trackChosen(series.current, report, chosen)
  useEffect(
    () =>
      listen((r) => {
        series.current = recordFrame(series.current, r, current.current.masses, current.current.chosen)
      }),
    [listen],
  )
  return series.current
}
