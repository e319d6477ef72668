// Every ball in a table with its units (the worksheets' "mass, velocity and momentum of each ball
// before and after"): at the start its cells take typed values, with the inspector's limits and
// messages; while it runs they show the values now, with the totals underneath. After a contact
// (a step) the balls of the latest one are listed just before and just after it. Every ball's row
// (not only those listed) downloads as a CSV file.
import { memo, useId, useLayoutEffect, useRef } from 'react'
import { formatCount, formatNumber } from '../../../kit'
import { syncFocusable } from '../../../kit/focusableOverflow'
import type { FrameReport } from '../engine/session'
import type { Setup } from '../setup/setup'
import type { BallField } from '../setup/edit'
import { lastContact } from '../view/impulses'
import { type BallRow, listed, rowOf, rowsOf } from './ballRows'
import { MOST_CHOSEN } from './ballSeries'
import { contactText } from './EventLog'
import { saveCsv } from './saveFile'
import { type QuantitySymbol, SI_DIGITS, Sym, cellText } from './si'
import { TypedValue } from './TypedValue'

/** Rows listed at most (a gas's table would cost the page its frame budget); the selected ball's is added. */
export const TABLE_ROWS = 30

const COLUMNS: { key: keyof BallRow; head: QuantitySymbol; unit: string; field?: BallField }[] = [
  { key: 'm', head: { s: 'm' }, unit: 'kg', field: 'm' },
  { key: 'x', head: { s: 'x' }, unit: 'm', field: 'x' },
  { key: 'y', head: { s: 'y' }, unit: 'm', field: 'y' },
  { key: 'vx', head: { s: 'v', sub: 'x' }, unit: 'm/s', field: 'vx' },
  { key: 'vy', head: { s: 'v', sub: 'y' }, unit: 'm/s', field: 'vy' },
  { key: 'speed', head: { s: '|v|' }, unit: 'm/s' },
  { key: 'px', head: { s: 'p', sub: 'x' }, unit: 'kg·m/s' },
  { key: 'py', head: { s: 'p', sub: 'y' }, unit: 'kg·m/s' },
  { key: 'energy', head: { s: 'E', sub: 'k' }, unit: 'J' },
]

/** The latest contact's columns: each ball's velocity, momentum and energy just before and after. */
const CONTACT_COLUMNS = COLUMNS.filter((c) => ['vx', 'vy', 'px', 'py', 'energy'].includes(c.key))

/** A column's header: its symbol and unit. */
const Head = ({ c }: { c: (typeof COLUMNS)[number] }) => (
  <th scope="col">
    <Sym {...c.head} /> ({c.unit})
  </th>
)

const WORDS: Record<string, string> = {
  m: 'mass',
  x: 'x',
  y: 'y',
  vx: 'velocity x',
  vy: 'velocity y',
}

const show = (x: number | null) =>
  x === null ? '—' : x === Number.POSITIVE_INFINITY ? '∞ (fixed)' : (formatNumber(x, SI_DIGITS) ?? '—')

interface Props {
  setup: Setup
  masses: Float64Array
  report: FrameReport
  selected: number
  onSelect: (k: number) => void
  /** whether the cells take typed values (the run is at its start) */
  editable: boolean
  onType: (k: number, field: BallField, text: string) => void
  /** what the last typed value was refused for */
  message: string | null
  /** the balls ticked for the plot over time, and the tick's handler */
  ticked: readonly number[]
  onTick: (k: number, on: boolean) => void
}

