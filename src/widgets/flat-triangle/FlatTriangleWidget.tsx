// Chapter 4's numerics figure: a triangle the reader can flatten, and the angle at A by three
// routes set against the exact angle of the decimals shown.
import { useMemo } from 'react'
import {
  Angle,
  Arrow,
  Ball,
  Dot,
  Handle,
  Label,
  Magnifier,
  Output,
  Polyline,
  Stage,
  WidgetFrame,
  formatAllDigits,
  formatMagnification,
  formatNumber,
  formatPoint,
  formatScientific,
  magnification,
  useWidgetState,
} from '../../kit'
import { useMoves } from '../common/useMoves'
import { stageAround } from '../common/world'
import { meta, world } from './meta'
import {
  type FlatTriangleState,
  type Flat,
  type Route,
  clampState,
  contentOf,
  flat,
  GRID,
  layOnLine,
  moveB,
  moveV,
  nudge,
} from './model'
import './flat-triangle.css'

const STAGE = stageAround(world, 0.5)
const MOVES = { v: moveV, B: moveB }
const ORIGIN = { x: 0, y: 0 }
// Why a route has no angle, worded to follow "no α: " in the list below and to sit in brackets in the prose.
const NO_TRIANGLE = 'a side has length 0'
const MINUS = '\u2212'
/** An error in radians as "1.5 × 10⁻⁸": a fixed number of decimals would show 0.000 for all of them. */
const scientific = (x: number | null): string | null => (x === null ? null : formatScientific(x))

function describe(s: FlatTriangleState, f: Flat): string {
  return (
    `A triangle with A’s centre at the origin, the head of A’s velocity at ${formatPoint(s.v, 3)} and ` +
    `B’s centre at ${formatPoint(s.B, 3)}. The exact angle at A is ${formatNumber(f.exact.alpha, 6)} rad.`
  )
}

/** The magnifier's strip: four times as wide as it is high. */
const STRIP = 4

/**
 * The triangle in the frame of the line from A to B (B on +x), with the direction across that
 * line stretched by a power of ten: the angle at A, a fraction of a pixel on the stage, opens to
 * a few degrees. Across the line v's head lies (B × v)/|B| from it, taken from the exact cross
 * product (a difference of doubles would be all rounding at this stretch).
 */
function magnified(s: FlatTriangleState, f: Flat) {
  const L = Math.hypot(s.B.x, s.B.y)
  const along = f.exact.dot / L
  const across = -f.exact.cross / L
  let x: [number, number] = [Math.min(0, along), Math.max(L, along)]
  const pad = 0.06 * (x[1] - x[0])
  x = [x[0] - pad, x[1] + pad]
  let half = (x[1] - x[0]) / STRIP / 2
  const stretch = magnification(Math.abs(across), 0.7 * half)
  // An angle too wide for the strip at ×1: the strip widens around it, keeping its shape.
  if (Math.abs(across) > 0.7 * half) {
    half = Math.abs(across) / 0.7
    const mid = (x[0] + x[1]) / 2
    x = [mid - half * STRIP, mid + half * STRIP]
  }
  return {
    x,
    y: [-half, half] as [number, number],
    stretch,
    B: { x: L, y: 0 },
    v: { x: along, y: stretch * across },
  }
}

function RouteItem({ name, q, route, reason }: { name: string; q: string; route: Route; reason: string }) {
  return (
    <li className="ft-route">
      <span className="ft-route-name">{name}</span>: {route.alpha === null ? `no α: ${reason}.` : 'α = '}
      {/* Without an angle the words above say why; its numbers stay published, unseen. */}
      <span hidden={route.alpha === null}>
        <Output q={`alpha-${q}`} value={route.alpha} digits={17} reason={reason} label={`α, ${name}`} /> rad;
        error{' '}
        <Output q={`error-${q}`} value={scientific(route.error)} reason={reason} label={`error, ${name}`} />,
        correct digits{' '}
        <Output
          q={`digits-${q}`}
          value={route.digits}
          digits={0}
          reason={reason}
          label={`correct digits, ${name}`}
        />
      </span>
    </li>
  )
}

