// Chapter 3's numerics figure: the contact time of two moving balls by the textbook formula and by
// the core's stable form, to every digit a double holds, beside the exact sign of the discriminant.
import { type ReactNode, useMemo } from 'react'
import { Output, Tex, WidgetFrame, formatPoint, useWidgetState } from '../../kit'
import { wordsFor } from '../../kit/words'
import { GrazeStage } from '../common/GrazeStage'
import { ballMoves, useMoves } from '../common/useMoves'
import { meta } from './meta'
import {
  type Routes,
  type Sign,
  type StableRootsState,
  clampState,
  moveArrowHead,
  moveCentre,
  routes,
} from './model'
import '../common/figure.css'
import './stable-roots.css'

const MOVES = ballMoves({ start: moveCentre, end: moveArrowHead })

const EXACT: Record<Sign, string> = {
  positive: 'the path cuts the circle: two touches',
  zero: 'an exact graze: one touch',
  negative: 'a miss',
}

function describe(s: StableRootsState, r: Routes): string {
  const at = (p: { x: number; y: number }, d: { x: number; y: number }) =>
    formatPoint({ x: p.x + d.x, y: p.y + d.y })
  return (
    `Ball A moves from ${formatPoint(s.A)} to ${at(s.A, s.dA)}, ball B from ${formatPoint(s.B)} to ${at(s.B, s.dB)}. ` +
    `Textbook route: ${wordsFor(r.textbook.case)}; stable route: ${wordsFor(r.stable.case)}.`
  )
}

interface Cell {
  value: number | string | undefined
  label: string
  reason?: string
}

function Row({
  q,
  children,
  textbook,
  stable,
}: {
  q: string
  children: ReactNode
  textbook: Cell
  stable: Cell
}) {
  return (
    <tr>
      <th scope="row">{children}</th>
      {(
        [
          ['textbook', textbook],
          ['stable', stable],
        ] as const
      ).map(([route, cell]) => (
        <td key={route}>
          <Output
            q={`${q}-${route}`}
            value={cell.value}
            digits="all"
            reason={cell.reason}
            label={cell.label}
          />
        </td>
      ))}
    </tr>
  )
}

export default function StableRootsWidget() {
  const widget = useWidgetState(meta, clampState)
  const s = widget.state
  const r = useMemo(() => routes(s), [s])
  const move = useMoves(widget.set, clampState, MOVES)
  const naiveWhy = r.stable.a === 0 ? 'a = 0: divides by zero' : 'b² − 4ac < 0: no real roots'
  const stableWhy = r.stable.a === 0 ? 'a = 0: same motion' : 'no real roots'

  return (
    <WidgetFrame widget={widget}>
      <GrazeStage widget={widget} state={s} label={describe(s, r)} move={move} quantity="spread" />
      <p className="sr-legend">
        Textbook: b² − 4ac as written, roots <Tex tex="(-b \pm \sqrt{b^2 - 4ac})/2a" />. Stable:{' '}
        <Tex tex="4(aR^2 - (\Delta\mathbf{p}\times\mathbf{w})^2)" />, roots <Tex tex="q/a" /> and{' '}
        <Tex tex="c/q" />.
      </p>
      <table className="sr-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="rk-sr-only">Quantity</span>
            </th>
            <th scope="col">textbook</th>
            <th scope="col">stable</th>
          </tr>
        </thead>
        <tbody>
          <Row
            q="discriminant"
            textbook={{ value: r.textbook.discriminant, label: 'discriminant, textbook' }}
            stable={{ value: r.stable.discriminant, label: 'discriminant, stable' }}
          >
            b² − 4ac
          </Row>
          <Row
            q="t1"
            textbook={{ value: r.textbook.roots?.[0], label: 't1, textbook', reason: naiveWhy }}
            stable={{ value: r.stable.roots?.[0], label: 't1, stable', reason: stableWhy }}
          >
            t₁
          </Row>
          <Row
            q="t2"
            textbook={{ value: r.textbook.roots?.[1], label: 't2, textbook', reason: naiveWhy }}
            stable={{ value: r.stable.roots?.[1], label: 't2, stable', reason: stableWhy }}
          >
            t₂
          </Row>
          <Row
            q="case"
            textbook={{ value: r.textbook.case, label: 'case, textbook' }}
            stable={{ value: r.stable.case, label: 'case, stable' }}
          >
            case
          </Row>
        </tbody>
      </table>
      <p className="sr-exact">
        Exact, for the decimals as written: the discriminant is{' '}
        <Output q="exact" value={r.exact} label="exact sign of the discriminant" /> ({EXACT[r.exact]}). The
        centres start <Output q="spread" value={r.spread} digits={2} label="distance over R" /> times R apart.
      </p>
    </WidgetFrame>
  )
}