export const BallTable = memo(function BallTable({
  setup,
  masses,
  report,
  selected,
  onSelect,
  editable,
  onType,
  message,
  ticked,
  onTick,
}: Props) {
  const id = useId()
  const full = ticked.length >= MOST_CHOSEN
  const n = setup.balls.length
  // Focusable while it scrolls (a phone's width, a large scene's rows), so a keyboard scrolls it.
  const scroller = useRef<HTMLDivElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured when the rows or the cells' kind change, not on every report (a layout each time)
  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    const scrolls = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1
    if (scrolls) el.tabIndex = 0
    else el.removeAttribute('tabindex')
  }, [n, editable])
  const rows = rowsOf(report.state, masses, listed(n, TABLE_ROWS, selected))
  // The totals are the report's (over every ball, fixed ones left out as the engine does).
  let mass = 0
  for (const m of masses) if (m !== Number.POSITIVE_INFINITY) mass += m
  const totals = { m: mass, px: report.momentum.x, py: report.momentum.y, energy: report.energy }
  const start = (k: number): Record<BallField, string> => {
    const b = setup.balls[k]!
    return {
      m: b.m === Number.POSITIVE_INFINITY ? 'inf' : String(b.m),
      r: String(b.r),
      x: String(b.p.x),
      y: String(b.p.y),
      vx: String(b.v.x),
      vy: String(b.v.y),
    }
  }
  return (
    <section className="sandbox-balls" aria-label="Ball table">
      {/* The table's name above its scrolling box, not in it: on a phone the box scrolls sideways. */}
      <p className="sandbox-table-title" id={`${id}-name`}>
        {editable
          ? 'Every ball at the start (type a value, Enter to take it)'
          : `Every ball at t = ${show(report.time)} s`}
        {n > rows.length && `: balls 1 to ${TABLE_ROWS} of ${formatCount(n)} (the JSON file holds them all)`}
        {`. Tick up to ${MOST_CHOSEN} balls’ boxes to plot them over time.`}
      </p>
      <div className="sandbox-balls-scroll" ref={scroller}>
        <table aria-labelledby={`${id}-name`}>
          <thead>
            <tr>
              <th scope="col">Ball</th>
              {COLUMNS.map((c) => (
                <Head key={c.key} c={c} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.k}
                aria-selected={r.k === selected}
                className={r.k === selected ? 'sandbox-row-selected' : undefined}
              >
                <th scope="row">
                  <button
                    type="button"
                    className="sandbox-row-pick"
                    onClick={() => onSelect(r.k)}
                    aria-label={`Select ball ${r.k + 1}`}
                  >
                    {r.k + 1}
                  </button>
                  <input
                    type="checkbox"
                    className="sandbox-row-plot"
                    checked={ticked.includes(r.k)}
                    disabled={full && !ticked.includes(r.k)}
                    onChange={(e) => onTick(r.k, e.currentTarget.checked)}
                    aria-label={`Plot ball ${r.k + 1} over time`}
                  />
                </th>
                {COLUMNS.map((c) => {
                  const typed = editable && c.field ? start(r.k)[c.field] : null
                  return (
                    <td key={c.key}>
                      {typed !== null ? (
                        <TypedValue
                          name={`Ball ${r.k + 1} ${WORDS[c.field!]} (${c.unit})`}
                          value={typed}
                          shown={cellText(typed)}
                          onCommit={(text) => onType(r.k, c.field!, text)}
                        />
                      ) : (
                        show(r[c.key] as number | null)
                      )}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{show(totals.m)}</td>
              <td />
              <td />
              <td />
              <td />
              <td />
              <td>{show(totals.px)}</td>
              <td>{show(totals.py)}</td>
              <td>{show(totals.energy)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p role="status" className="sandbox-edit-status">
        {message}
      </p>
      <button
        type="button"
        className="rk-button"
        // The CSV writer loads on the first download, not with the sandbox (the embed's budget).
        onClick={() =>
          saveCsv(`sandbox-balls-t${report.time.toFixed(3)}.csv`, (csv) =>
            csv.ballTableCsv(report.state, masses, report.time),
          )
        }
      >
        Download the table of every ball (CSV)
      </button>
      <LastContactTable report={report} masses={masses} />
    </section>
  )
})

/** The balls of the latest contact just before and just after it (shown after a step onto it). */
function LastContactTable({ report, masses }: { report: FrameReport; masses: Float64Array }) {
  const last = lastContact(report.state, masses, report.time, report.fresh)
  const id = useId()
  // It scrolls sideways on a phone: focusable then, so a keyboard scrolls it. Measured when its
  // rows change, not on every report.
  const box = useRef<HTMLDivElement>(null)
  const count = last?.sides.length ?? 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured when the rows change (a layout each time)
  useLayoutEffect(() => {
    if (box.current) syncFocusable(box.current)
  }, [count])
  if (!last)
    return (
      <p className="sandbox-legend">
        Step to the next contact to list its balls just before and just after it.
      </p>
    )
  const rows = last.sides.flatMap((s) => [
    { s, when: 'before', row: rowOf(s.k, masses[s.k]!, s.x, s.y, s.before.x, s.before.y) },
    { s, when: 'after', row: rowOf(s.k, masses[s.k]!, s.x, s.y, s.after.x, s.after.y) },
  ])
  // Its name above the scrolling box, which on a phone scrolls sideways, the name staying put.
  return (
    <div className="sandbox-contact">
      <p className="sandbox-table-title" id={`${id}-name`}>
        The latest contact, at t = {show(last.event.time)} s: {contactText(last.event)}
      </p>
      <div className="sandbox-contact-scroll" ref={box}>
        <table className="sandbox-contact-table" aria-labelledby={`${id}-name`}>
          <thead>
            <tr>
              <th scope="col">Ball</th>
              {CONTACT_COLUMNS.map((c) => (
                <Head key={c.key} c={c} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ s, when, row }) => (
              <tr key={`${s.k}-${when}`}>
                <th scope="row">
                  {s.k + 1}, {when}
                </th>
                {CONTACT_COLUMNS.map((c) => (
                  <td key={c.key}>{show(row[c.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
