// The ball table and the run's time series as CSV text, for a spreadsheet: a header naming each
// column's unit (SI), one row per ball or per recorded frame, numbers in plain decimal (a
// spreadsheet reads "1e-7" as text in some locales, and a student copying by hand misreads it).
import { rowOf, rowsOf } from './ballRows'
import { type Series, endOf } from './series'
import { changeAt } from './seriesLines'

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

export const SERIES_HEADER = ['t (s)', 'at', 'kinetic energy (J)', 'total px (kg·m/s)', 'total py (kg·m/s)']
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

/** What a row of the series is: the set-up, either side of a change, after a stretch not recorded, the record's end. */
export type RowAt = 'start' | 'just before' | 'just after' | 'after a jump' | 'end'

/**
 * The series at its changes, not at the page's frames (series.ts): a row at t = 0, two at each
 * contact that changed a column (the values just before it and just after, at the contact's
 * time; a spreadsheet's line through them is a step), one after a stretch the record did not see,
 * and one at the record's end. The frame-stepped engine's columns are there when it was compared
 * (its values at its latest sample, empty before its first); then the columns of each ball in
 * `balls` (the plotted ones), empty before its velocity was kept and, for a fixed ball, in its momentum.
 */
export function seriesCsv(s: Series, balls: readonly number[] = [], masses?: Float64Array): string {
  const st = s.stepped
  const compared = st.time.length > 0
  const tracks = balls.map((k) => ({ k, track: s.balls.get(k) }))
  // Every time a column changes, with whether the record saw the change (not after a jump).
  const when = new Map<number, boolean>()
  const add = (time: readonly number[], gap: readonly boolean[] | null, from = 0) => {
    for (let i = from; i < time.length; i++) when.set(time[i]!, (when.get(time[i]!) ?? true) && !gap?.[i])
  }
  add(s.time, s.gap)
  for (const { track } of tracks) if (track) add(track.time, track.gap, 1)
  if (compared)
    for (let i = 1; i < st.time.length; i++)
      if ([st.energy, st.px, st.py, st.tunnelled, st.overlapping].some((a) => a[i] !== a[i - 1]))
        when.set(st.time[i]!, when.get(st.time[i]!) ?? true)
  const end = endOf(s)
  const rowAt = (t: number, before: boolean, at: RowAt) => {
    const i = changeAt(s.time, t, before)
    const row = [cell(t), at, cell(s.energy[i]), cell(s.px[i]), cell(s.py[i])]
    if (compared) {
      const j = changeAt(st.time, t, before)
      row.push(...[st.energy, st.px, st.py, st.tunnelled, st.overlapping].map((a) => cell(a[j])))
    }
    for (const { k, track } of tracks) {
      const j = track ? changeAt(track.time, t, before) : -1
      if (!track || j < 0) {
        row.push('', '', '', '', '')
        continue
      }
      const r = rowOf(k, masses?.[k] ?? 1, 0, 0, track.vx[j]!, track.vy[j]!)
      row.push(cell(r.vx), cell(r.vy), cell(r.speed), cell(r.px), cell(r.py))
    }
    return row
  }
  const rows: string[][] = []
  for (const t of [...when.keys()].sort((a, b) => a - b)) {
    if (t === 0) rows.push(rowAt(0, false, 'start'))
    else if (!when.get(t)) rows.push(rowAt(t, false, 'after a jump'))
    else rows.push(rowAt(t, true, 'just before'), rowAt(t, false, 'just after'))
  }
  if (rows.length > 0 && !when.has(end)) rows.push(rowAt(end, false, 'end'))
  const header = [...SERIES_HEADER, ...(compared ? STEPPED_HEADER : []), ...balls.flatMap(ballHeader)]
  return lines([header, ...rows])
}
