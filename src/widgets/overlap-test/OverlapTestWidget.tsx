// The figure of chapter 1, "The distance test": two balls, the distance between their centres
// against the sum of their radii, and the same comparison on squares.
import { useId } from 'react'
import type { Vec2 } from '../../core'
import {
  Ball,
  type LabelPlace,
  Handle,
  Label,
  Output,
  Polyline,
  Stage,
  Tex,
  WidgetFrame,
  formatNumber,
  formatPoint,
  useWidgetState,
} from '../../kit'
import { RadiusSliders } from '../common/RadiusSliders'
import { ballMoves, useMoves } from '../common/useMoves'
import { VerdictBanner } from '../common/VerdictBanner'
import { BALL_TONE, contentBox } from '../common/twoBalls'
import { stageAround } from '../common/world'
import { meta, world } from './meta'
import {
  type BallName,
  type Overlap,
  type OverlapState,
  centreLine,
  clampState,
  moveCentre,
  overlap,
} from './model'
import '../common/figure.css'
import './overlap-test.css'

const STAGE = stageAround(world, meta.schema.rA.max)
const MOVES = ballMoves({ centre: moveCentre })

/** The relation between the two sides, as it is decided on squares. */
const SIGN = { overlapping: '<', touching: '≈', apart: '>' } as const
const VERDICT_TONE = { overlapping: 'b', touching: 'accent', apart: 'a' } as const
const VERDICT = {
  overlapping: 'Overlapping',
  touching: 'Touching',
  apart: 'Apart',
} as const

function describe(s: OverlapState, o: Overlap): string {
  return (
    `Ball A at ${formatPoint(s.A)} with radius ${formatNumber(s.rA, 2)}, ball B at ${formatPoint(s.B)} with radius ` +
    `${formatNumber(s.rB, 2)}. The centres are ${formatNumber(o.distance, 3)} apart and the radii add up to ` +
    `${formatNumber(o.sumRadii, 3)}: ${VERDICT[o.verdict].toLowerCase()}.`
  )
}

/**
 * The line of centres split into its parts: A's radius from A, B's radius from B, and between
 * their ends the gap (apart) or the overlap (overlapping). Coincident centres have no line.
 */
function CentreLine({ s, o }: { s: OverlapState; o: Overlap }) {
  const line = centreLine(s, o)
  if (line === null) return null
  const { direction: u, rimA, rimB, mid } = line
  return (
    <g className="ot-line">
      <Polyline points={[s.A, s.B]} tone="neutral" dashed quantity="distance distanceSq d" />
      <g className="ot-radius">
        <Polyline points={[s.A, rimA]} tone="a" quantity="rA sumRadii sumRadiiSq" />
        <Polyline points={[s.B, rimB]} tone="b" quantity="rB sumRadii sumRadiiSq" />
      </g>
      {o.verdict !== 'touching' && (
        <g className="ot-between">
          <Polyline points={[rimA, rimB]} tone="accent" quantity="depth gap" />
        </g>
      )}
      {/* Beside the middle of the line, below it on screen first, off the line and the two handles. */}
      <Label at={mid} places={besideLine(u)} avoid={[s.A, s.B]} avoidLines={[[s.A, s.B]]} tone="neutral">
        d = {formatNumber(o.distance, 2)}
      </Label>
    </g>
  )
}

/** One step of B − A written out, e.g. "Δx = x_B − x_A = 0.80 − (−1.50) = 2.300". */
function Difference({ axis, from, to, value }: { axis: 'x' | 'y'; from: number; to: number; value: number }) {
  const [open, close] = from < 0 ? ['(', ')'] : ['', '']
  return (
    <p>
      Δ{axis} = {axis}
      <sub>B</sub> − {axis}
      <sub>A</sub> = <Output q={`${axis}B`} value={to} digits={2} label={`${axis} of B`} /> − {open}
      <Output q={`${axis}A`} value={from} digits={2} label={`${axis} of A`} />
      {close} = <Output q={`d${axis}`} value={value} label={`Δ${axis}, ${axis} of B minus ${axis} of A`} />
    </p>
  )
}

