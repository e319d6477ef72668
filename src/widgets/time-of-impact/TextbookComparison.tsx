import { type ReactNode, memo } from 'react'
import type { SweptResult } from '../../core'
import { Output } from '../../kit/Output'
import { Tex } from '../../kit/Tex'
import { noRootReason } from '../common/caseWording'
import { textbook } from './model'

// Every digit a double holds, so the two routes can be compared where they differ: String(x) is
// the shortest text that reads back as exactly x.
const allDigits = (x: number | undefined) => (x === undefined ? null : String(x))

interface Cell {
  value: number | undefined
  label: string
  /** why there is no value */
  reason?: string
}

// Static, so React skips it on every render.
const HEAD = (
  <thead>
    <tr>
      <th scope="col">
        <span className="toi-sr">Quantity</span>
      </th>
      <th scope="col">
        textbook <Tex tex="\tfrac{-b \pm \sqrt{b^2 - 4ac}}{2a}" />
      </th>
      <th scope="col">
        stable <Tex tex="\tfrac{q}{a},\ \tfrac{c}{q}" />
      </th>
    </tr>
  </thead>
)

const ROUTES = ['textbook', 'stable'] as const

/** One quantity both ways, published as `<q>-textbook` and `<q>-stable` for the chapter's prose. */
function Row({
  q,
  children,
  ...cells
}: { q: string; children: ReactNode } & Record<(typeof ROUTES)[number], Cell>) {
  return (
    <tr>
      <th scope="row">{children}</th>
      {ROUTES.map((route) => (
        <td key={route}>
          <Output
            q={`${q}-${route}`}
            value={allDigits(cells[route].value)}
            reason={cells[route].reason}
            label={cells[route].label}
          />
        </td>
      ))}
    </tr>
  )
}

/** The chapter's side box: the same roots by the textbook formula and by the stable form. */
export const TextbookComparison = memo(function TextbookComparison({ result }: { result: SweptResult }) {
  const naive = textbook(result)
  const naiveWhy = result.a === 0 ? 'a = 0: the formula divides by zero' : 'b² − 4ac < 0: no real roots'
  const stableWhy = noRootReason(result)
  return (
    <details className="toi-compare">
      <summary>Textbook formula vs stable form, every digit</summary>
      <table>
        {HEAD}
        <tbody>
          <Row
            q="discriminant"
            textbook={{ value: naive.discriminant, label: 'b² − 4ac as written' }}
            stable={{ value: result.discriminant, label: '4(aR² − (d×w)²)' }}
          >
            <Tex tex="b^2 - 4ac" />
          </Row>
          <Row
            q="t1"
            textbook={{ value: naive.roots?.[0], label: 't1, textbook', reason: naiveWhy }}
            stable={{ value: result.roots?.[0], label: 't1, stable', reason: stableWhy }}
          >
            <Tex tex="t_1" />
          </Row>
          <Row
            q="t2"
            textbook={{ value: naive.roots?.[1], label: 't2, textbook', reason: naiveWhy }}
            stable={{ value: result.roots?.[1], label: 't2, stable', reason: stableWhy }}
          >
            <Tex tex="t_2" />
          </Row>
        </tbody>
      </table>
    </details>
  )
})
