// <Live w="time-of-impact" q="t1" /> in a chapter's prose: a number bound to a figure on the same
// page, updated as the reader drags. Until the figure has loaded it says so.
import { type Digits, formatLive } from '../kit/format'
import { useLive } from '../kit/liveStore'
import { OutputView } from '../kit/Output'
import { useHiddenQuantities } from '../kit/predict'

export interface LiveProps {
  /** the widget id */
  w: string
  /** the quantity, as the widget's <Output q=...> names it */
  q: string
  digits?: Digits
  unit?: string
}

export function Live({ w, q, digits = 3, unit }: LiveProps) {
  const entry = useLive(w, q)
  const text = entry ? formatLive(entry.value, digits) : null
  const hidden = useHiddenQuantities(w).has(q)
  return (
    <OutputView
      q={q}
      value={entry?.value}
      text={text}
      reason={entry ? entry.reason : 'waiting for the figure'}
      unit={unit}
      boundTo={w}
      hidden={hidden}
      allDigits={digits === 'all' || digits > 6}
    />
  )
}
