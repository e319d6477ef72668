// Chapter 11's discriminant figure: the reader's two balls, and their discriminant as the
// textbook writes it, in the cross-product form and exactly, with each float form's error.
import { useMemo } from 'react'
import { Ball, Output, Slider, Stage, WidgetFrame, formatPoint, useWidgetState } from '../../kit'
import { FrameGrips } from '../common/FrameGrips'
import { contentBox, positionsAt } from '../common/twoBalls'
import { ballMoves, useMoves } from '../common/useMoves'
import { stageAround } from '../common/world'
import { twoSignificant } from '../common/significant'
import { meta, world } from './meta'
import { type DiscriminantState, GRAZE, clampState, forms, moveArrowHead, moveCentre } from './model'
import '../common/figure.css'
import './discriminant-forms.css'

const STAGE = stageAround(world, meta.schema.rA.max)
const MOVES = ballMoves({ start: moveCentre, end: moveArrowHead })
const TONE = { A: 'a', B: 'b' } as const
const BALLS = ['A', 'B'] as const

function describe(s: DiscriminantState): string {
  const at = (p: { x: number; y: number }, d: { x: number; y: number }) =>
    formatPoint({ x: p.x + d.x, y: p.y + d.y })
  return `Ball A moves from ${formatPoint(s.A)} to ${at(s.A, s.dA)}, ball B from ${formatPoint(s.B)} to ${at(s.B, s.dB)}.`
}

export default function DiscriminantFormsWidget() {
  const widget = useWidgetState(meta, clampState)
  const s = widget.state
  const f = useMemo(() => forms(s), [s])
  const move = useMoves(widget.set, clampState, MOVES)
  const radius = { A: s.rA, B: s.rB }
  const end = positionsAt(s, 1)
  const still = 'a = 0: the balls move together'

  return (
    <WidgetFrame widget={widget}>
      <Stage x={STAGE.x} y={STAGE.y} label={describe(s)} fit={contentBox(s)} grid axes>
        {BALLS.map((b) => (
          <Ball key={`end${b}`} center={end[b]} r={radius[b]} tone={TONE[b]} ghost />
        ))}
        {BALLS.map((b) => (
          <Ball key={b} center={s[b]} r={radius[b]} tone={TONE[b]} label={b} />
        ))}
        <FrameGrips
          balls={BALLS.map((b) => ({
            name: b,
            tone: TONE[b],
            start: s[b],
            end: end[b],
            moveStart: move[`start${b}`],
            moveEnd: move[`end${b}`],
          }))}
        />
      </Stage>
      <div className="fig-radii">
        <Slider widget={widget} field="rA" digits={3} />
        <Slider widget={widget} field="rB" digits={3} />
      </div>
      <p className="df-preset">
        <button type="button" className="rk-button" onClick={() => widget.set(GRAZE)}>
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
          <tr>
            <th scope="row">textbook: b² − 4ac</th>
            <td>
              <Output q="textbook" value={f.textbook} digits="all" label="textbook discriminant" />
            </td>
            <td>
              <Output q="signTextbook" value={f.signTextbook} label="sign, textbook" />
            </td>
            <td>
              <Output
                q="errTextbook"
                value={twoSignificant(f.errTextbook)}
                digits="all"
                reason={still}
                label="error, textbook"
              />
            </td>
          </tr>
          <tr>
            <th scope="row">cross product: 4(aR² − (Δp×w)²)</th>
            <td>
              <Output q="crossForm" value={f.crossForm} digits="all" label="cross-product discriminant" />
            </td>
            <td>
              <Output q="signCross" value={f.signCross} label="sign, cross-product form" />
            </td>
            <td>
              <Output
                q="errCross"
                value={twoSignificant(f.errCross)}
                digits="all"
                reason={still}
                label="error, cross-product form"
              />
            </td>
          </tr>
          <tr>
            <th scope="row">exact</th>
            <td>
              <Output q="exact" value={f.exact} digits="all" label="exact discriminant, nearest double" />
            </td>
            <td>
              <Output q="signExact" value={f.signExact} label="sign, exact" />
            </td>
            <td>0</td>
          </tr>
        </tbody>
      </table>
      <p className="df-spread">
        The centres start <Output q="spread" value={f.spread} digits={2} label="distance over R" /> times R
        apart: the textbook error grows like the square of that, the cross-product one like the number itself.
      </p>
    </WidgetFrame>
  )
}
