// Momentum and kinetic energy of each ball and of the pair, before and after, as bars. The
// model gives each bar's place on its track; the numbers beside them are the live outputs.
import { Output } from '../../kit'
import { type Bar, type Exchange, barOf, scaleOf } from './model'

type Quantity = 'momentum' | 'kineticEnergy'

const NAMES: Record<Quantity, { title: string; q: string; short: string }> = {
  momentum: { title: 'Momentum m·v', q: 'momentum', short: 'p' },
  kineticEnergy: { title: 'Kinetic energy ½·m·v²', q: 'energy', short: 'K' },
}

const WALL = 'left out'

function Track({ bar, when, tone }: { bar: Bar | null; when: 'before' | 'after'; tone: string }) {
  return (
    <span className={`x1-track x1-${when}`} aria-hidden="true">
      {bar && (
        <span
          className={`x1-bar x1-tone-${tone}`}
          style={{ left: `${bar.from * 100}%`, width: `${bar.width * 100}%` }}
        />
      )}
    </span>
  )
}

export function Bars({ x, quantity }: { x: Exchange; quantity: Quantity }) {
  const { title, q, short } = NAMES[quantity]
  const signed = quantity === 'momentum'
  const rows = [
    {
      who: x.wall && x.before[1].momentum === null ? 'Ball 1 (wall)' : 'Ball 1',
      key: `${short}1`,
      tone: 'a',
      b: x.before[1][quantity],
      a: x.after[1][quantity],
    },
    {
      who: x.wall && x.before[2].momentum === null ? 'Ball 2 (wall)' : 'Ball 2',
      key: `${short}2`,
      tone: 'b',
      b: x.before[2][quantity],
      a: x.after[2][quantity],
    },
    { who: 'Total', key: q, tone: 'neutral', b: x.before[quantity], a: x.after[quantity] },
  ]
  const scale = scaleOf(rows.flatMap((r) => [r.b, r.a]))
  const bar = (v: number | null) => (v === null ? null : barOf(v, scale, signed))
  return (
    <table className="x1-bars">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="rk-sr-only">Ball</span>
          </th>
          <th scope="col">before</th>
          <th scope="col">after</th>
          <th scope="col" className="x1-bar-cell">
            <span className="rk-sr-only">bars: before above, after below</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className={r.who === 'Total' ? 'x1-total' : undefined}>
            <th scope="row">{r.who}</th>
            <td>
              <Output
                q={r.who === 'Total' ? `${q}-before` : `${r.key}-before`}
                value={r.b}
                reason={WALL}
                digits={2}
              />
            </td>
            <td>
              <Output
                q={r.who === 'Total' ? `${q}-after` : `${r.key}-after`}
                value={r.a}
                reason={WALL}
                digits={2}
              />
            </td>
            <td className="x1-bar-cell">
              <Track bar={bar(r.b)} when="before" tone={r.tone} />
              <Track bar={bar(r.a)} when="after" tone={r.tone} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
