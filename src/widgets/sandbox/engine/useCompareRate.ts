// The comparison with frame stepping is in the link ('off' or a rate); ticking it again brings
// back the reader's last rate.
import { useCallback, useRef } from 'react'
import type { WidgetState } from '../../../kit'
import type { schema } from '../meta'
import type { StepRate } from './stepChoices'

export interface CompareRate {
  /** the frame-stepped engine runs beside the exact one */
  on: boolean
  /** its step (s): the one shown, or the last one shown while it is off */
  stepDt: number
  setStepDt: (dt: number) => void
  toggle: (on: boolean) => void
}

export function useCompareRate({ state, set }: WidgetState<typeof schema>): CompareRate {
  const lastRate = useRef<StepRate>('60')
  if (state.compare !== 'off') lastRate.current = state.compare
  const setStepDt = useCallback(
    (dt: number) => set({ compare: String(Math.round(1 / dt)) as StepRate }),
    [set],
  )
  const toggle = useCallback((on: boolean) => set({ compare: on ? lastRate.current : 'off' }), [set])
  return { on: state.compare !== 'off', stepDt: 1 / Number(lastRate.current), setStepDt, toggle }
}
