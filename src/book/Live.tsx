// <Live w="time-of-impact" q="t1" /> in a chapter's prose: a number bound to a figure on the same
// page, updated as the reader drags. Until the figure has loaded it says so.
import { type Digits, formatLive, nounAfter } from '../kit/format'
import { useLive } from '../kit/liveStore'
import { OutputView } from '../kit/Output'
import { useHiddenQuantities } from '../kit/predict'

export interface LiveProps {
  /** the widget id */
  w: string
  /** the quantity, as the widget's <Output q=...> names it */
  q: string
  /** decimals and unit; unset: as the figure writes this number (its <Output>), so both read alike */
  digits?: Digits
  unit?: string
  /** a count's noun in the singular ("contact"), written after it in the singular or plural as fits */
  noun?: string
}

export function Live({ w, q, digits: ownDigits, unit: ownUnit, noun }: LiveProps) {
  const entry = useLive(w, q)
  const digits = ownDigits ?? entry?.digits ?? 3
  const text = entry ? formatLive(entry.value, digits) : null
  const unit = noun ? ` ${nounAfter(text, noun)}` : (ownUnit ?? entry?.unit)
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
