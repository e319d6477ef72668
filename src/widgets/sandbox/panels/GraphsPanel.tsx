// The energy and momentum plots in a panel that starts closed and loads its code (the plots and
// d3-shape, ~4.5 KB gzipped) when first opened: the sandbox's embed stays within its budget.
// Comparing with frame stepping opens it, as the chapter reads both engines' curves there.
import { type ComponentProps, Suspense, lazy, useEffect, useState } from 'react'
import type { Graphs as GraphsView } from './Graphs'

const Graphs = lazy(() => import('./Graphs').then((m) => ({ default: m.Graphs })))

type Props = ComponentProps<typeof GraphsView> & { comparing: boolean }

export function GraphsPanel({ comparing, ...graphs }: Props) {
  const [open, setOpen] = useState(comparing)
  useEffect(() => {
    if (comparing) setOpen(true)
  }, [comparing])
  return (
    <details
      className="sandbox-plot-panel"
      open={open}
      onToggle={(e) => {
        if (e.currentTarget.open !== open) setOpen(e.currentTarget.open)
      }}
    >
      <summary className="sandbox-panel-title">Energy and momentum over time</summary>
      {open && (
        <Suspense fallback={<p className="sandbox-legend">Loading the plots…</p>}>
          <Graphs {...graphs} />
        </Suspense>
      )}
    </details>
  )
}