export default function FlatTriangleWidget() {
  const widget = useWidgetState(meta, clampState)
  const s = widget.state
  const f = useMemo(() => flat(s), [s])
  const move = useMoves(widget.set, clampState, MOVES)
  const outside =
    f.cosPrinted !== null && Math.abs(f.cosPrinted) > 1
      ? `the quotient ${formatAllDigits(f.cosPrinted)} lies outside [${MINUS}1, 1], and acos of it is NaN`
      : NO_TRIANGLE

  const m = f.triangle ? magnified(s, f) : null
  const times = m && formatMagnification(m.stretch)

  return (
    <WidgetFrame widget={widget}>
      <Stage x={STAGE.x} y={STAGE.y} label={describe(s, f)} fit={contentOf(s)} grid axes>
        <Polyline points={[ORIGIN, s.B]} tone="neutral" />
        <Polyline points={[s.v, s.B]} tone="neutral" dashed />
        {f.triangle && <Angle at={ORIGIN} from={s.v} to={s.B} radius={40} label="α" quantity="alpha-exact" />}
        <Ball center={ORIGIN} r={0.12} tone="a" label="A" />
        <Ball center={s.B} r={0.12} tone="b" />
        <Label at={s.B} dx={0} dy={-18} tone="b">
          B
        </Label>
        <Arrow tail={ORIGIN} tip={s.v} tone="a" label="Head of A’s velocity" onMove={move.v} />
        <Handle label="Ball B’s centre" at={s.B} tone="b" onMove={move.B} />
      </Stage>
      <div className="ft-buttons">
        <button type="button" className="rk-button" data-preset onClick={() => widget.set(layOnLine)}>
          Lay v’s head on the line to B
        </button>
        <button type="button" className="rk-button" onClick={() => widget.set((st) => nudge(st, GRID))}>
          Nudge v’s head up 0.001
        </button>
        <button type="button" className="rk-button" onClick={() => widget.set((st) => nudge(st, -GRID))}>
          Nudge v’s head down 0.001
        </button>
      </div>
      <p className="ft-readout">
        The exact angle of these decimals: v<sub>A</sub> × p<sub>B</sub> ={' '}
        <Output q="cross" value={f.exact.cross} digits={6} label="cross product, exact" />, v<sub>A</sub> · p
        <sub>B</sub> = <Output q="dot" value={f.exact.dot} digits={6} label="dot product, exact" />, α ={' '}
        <Output q="alpha-exact" value={f.exact.alpha} digits={17} label="α, exact" /> rad. The printed
        quotient (ρ² − v² − R²)/(−2vR){' '}
        {f.cosPrinted === null ? `has no value: ${NO_TRIANGLE}.` : 'comes out '}
        <span hidden={f.cosPrinted === null}>
          <Output
            q="cos-printed"
            value={f.cosPrinted}
            digits={17}
            reason={NO_TRIANGLE}
            label="cos α as printed"
          />
          .
        </span>
      </p>
      {m && (
        <Magnifier
          x={m.x}
          y={m.y}
          label={`The triangle with the line from A to B laid flat and the direction across it magnified ${times}.`}
          caption={
            <>
              Across the line from A to B, {times}: v’s head lies{' '}
              {formatScientific(Math.abs(m.v.y / m.stretch), 2)} from it.
            </>
          }
        >
          <Polyline points={[ORIGIN, m.B]} tone="neutral" />
          <Polyline points={[m.v, m.B]} tone="neutral" dashed />
          <Arrow tail={ORIGIN} tip={m.v} tone="a" />
          <Dot at={ORIGIN} tone="a" label="A" />
          <Dot at={m.B} tone="b" label="B" />
        </Magnifier>
      )}
      <ul className="ft-routes" aria-label="The angle at A by three routes">
        <RouteItem name="acos, as printed" q="printed" route={f.printed} reason={outside} />
        <RouteItem name="acos, core (clamped)" q="core" route={f.core} reason={NO_TRIANGLE} />
        <RouteItem name="atan2" q="atan2" route={f.atan2} reason={NO_TRIANGLE} />
      </ul>
    </WidgetFrame>
  )
}
