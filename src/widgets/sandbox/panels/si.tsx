// The sandbox's one voice for numbers: SI units (m, s, kg, m/s, kg·m/s, J), every value to the same
// decimals, and a quantity's symbol with a true subscript (v<sub>y</sub>, never "v_y"), in HTML
// and in a plot's SVG text. CSV headers, plain text for a spreadsheet, spell them "vy".
import { formatNumber } from '../../../kit'

/** Decimals of every number the sandbox shows (read-outs, tables, inspector, plots' words). */
export const SI_DIGITS = 3

/** x to SI_DIGITS decimals with its unit ("8.000 J"); an infinite mass is "infinite"; null when not finite otherwise. */
export function si(x: number, unit: string): string | null {
  if (x === Number.POSITIVE_INFINITY) return 'infinite'
  const text = formatNumber(x, SI_DIGITS)
  return text === null ? null : `${text} ${unit}`
}

/**
 * A value as a typed cell shows it while not edited: as typed when short ("4", "0.6", "-2.5"),
 * else to 4 significant digits, trailing zeros kept to say it is rounded ("15.039334" → "15.04",
 * "4.39994" → "4.400"); the cell shows every digit while focused. The sign stays the keyboard's
 * hyphen: the text is the field's, for the reader to edit.
 */
export function cellText(exact: string): string {
  const x = Number(exact)
  return exact.length <= 5 || !Number.isFinite(x) ? exact : x.toPrecision(4)
}

/** A quantity's symbol: a letter and an optional subscript ("v", "y"). */
export interface QuantitySymbol {
  s: string
  sub?: string
}

/** The symbol in HTML: v<sub>y</sub>. */
export function Sym({ s, sub }: QuantitySymbol) {
  return (
    <>
      {s}
      {sub && <sub>{sub}</sub>}
    </>
  )
}

/** The symbol in a plot's SVG text: the subscript a smaller, lowered tspan. */
export function SvgSym({ s, sub }: QuantitySymbol) {
  return (
    <>
      {s}
      {sub && (
        <tspan className="sandbox-svg-sub" baselineShift="sub">
          {sub}
        </tspan>
      )}
    </>
  )
}
