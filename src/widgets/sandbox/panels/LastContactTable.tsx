// The balls of the latest contact just before and just after it (shown after a step onto it, in
// the ball table's section): each ball's velocity, momentum and energy, in the ball table's columns.
import { useId, useLayoutEffect, useRef } from 'react'
import { syncFocusable } from '../../../kit/focusableOverflow'
import type { lastContact } from '../view/impulses'
import { COLUMNS, Head, show } from './ballColumns'
import { rowOf } from './ballRows'
import { contactText } from './EventLog'

type Contact = NonNullable<ReturnType<typeof lastContact>>

const CONTACT_COLUMNS = COLUMNS.filter((c) => ['vx', 'vy', 'px', 'py', 'energy'].includes(c.key))

export function LastContactTable({ last, masses }: { last: Contact; masses: Float64Array }) {
  const id = useId()
  // It scrolls sideways on a phone: focusable then, so a keyboard scrolls it. Measured when its
  // rows change, not on every report.
  const box = useRef<HTMLDivElement>(null)
  const count = last.sides.length
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured when the rows change (a layout each time)
  useLayoutEffect(() => {
    if (box.current) syncFocusable(box.current)
  }, [count])
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
