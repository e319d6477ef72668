// One ball's mass: a slider, a box to type it in (inf or ∞ for infinitely heavy), and a
// checkbox for "infinitely heavy", which is refused while the other ball already is; unticked,
// the ball gets its default mass back.
import { useId } from 'react'
import { Output } from '../../kit'
import { schema } from './meta'
import type { BallId } from './model'
import { TypedEntry } from './TypedEntry'

export interface MassControlProps {
  ball: BallId
  m: number
  /** false while the other ball is infinitely heavy */
  mayBeInfinite: boolean
  set: (m: number) => string | null
}

export function MassControl({ ball, m, mayBeInfinite, set }: MassControlProps) {
  const id = useId()
  const spec = schema[ball === 1 ? 'm1' : 'm2']
  const infinite = m === Infinity
  return (
    <fieldset className={`x1-mass x1-ball${ball}`}>
      <legend>
        Ball {ball}: m<sub>{ball}</sub> ={' '}
        <Output q={`m${ball}`} value={infinite ? 'infinitely heavy' : m} digits={1} />
      </legend>
      <div className="rk-slider">
        {/* the legend shows the quantity: this label is heard, not seen */}
        <label htmlFor={`${id}-r`} className="rk-sr-only">
          {spec.label}
        </label>
        <input
          id={`${id}-r`}
          type="range"
          min={spec.min}
          max={spec.max}
          step={spec.step}
          value={infinite ? spec.max : m}
          disabled={infinite}
          onChange={(e) => set(e.currentTarget.valueAsNumber)}
        />
        <TypedEntry spec={spec} value={m} label={`Type the mass of ball ${ball}`} onValue={set} />
      </div>
      <label className="x1-check">
        <input
          type="checkbox"
          checked={infinite}
          disabled={!infinite && !mayBeInfinite}
          aria-describedby={!infinite && !mayBeInfinite ? `${id}-why` : undefined}
          onChange={(e) => set(e.currentTarget.checked ? Infinity : spec.default)}
        />{' '}
        infinitely heavy (a wall)
      </label>
      {!infinite && !mayBeInfinite && (
        <p id={`${id}-why`} className="x1-note">
          Not both: two infinitely heavy balls could not move each other.
        </p>
      )}
    </fieldset>
  )
}
