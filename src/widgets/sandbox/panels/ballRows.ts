// The ball table's numbers (SI: m, s, kg, m/s, kg·m/s, J), worked out from a report's packed
// state (x, y, vx, vy per ball): a ball's values, and the totals the table ends with.

export interface BallRow {
  /** the ball's index (ball k + 1 to the reader) */
  k: number
  m: number
  x: number
  y: number
  vx: number
  vy: number
  speed: number
  /** m·v; null for a fixed ball (infinite mass, at rest) */
  px: number | null
  py: number | null
  /** ½·m·v²; 0 for a fixed ball */
  energy: number
}

export function rowOf(k: number, m: number, x: number, y: number, vx: number, vy: number): BallRow {
  const fixed = m === Number.POSITIVE_INFINITY
  return {
    k,
    m,
    x,
    y,
    vx,
    vy,
    speed: Math.hypot(vx, vy),
    px: fixed ? null : m * vx,
    py: fixed ? null : m * vy,
    energy: fixed ? 0 : 0.5 * m * (vx * vx + vy * vy),
  }
}

/** The rows of the balls `which`, at the state given. */
export function rowsOf(state: Float64Array, masses: Float64Array, which: readonly number[]): BallRow[] {
  return which.map((k) =>
    rowOf(k, masses[k]!, state[4 * k]!, state[4 * k + 1]!, state[4 * k + 2]!, state[4 * k + 3]!),
  )
}

/** The balls a table of at most `most` rows lists: the first ones, and the selected one wherever it is. */
export function listed(count: number, most: number, selected: number): number[] {
  const first = Array.from({ length: Math.min(count, most) }, (_, k) => k)
  return selected >= most && selected < count ? [...first, selected] : first
}
