// The table's options beside the run's controls: restitution, the border, the comparison with
// frame stepping, what the table shows, and snapping to its grid; the engine's own options
// (sticky contacts) come in as children.
import type { ReactNode } from 'react'
import { Slider, type WidgetState, formatNumber } from '../../../kit'
import type { schema } from '../meta'
import type { View, Views } from '../view/views'
import { ViewToggles } from './ViewToggles'

interface Props {
  widget: WidgetState<typeof schema>
  onBorder: (on: boolean) => void
  comparing: boolean
  onCompare: (on: boolean) => void
  views: Views
  onView: (view: View, on: boolean) => void
  /** the grid's snapping step (m), and whether the reader snaps to it (only while the grid shows) */
  snapStep: number
  snapping: boolean
  onSnap: (on: boolean) => void
  /** options of the set-up's engine (sticky contacts), after the border */
  children?: ReactNode
}

export function TableOptions({
  widget,
  onBorder,
  comparing,
  onCompare,
  views,
  onView,
  snapStep,
  snapping,
  onSnap,
  children,
}: Props) {
  return (
    <div className="sandbox-controls sandbox-options">
      <Slider widget={widget} field="e" />
      <label>
        <input type="checkbox" checked={widget.state.border} onChange={(ev) => onBorder(ev.target.checked)} />
        Reflecting border
      </label>
      {children}
      <label>
        <input type="checkbox" checked={comparing} onChange={(ev) => onCompare(ev.target.checked)} />
        Compare with frame stepping
      </label>
      <ViewToggles views={views} onView={onView} />
      <label>
        <input
          type="checkbox"
          checked={snapping}
          disabled={!views.grid}
          onChange={(ev) => onSnap(ev.target.checked)}
        />
        Snap to the grid{views.grid && ` (${formatNumber(snapStep, 1)} m)`}
      </label>
    </div>
  )
}
