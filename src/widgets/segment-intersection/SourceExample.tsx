// Source 003's worked example, printed beside correct, and its recipe (slips and all) on the
// reader's segments: a secondary panel, folded so the figure fits beside its read-outs (kit Fold:
// folded, its numbers only publish).
import { memo, useMemo } from 'react'
import type { Vec2 } from '../../core'
import { Fold, Output, type OutputProps, formatNumber, formatPoint } from '../../kit'
import { PRINTED } from './model'

type AsPrinted = { s: number; t: number; point: Vec2 } | null

/** Every number the panel writes, as its <Output>. */
function outputsOf(asPrinted: AsPrinted) {
  return {
    printedS: { q: 'printedS', value: PRINTED.s, digits: 2, label: 'printed s' },
    printedT: { q: 'printedT', value: PRINTED.t, digits: 3, label: 'printed t' },
    recipeS: { q: 'printedRecipeS', value: asPrinted?.s, digits: 3, label: 'recipe s' },
    recipeX: { q: 'printedRecipeX', value: asPrinted?.point.x, digits: 2, label: 'recipe x' },
    recipeY: { q: 'printedRecipeY', value: asPrinted?.point.y, digits: 2, label: 'recipe y' },
  } satisfies Record<string, OutputProps>
}

export const SourceExample = memo(function SourceExample({ asPrinted }: { asPrinted: AsPrinted }) {
  const out = useMemo(() => outputsOf(asPrinted), [asPrinted])
  const list = useMemo(() => Object.values(out), [out])
  return (
    <Fold summary="Source 003’s worked example: printed and correct" outputs={list}>
      <table className="si-errata">
        <caption className="rk-sr-only">Source 003’s worked example: printed and correct</caption>
        <thead>
          <tr>
            <th scope="col">Quantity</th>
            <th scope="col">As printed</th>
            <th scope="col">Correct</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">s</th>
            <td>
              <Output {...out.printedS} />
            </td>
            <td>21/43 ≈ {formatNumber(21 / 43, 4)}</td>
          </tr>
          <tr>
            <th scope="row">t</th>
            <td>
              <Output {...out.printedT} />
            </td>
            <td>69/172 ≈ {formatNumber(69 / 172, 4)}</td>
          </tr>
          <tr>
            <th scope="row">point</th>
            <td>{formatPoint(PRINTED.point, 2)}</td>
            <td>(8.814, 5.395)</td>
          </tr>
        </tbody>
      </table>
      <p className="si-slip">
        The source’s recipe (with its slips) on these segments
        {asPrinted ? ': s = ' : ' divides by its det M, which is 0 here: it gives no s and no point.'}
        <span hidden={!asPrinted}>
          <Output {...out.recipeS} />, point (<Output {...out.recipeX} />, <Output {...out.recipeY} />
          ).
        </span>
      </p>
    </Fold>
  )
})
