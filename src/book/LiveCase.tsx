// Wording for each case of a figure, so a live sentence reads right in every state:
//
//   the balls <IfNumber w="swept-boxes" q="t">meet at $t =$ <Live w="swept-boxes" q="t" /></IfNumber>
//   <IfNone w="swept-boxes" q="t">never meet in this frame (<Live w="swept-boxes" q="t" />)</IfNone>.
//
// <IfNumber> shows its words while the figure's quantity has a number (and while the figure is
// still loading, when <Live> says so), <IfNone> while it has none; inside <IfNone> a <Live> of the
// quantity shows the figure's reason ("no real roots").
import type { ReactNode } from 'react'
import { useLive } from '../kit/liveStore'

interface CaseProps {
  /** the widget id */
  w: string
  /** the quantity, as the widget's <Output q=...> names it */
  q: string
  children?: ReactNode
}

const hasNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value)

export function IfNumber({ w, q, children }: CaseProps) {
  const entry = useLive(w, q)
  return entry === undefined || hasNumber(entry.value) ? children : null
}

export function IfNone({ w, q, children }: CaseProps) {
  const entry = useLive(w, q)
  return entry !== undefined && !hasNumber(entry.value) ? children : null
}
