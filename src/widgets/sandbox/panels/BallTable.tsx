// Every ball in a table with its units (the worksheets' "mass, velocity and momentum of each ball
// before and after"): at the start its cells take typed values, with the inspector's limits and
// messages, and paused mid-run too (a value typed there branches a new set-up from the instant,
// useBranch); while it runs they show the values now, with the totals underneath. After a contact
// (a step) the balls of the latest one are listed just before and just after it. Every ball's row
// (not only those listed) downloads as a CSV file.
import { Suspense, lazy, memo, useId, useLayoutEffect, useRef } from 'react'
import type { Ball } from '../../../core'
import { formatCount } from '../../../kit'
import type { FrameReport } from '../engine/session'
import type { Setup } from '../setup/setup'
import type { BallField } from '../setup/edit'
import { lastContact } from '../view/impulses'
import { COLUMNS, Head, type TableField, show } from './ballColumns'
import { listed, rowsOf } from './ballRows'
import { MOST_CHOSEN } from './ballSeries'
import { saveCsv } from './saveFile'
import { cellText } from './si'
import { TypedValue } from './TypedValue'

// The latest contact's table loads on the first step onto a contact, not with the sandbox (the embed's budget).
const LastContactTable = lazy(() =>
  import('./LastContactTable').then((m) => ({ default: m.LastContactTable })),
)

/** Rows listed at most (a gas's table would cost the page its frame budget); the selected ball's is added. */
export const TABLE_ROWS = 30

const WORDS: Record<string, string> = {
  m: 'mass',
  x: 'x',
  y: 'y',
  vx: 'velocity x',
  vy: 'velocity y',
}

interface Props {
  setup: Setup
  masses: Float64Array
  report: FrameReport
  selected: number
  onSelect: (k: number) => void
  /** the set-up whose values the cells take typed: the start's, or paused mid-run the instant's; null while it runs */
  editable: Setup | null
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
  }, [n, editable === null])
  const rows = rowsOf(report.state, masses, listed(n, TABLE_ROWS, selected))
  const last = lastContact(report.state, masses, report.time, report.fresh)
  // The totals are the report's (over every ball, fixed ones left out as the engine does).
  let mass = 0
  for (const m of masses) if (m !== Number.POSITIVE_INFINITY) mass += m
  const totals = { m: mass, px: report.momentum.x, py: report.momentum.y, energy: report.energy }
  /** A ball's values as the cells take them typed. */
  const typedOf = (b: Ball): Record<TableField, string> => ({
    m: b.m === Number.POSITIVE_INFINITY ? 'inf' : String(b.m),
    x: String(b.p.x),
    y: String(b.p.y),
    vx: String(b.v.x),
    vy: String(b.v.y),
  })
  return (
    <section className="sandbox-balls" aria-label="Ball table">
      {/* The table's name above its scrolling box, not in it: on a phone the box scrolls sideways. */}
      <p className="sandbox-table-title" id={`${id}-name`}>
        {`Every ball at ${editable === setup ? 'the start' : `t = ${show(report.time)} s`}`}
        {editable && ' (type a value, Enter to take it)'}
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
                  const typed = editable && c.field ? typedOf(editable.balls[r.k]!)[c.field] : null
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
      {last ? (
        <Suspense fallback={null}>
          <LastContactTable last={last} masses={masses} />
        </Suspense>
      ) : (
        <p className="sandbox-legend">
          Step to the next contact to list its balls just before and just after it.
        </p>
      )}
    </section>
  )
})
