// The plot of chosen balls, in a panel that loads its code when first opened (the sandbox's embed
// loads nothing more until then). The ball table's Plot boxes open it.
import { Suspense, lazy } from 'react'
import type { BallGraphProps } from './BallGraph'

const BallGraph = lazy(() => import('./BallGraph'))

interface Props extends BallGraphProps {
  open: boolean
  onOpen: (open: boolean) => void
}

export function BallGraphPanel({ open, onOpen, ...graph }: Props) {
  return (
    <details
      className="sandbox-ball-graph"
      open={open}
      onToggle={(e) => {
        if (e.currentTarget.open !== open) onOpen(e.currentTarget.open)
      }}
    >
      <summary className="sandbox-ball-graph-title">
        Speed, velocity or momentum of chosen balls over time
      </summary>
      {open && (
        <Suspense fallback={<p className="sandbox-legend">Loading the plot…</p>}>
          <BallGraph {...graph} />
        </Suspense>
      )}
    </details>
  )
}
