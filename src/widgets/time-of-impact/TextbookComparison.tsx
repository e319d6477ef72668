import type { SweptResult } from '../../core'
import { Output } from '../../kit/Output'
import { Tex } from '../../kit/Tex'
import { noRootReason, textbook } from './model'

// Every digit a double holds, so the two routes can be compared where they differ: String(x) is
// the shortest text that reads back as exactly x.
const allDigits = (x: number | undefined) => (x === undefined ? null : String(x))

/** The chapter's side box: the same roots by the textbook formula and by the stable form. */
export function TextbookComparison({ result }: { result: SweptResult }) {
  const naive = textbook(result)
  const naiveWhy = result.a === 0 ? 'a = 0: the formula divides by zero' : 'b² − 4ac < 0: no real roots'
  const stableWhy = noRootReason(result)
  return (
    <details className="toi-compare">
      <summary>Textbook formula vs stable form, every digit</summary>
      <table>
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
        <tbody>
          <tr>
            <th scope="row">
              <Tex tex="b^2 - 4ac" />
            </th>
            <td>
              <Output
                q="discriminant-textbook"
                value={allDigits(naive.discriminant)}
                label="b² − 4ac as written"
              />
            </td>
            <td>
              <Output
                q="discriminant-stable"
                value={allDigits(result.discriminant)}
                label="4(aR² − (d×w)²)"
              />
            </td>
          </tr>
          <tr>
            <th scope="row">
              <Tex tex="t_1" />
            </th>
            <td>
              <Output
                q="t1-textbook"
                value={allDigits(naive.roots?.[0])}
                reason={naiveWhy}
                label="t1, textbook"
              />
            </td>
            <td>
              <Output
                q="t1-stable"
                value={allDigits(result.roots?.[0])}
                reason={stableWhy}
                label="t1, stable"
              />
            </td>
          </tr>
          <tr>
            <th scope="row">
              <Tex tex="t_2" />
            </th>
            <td>
              <Output
                q="t2-textbook"
                value={allDigits(naive.roots?.[1])}
                reason={naiveWhy}
                label="t2, textbook"
              />
            </td>
            <td>
              <Output
                q="t2-stable"
                value={allDigits(result.roots?.[1])}
                reason={stableWhy}
                label="t2, stable"
              />
            </td>
          </tr>
        </tbody>
      </table>
    </details>
  )
}
