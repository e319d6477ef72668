// With the border off, balls fly off the table: once some have, a button brings every ball back
// to the start of the run (the timeline's t = 0), as a teacher resets a table.
import { memo } from 'react'
import { formatCount } from '../../../kit'
import type { Setup } from '../setup/setup'

/** How many balls of a packed state (x, y, vx, vy per ball) have their centre off the table. */
export function ballsOffTable(state: Float64Array, { min, max }: Setup['box']): number {
  let off = 0
  for (let k = 0; k < state.length; k += 4) {
    const x = state[k]!
    const y = state[k + 1]!
    if (x < min.x || x > max.x || y < min.y || y > max.y) off++
  }
  return off
}

interface Props {
  state: Float64Array
  box: Setup['box']
  onReturn: () => void
}

/** Memoised: the state is a new array only with a new report (a few times a second while playing). */
export const ReturnBalls = memo(function ReturnBalls({ state, box, onReturn }: Props) {
  const off = ballsOffTable(state, box)
  if (off === 0) return null
  return (
    <p className="sandbox-controls">
      <button type="button" className="rk-button" onClick={onReturn}>
        Return the balls
      </button>
      <span>{formatCount(off, 'ball has', 'balls have')} left the table.</span>
    </p>
  )
})
