// The graphs' tab, its code loaded when the tab is first shown (the embed's budget: bench/NOTES.md):
// energy and momentum over time, and every ball's momentum tip to tail.
import type { ComponentProps } from 'react'
import { Graphs } from './Graphs'
import { MomentaDiagram } from './MomentaDiagram'

type Props = ComponentProps<typeof Graphs> & { state: Float64Array }

export default function GraphsTab({ state, ...graphs }: Props) {
  return (
    <>
      <Graphs {...graphs} />
      <MomentaDiagram state={state} masses={graphs.masses} />
    </>
  )
}
