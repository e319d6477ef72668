import type { ReactNode } from 'react'
import { Output } from '../../kit/Output'
import type { Tone } from '../../kit/tone'
import './figure.css'

/** The line under a figure that sums it up: the verdict (an output, capitalised) and what it means. */
export function VerdictBanner({
  verdict,
  tone,
  children,
}: {
  verdict: string
  tone: Tone
  children: ReactNode
}) {
  return (
    <p className={`fig-verdict fig-verdict-line rk-tone-${tone}`}>
      <strong className="fig-cap">
        <Output q="verdict" value={verdict} label="verdict" />
      </strong>
      {children}
    </p>
  )
}
