// The ball table's columns (each quantity's symbol and SI unit, the typed ones' field) and its
// numbers' format, shared by the table of every ball and the latest contact's (LastContactTable).
import { formatNumber } from '../../../kit'
import type { BallField } from '../setup/edit'
import type { BallRow } from './ballRows'
import { type QuantitySymbol, SI_DIGITS, Sym } from './si'

/** The fields the table takes typed (the radius is the inspector's). */
export type TableField = Exclude<BallField, 'r'>

export const COLUMNS: { key: keyof BallRow; head: QuantitySymbol; unit: string; field?: TableField }[] = [
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

/** A column's header: its symbol and unit. */
export const Head = ({ c }: { c: (typeof COLUMNS)[number] }) => (
  <th scope="col">
    <Sym {...c.head} /> ({c.unit})
  </th>
)

/** A cell's number: SI_DIGITS decimals, a fixed ball's mass as ∞ (fixed), none as a dash. */
export const show = (x: number | null) =>
  x === null ? '—' : x === Number.POSITIVE_INFINITY ? '∞ (fixed)' : (formatNumber(x, SI_DIGITS) ?? '—')
