// The selected ball: chosen by number (or by a click on the table), its values now as outputs,
// and its set-up values typed as exact numbers. A refused value is named and changes nothing.
import { type KeyboardEvent, useId } from 'react'
import { Output } from '../../kit'
import type { BallField } from './edit'
import type { Setup } from './model'

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

const FIELDS: { field: BallField; label: string }[] = [
  { field: 'm', label: 'Mass at the start' },
  { field: 'r', label: 'Radius at the start' },
  { field: 'x', label: 'Start x' },
  { field: 'y', label: 'Start y' },
  { field: 'vx', label: 'Start velocity x' },
  { field: 'vy', label: 'Start velocity y' },
]

export function BallInspector({ setup, selected, onSelect, state, onType, onDelete, message }: Props) {
  const id = useId()
  const b = setup.balls[selected]!
  const start: Record<BallField, number> = { m: b.m, r: b.r, x: b.p.x, y: b.p.y, vx: b.v.x, vy: b.v.y }
  const x = state[4 * selected]!
  const y = state[4 * selected + 1]!
  const vx = state[4 * selected + 2]!
  const vy = state[4 * selected + 3]!
  const fixed = b.m === Number.POSITIVE_INFINITY
  const n = setup.balls.length
  const commit = (field: BallField, text: string) => {
    if (text.trim() !== String(start[field])) onType(field, text)
  }
  return (
    <section className="sandbox-inspector" aria-labelledby={`${id}-h`}>
      <p className="sandbox-panel-title" id={`${id}-h`}>
        Selected ball
      </p>
      <div className="sandbox-controls">
        <label htmlFor={`${id}-ball`}>Ball number</label>
        <select id={`${id}-ball`} value={selected} onChange={(e) => onSelect(Number(e.target.value))}>
          {setup.balls.slice(0, 500).map((_, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a ball is its number
            <option key={k} value={k}>
              {k + 1}
            </option>
          ))}
        </select>
        {n > 500 && <span>(the first 500 of {n}; click a ball on the table for any other)</span>}
        <button type="button" className="rk-button" onClick={onDelete}>
          Delete ball {selected + 1}
        </button>
      </div>
      <p>
        Ball <Output q="selected" value={selected + 1} digits={0} /> now at (
        <Output q="sel-x" value={x} label={`Ball ${selected + 1}, x`} />,{' '}
        <Output q="sel-y" value={y} label={`Ball ${selected + 1}, y`} />
        ), velocity (<Output q="sel-vx" value={vx} label={`Ball ${selected + 1} velocity, x`} />,{' '}
        <Output q="sel-vy" value={vy} label={`Ball ${selected + 1} velocity, y`} />
        ), speed <Output q="sel-speed" value={Math.hypot(vx, vy)} />; mass{' '}
        <Output q="sel-m" value={fixed ? 'infinite' : b.m} />, radius <Output q="sel-r" value={b.r} />,
        momentum (
        <Output q="sel-px" value={fixed ? null : b.m * vx} reason="none: fixed" label="Momentum, x" />,{' '}
        <Output q="sel-py" value={fixed ? null : b.m * vy} reason="none: fixed" label="Momentum, y" />
        ), kinetic energy{' '}
        <Output q="sel-energy" value={fixed ? 0 : 0.5 * b.m * (vx * vx + vy * vy)} digits={4} />
      </p>
      <div className="sandbox-fields">
        {FIELDS.map(({ field, label }) => (
          <label key={field}>
            {label}
            <input
              // A new value from elsewhere (a drag, another ball) replaces what is typed.
              key={`${selected}-${start[field]}`}
              type="text"
              inputMode="decimal"
              defaultValue={field === 'm' && fixed ? 'inf' : String(start[field])}
              onBlur={(e) => commit(field, e.currentTarget.value)}
              onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
                if (e.key === 'Enter') commit(field, e.currentTarget.value)
              }}
            />
          </label>
        ))}
      </div>
      <p role="status" className="sandbox-edit-status">
        {message}
      </p>
    </section>
  )
}
