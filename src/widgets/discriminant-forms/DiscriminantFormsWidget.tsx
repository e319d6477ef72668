// Chapter 11's discriminant figure: the reader's two balls, and their discriminant as the
// textbook writes it, in the cross-product form and exactly, with each float form's error.
import { useMemo } from 'react'
import { Output, WidgetFrame, formatPoint, useWidgetState } from '../../kit'
import { GrazeStage } from '../common/GrazeStage'
import { ballMoves, useMoves } from '../common/useMoves'
import { twoSignificant } from '../common/significant'
import { meta } from './meta'
import { type DiscriminantState, GRAZE, clampState, forms, moveArrowHead, moveCentre } from './model'
import '../common/figure.css'
import './discriminant-forms.css'

const MOVES = ballMoves({ start: moveCentre, end: moveArrowHead })

function describe(s: DiscriminantState): string {
  const at = (p: { x: number; y: number }, d: { x: number; y: number }) =>
    formatPoint({ x: p.x + d.x, y: p.y + d.y })
  return `Ball A moves from ${formatPoint(s.A)} to ${at(s.A, s.dA)}, ball B from ${formatPoint(s.B)} to ${at(s.B, s.dB)}.`
}

/** An output: its quantity name, value and accessible label. */
type Cell<V> = readonly [q: string, value: V, label: string]

/** One form of the discriminant: its value, its sign, and its error (none for the exact form, which has none). */
function FormRow({
  form,
  value,
  sign,
  error,
}: {
  form: string
  value: Cell<number>
  sign: Cell<string>
  error?: Cell<number | null>
}) {
  return (
    <tr>
      <th scope="row">{form}</th>
      <td>
        <Output q={value[0]} value={value[1]} digits="all" label={value[2]} />
      </td>
      <td>
        <Output q={sign[0]} value={sign[1]} label={sign[2]} />
      </td>
      <td>
        {error ? (
          <Output
            q={error[0]}
            value={twoSignificant(error[1])}
            digits="all"
            reason="a = 0: the balls move together"
            label={error[2]}
          />
        ) : (
          0
        )}
      </td>
    </tr>
  )
}

export default function DiscriminantFormsWidget() {
  const widget = useWidgetState(meta, clampState)
  const s = widget.state
  const f = useMemo(() => forms(s), [s])
  const move = useMoves(widget.set, clampState, MOVES)

  return (
    <WidgetFrame widget={widget}>
      <GrazeStage widget={widget} state={s} label={describe(s)} move={move} quantity="spread" />
      <p className="df-preset">
        <button type="button" className="rk-button" data-preset onClick={() => widget.set(GRAZE)}>
          Show the exact graze of chapter 3
        </button>
      </p>
      <table className="df-table">
        <thead>
          <tr>
            <th scope="col">form</th>
            <th scope="col">value</th>
            <th scope="col">sign</th>
            <th scope="col">error / 4aR²</th>
          </tr>
        </thead>
        <tbody>
          <FormRow
            form="textbook: b² − 4ac"
            value={['textbook', f.textbook, 'textbook discriminant']}
            sign={['signTextbook', f.signTextbook, 'sign, textbook']}
            error={['errTextbook', f.errTextbook, 'error, textbook']}
          />
          <FormRow
            form="cross product: 4(aR² − (Δp×w)²)"
            value={['crossForm', f.crossForm, 'cross-product discriminant']}
            sign={['signCross', f.signCross, 'sign, cross-product form']}
            error={['errCross', f.errCross, 'error, cross-product form']}
          />
          <FormRow
            form="exact"
            value={['exact', f.exact, 'exact discriminant, nearest double']}
            sign={['signExact', f.signExact, 'sign, exact']}
          />
        </tbody>
      </table>
      <p className="df-spread">
        The centres start <Output q="spread" value={f.spread} digits={2} label="distance over R" /> times R
        apart: the textbook error grows like the square of that, the cross-product one like the number itself.
      </p>
    </WidgetFrame>
  )
}
