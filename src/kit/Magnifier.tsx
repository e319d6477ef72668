// A magnifier: a small second stage beside a figure's main one, drawing in its own model units
// something the main stage cannot show (an angle or a gap smaller than a pixel), with a caption
// that says how much it is magnified. The figure computes the magnified geometry (magnify.ts).
import type { ReactNode } from 'react'
import { Stage } from './Stage'

export interface MagnifierProps {
  /** the inset's model ranges; their ratio sets its shape (a wide strip keeps it low) */
  x: readonly [number, number]
  y: readonly [number, number]
  /** accessible name of the inset: what it shows, and how much it is magnified */
  label: string
  /** what the reader reads under it, e.g. "Across the line to B, ×1000" */
  caption: ReactNode
  children?: ReactNode
}

export function Magnifier({ x, y, label, caption, children }: MagnifierProps) {
  return (
    <figure className="rk-magnifier">
      <Stage x={x} y={y} label={label}>
        {children}
      </Stage>
      <figcaption>{caption}</figcaption>
    </figure>
  )
}
