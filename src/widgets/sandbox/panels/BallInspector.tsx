// The selected ball: chosen by number (or by a click on the table), its values now as outputs,
// and its set-up values typed as exact numbers. A refused value is named and changes nothing.
// Its parts redraw only when their own values change: a drag re-renders the widget on every move.
import { memo, useId } from 'react'
import { Output, formatCount } from '../../../kit'
import type { BallField } from '../setup/edit'
import type { Setup } from '../setup/setup'
import { TypedValue } from './TypedValue'

interface Props {
  setup: Setup
  selected: number
  onSelect: (k: number) => void
  /** the balls' state now: x, y, vx, vy per ball */
  state: Float64Array
  onType: (field: BallField, text: string) => void
  onDelete: () => void
  /** what the last edit here refused or did */
  message: string | null
}

const FIELDS: { field: BallField; label: string; unit: string }[] = [
  { field: 'm', label: 'Mass at the start', unit: 'kg' },
  { field: 'r', label: 'Radius at the start', unit: 'm' },
  { field: 'x', label: 'Start x', unit: 'm' },
  { field: 'y', label: 'Start y', unit: 'm' },
  { field: 'vx', label: 'Start velocity x', unit: 'm/s' },
  { field: 'vy', label: 'Start velocity y', unit: 'm/s' },
]

/** Listed by number up to this many balls; a click on the table picks any other. */
const LISTED = 500

export function BallInspector({ setup, selected, onSelect, state, onType, onDelete, message }: Props) {
  const id = useId()
  const b = setup.balls[selected]!
  const fixed = b.m === Number.POSITIVE_INFINITY
  const start: Record<BallField, string> = {
    m: fixed ? 'inf' : String(b.m),
    r: String(b.r),
    x: String(b.p.x),
    y: String(b.p.y),
    vx: String(b.v.x),
    vy: String(b.v.y),
  }
  const x = state[4 * selected]!
  const y = state[4 * selected + 1]!
  const vx = state[4 * selected + 2]!
  const vy = state[4 * selected + 3]!
  const name = `Ball ${selected + 1}`
  return (
    <section className="sandbox-inspector" aria-labelledby={`${id}-h`}>
      <p className="sandbox-panel-title" id={`${id}-h`}>
        Selected ball
      </p>
      <BallPicker count={setup.balls.length} selected={selected} onSelect={onSelect} onDelete={onDelete} />
      <p>
        Ball <Output q="selected" value={selected + 1} digits={0} /> now at (
        <Output q="sel-x" value={x} label={`${name}, x`} />,{' '}
        <Output q="sel-y" value={y} label={`${name}, y`} />) m, velocity (
        <Output q="sel-vx" value={vx} label={`${name} velocity, x`} />,{' '}
        <Output q="sel-vy" value={vy} label={`${name} velocity, y`} />) m/s, speed{' '}
        <Output q="sel-speed" value={Math.hypot(vx, vy)} unit=" m/s" />; mass{' '}
        <Output q="sel-m" value={fixed ? 'infinite' : b.m} unit={fixed ? '' : ' kg'} />, radius{' '}
        <Output q="sel-r" value={b.r} unit=" m" />,
        {fixed ? (
          ' fixed in place (its momentum is not a number), '
        ) : (
          <>
            {' '}
            momentum (<Output q="sel-px" value={b.m * vx} label="Momentum, x" />,{' '}
            <Output q="sel-py" value={b.m * vy} label="Momentum, y" />) kg·m/s,{' '}
          </>
        )}
        kinetic energy <Output q="sel-energy" value={fixed ? 0 : 0.5 * b.m * (vx * vx + vy * vy)} unit=" J" />
      </p>
      <div className="sandbox-fields">
        {FIELDS.map(({ field, label, unit }) => (
          // The input is named by aria-label (TypedValue): the words above it are for the eye.
          <div key={field} className="sandbox-field">
            <span aria-hidden>
              {label} ({unit})
            </span>
            <TypedValue name={label} value={start[field]} onCommit={(text) => onType(field, text)} />
          </div>
        ))}
      </div>
      <p role="status" className="sandbox-edit-status">
        {message}
      </p>
    </section>
  )
}

const BallPicker = memo(function BallPicker({
  count,
  selected,
  onSelect,
  onDelete,
}: {
  count: number
  selected: number
  onSelect: (k: number) => void
  onDelete: () => void
}) {
  const id = useId()
  return (
    <div className="sandbox-controls">
      <label htmlFor={id}>Ball number</label>
      <select id={id} value={selected} onChange={(e) => onSelect(Number(e.target.value))}>
        {Array.from({ length: Math.min(count, LISTED) }, (_, k) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a ball is its number
          <option key={k} value={k}>
            {k + 1}
          </option>
        ))}
        {selected >= LISTED && <option value={selected}>{selected + 1}</option>}
      </select>
      {count > LISTED && (
        <span>
          (the first {LISTED} of {formatCount(count)}; click a ball on the table for any other)
        </span>
      )}
      <button type="button" className="rk-button" onClick={onDelete}>
        Delete ball {selected + 1}
      </button>
    </div>
  )
})