/**
 * Places beside a line of direction `u` (model units), at growing distances on either side: on
 * screen (y down) the perpendicular is (u.y, u.x); a label off a steep line hangs from its side
 * (start or end), one off a flat line is centred above or below it.
 */
function besideLine(u: Vec2): LabelPlace[] {
  return [1, -1].flatMap((side) =>
    [18, 30].map((reach) => {
      const dx = side * reach * u.y
      const dy = side * reach * u.x
      const anchor = Math.abs(dx) > 1.5 * Math.abs(dy) ? (dx > 0 ? 'start' : 'end') : 'middle'
      return { dx, dy, anchor } as const
    }),
  )
}

export default function OverlapTestWidget() {
  const widget = useWidgetState(meta, clampState)
  const id = useId()
  const s = widget.state
  const o = overlap(s)
  const move = useMoves(widget.set, clampState, MOVES)
  const balls: BallName[] = ['A', 'B']
  const sign = SIGN[o.verdict]

  return (
    <WidgetFrame widget={widget}>
      <Stage x={STAGE.x} y={STAGE.y} label={describe(s, o)} fit={contentBox(s)} grid axes>
        {balls.map((b) => (
          <Ball
            key={b}
            center={s[b]}
            r={b === 'A' ? s.rA : s.rB}
            tone={BALL_TONE[b]}
            label={b}
            quantity={`r${b}`}
          />
        ))}
        <CentreLine s={s} o={o} />
        {balls.map((b) => (
          <Handle
            key={b}
            label={`Ball ${b}`}
            at={s[b]}
            tone={BALL_TONE[b]}
            onMove={move[`centre${b}`]}
            quantity={`x${b} y${b} dx dy`}
          />
        ))}
      </Stage>
      <RadiusSliders widget={widget} />
      <div className="fig-tests">
        <section className="fig-test" aria-labelledby={`${id}-distance`}>
          <p className="fig-test-title" id={`${id}-distance`}>
            Distance test
          </p>
          <Difference axis="x" from={s.A.x} to={s.B.x} value={o.dp.x} />
          <Difference axis="y" from={s.A.y} to={s.B.y} value={o.dp.y} />
          <p>
            <Tex tex="d = \sqrt{\Delta x^2 + \Delta y^2}" /> ={' '}
            <Output q="distance" value={o.distance} label="d" />
          </p>
          <p>
            <Tex tex="r_A + r_B" /> = <Output q="sumRadii" value={o.sumRadii} label="sum of the radii" />
          </p>
          <p className="ot-compare">
            <Tex tex="d" /> <strong>{sign}</strong> <Tex tex="r_A + r_B" />
          </p>
        </section>
        <section className="fig-test" aria-labelledby={`${id}-squares`}>
          <p className="fig-test-title" id={`${id}-squares`}>
            On squares: no square root
          </p>
          <p>
            <Tex tex="d^2 = \Delta x^2 + \Delta y^2" /> ={' '}
            <Output q="distanceSq" value={o.distanceSq} label="d squared" />
          </p>
          <p>
            <Tex tex="(r_A + r_B)^2" /> ={' '}
            <Output q="sumRadiiSq" value={o.sumRadiiSq} label="sum of radii squared" />
          </p>
          <p className="ot-compare">
            <Tex tex="d^2" /> <strong>{sign}</strong> <Tex tex="(r_A + r_B)^2" />
          </p>
        </section>
      </div>
      <VerdictBanner verdict={o.verdict} tone={VERDICT_TONE[o.verdict]}>
        {/* Only the measure that applies has a number: a depth of 0 while apart says nothing. */}
        <span>
          overlap depth{' '}
          <Output
            q="depth"
            value={o.verdict === 'overlapping' ? o.depth : null}
            reason="none, the rims do not cross"
            label="overlap depth"
          />
        </span>
        <span>
          gap between the rims{' '}
          <Output
            q="gap"
            value={o.verdict === 'overlapping' ? null : o.gap}
            reason="none, the balls overlap"
            label="gap between the rims"
          />
        </span>
      </VerdictBanner>
    </WidgetFrame>
  )
}
