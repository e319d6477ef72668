// The ball table and the run's time series as CSV text, for a spreadsheet: a header naming each
// column's unit (SI), one row per ball or per recorded frame, numbers in plain decimal (a
// spreadsheet reads "1e-7" as text in some locales, and a student copying by hand misreads it).
import { rowOf, rowsOf } from './ballRows'
import type { Series } from './series'

/**
 * x in plain decimal, every digit a double holds (the shortest text that reads back as x, as
 * String gives it, with its exponent written out): 1e-7 is 0.0000001, -0 is 0.
 */
export function plainDecimal(x: number): string {
  if (!Number.isFinite(x)) throw new RangeError(`plainDecimal: x must be a finite number, got ${x}`)
  if (x === 0) return '0'
  const text = String(x)
  const e = text.indexOf('e')
  if (e < 0) return text
  const sign = x < 0 ? '-' : ''
  const mantissa = text.slice(sign.length, e)
  const dot = mantissa.indexOf('.')
  const digits = mantissa.replace('.', '')
  // Where the decimal point falls among the digits once the exponent is applied.
  const point = (dot < 0 ? mantissa.length : dot) + Number(text.slice(e + 1))
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`
}

/** A cell: a number in plain decimal, or empty where there is no value (a fixed ball's momentum). */
const cell = (x: number | null | undefined) => (x === null || x === undefined ? '' : plainDecimal(x))

/** RFC 4180's lines: comma-separated, CRLF after every line. */
const lines = (rows: string[][]) => rows.map((r) => `${r.join(',')}\r\n`).join('')

export const BALL_HEADER = [
  't (s)',
  'ball',
  'm (kg)',
  'x (m)',
  'y (m)',
  'vx (m/s)',
  'vy (m/s)',
  'speed (m/s)',
  'px (kg·m/s)',
  'py (kg·m/s)',
  'kinetic energy (J)',
]

/**
 * Every ball at time t and the state given (x, y, vx, vy per ball), one row each, numbered from 1
 * as the page numbers them; the time on every row, so tables of several instants stack into one.
 * A fixed ball (infinite mass) has its mass and momentum cells empty.
 */
export function ballTableCsv(state: Float64Array, masses: Float64Array, t: number): string {
  const time = plainDecimal(t)
  const rows = rowsOf(
    state,
    masses,
    Array.from({ length: masses.length }, (_, k) => k),
  ).map((r) => [
    time,
    String(r.k + 1),
    cell(r.m === Number.POSITIVE_INFINITY ? null : r.m),
    cell(r.x),
    cell(r.y),
    cell(r.vx),
    cell(r.vy),
    cell(r.speed),
    cell(r.px),
    cell(r.py),
    cell(r.energy),
  ])
  return lines([BALL_HEADER, ...rows])
}

export const SERIES_HEADER = ['t (s)', 'kinetic energy (J)', 'total px (kg·m/s)', 'total py (kg·m/s)']
export const STEPPED_HEADER = [
  'frame stepping: kinetic energy (J)',
  'frame stepping: total px (kg·m/s)',
  'frame stepping: total py (kg·m/s)',
  'frame stepping: contacts missed so far',
  'frame stepping: pairs overlapping',
]

/** The columns of ball k (numbered from 1 as the page numbers them), each with its unit. */
export const ballHeader = (k: number): string[] =>
  ['vx (m/s)', 'vy (m/s)', 'speed (m/s)', 'px (kg·m/s)', 'py (kg·m/s)'].map((c) => `ball ${k + 1} ${c}`)

/**
 * One row per recorded frame, in time order (a frame never seen, after a jump along the timeline,
 * has no row); the frame-stepped engine's columns are there when it was compared, empty at the
 * frames it was not; then the columns of each ball in `balls` (the plotted ones), empty where its
 * velocity was not kept and, for a fixed ball, in its momentum.
 */
export function seriesCsv(s: Series, balls: readonly number[] = [], masses?: Float64Array): string {
  const st = s.stepped
  const compared = st.energy.some((v) => v !== undefined)
  const rows: string[][] = []
  s.time.forEach((t, i) => {
    const row = [cell(t), cell(s.energy[i]), cell(s.px[i]), cell(s.py[i])]
    const steppedRow = [st.energy, st.px, st.py, st.tunnelled, st.overlapping].map((a) => cell(a[i]))
    const ballRows = balls.flatMap((k) => {
      const track = s.balls.get(k)
      const vx = track?.vx[i]
      const vy = track?.vy[i]
      if (vx === undefined || vy === undefined) return ['', '', '', '', '']
      const r = rowOf(k, masses?.[k] ?? 1, 0, 0, vx, vy)
      return [cell(vx), cell(vy), cell(r.speed), cell(r.px), cell(r.py)]
    })
    rows.push([...row, ...(compared ? steppedRow : []), ...ballRows])
  })
  const header = [...SERIES_HEADER, ...(compared ? STEPPED_HEADER : []), ...balls.flatMap(ballHeader)]
  return lines([header, ...rows])
}
