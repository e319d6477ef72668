// Chapter 11's cancellation figure: a log slider for how close B starts to touching A, B's arrow
// to aim it, and the relative error of both root formulas against the exact root, on a log plot.
import { line } from 'd3-shape'
import { useMemo } from 'react'
import {
  Arrow,
  Ball,
  Label,
  Magnifier,
  Output,
  Polyline,
  Slider,
  Stage,
  WidgetFrame,
  formatMagnification,
  formatNumber,
  formatPowerOfTen,
  formatScientific,
  linearScale,
  magnification,
  useWidgetState,
} from '../../kit'
import { twoSignificant } from '../common/significant'
import { meta, schema, world } from './meta'
import {
  type CancellationState,
  FLOOR,
  balls,
  clampState,
  contentBox,
  curve,
  errors,
  gapOf,
  moveHead,
} from './model'
import '../common/figure.css'
import './cancellation.css'

const STAGE = {
  x: [world.min.x - 1, world.max.x + 1] as [number, number],
  y: [world.min.y - 1, world.max.y + 1] as [number, number],
}
const PLOT = { width: 320, height: 200, left: 54, right: 8, top: 8, bottom: 30 }
const X = linearScale([schema.k.min, schema.k.max], [PLOT.left, PLOT.width - PLOT.right])
// The log axis: linear in the power of ten.
const toY = linearScale([Math.log10(FLOOR), 0], [PLOT.height - PLOT.bottom, PLOT.top])
const Y = (v: number) => toY(Math.log10(v))
const Y_TICKS = [1e-18, 1e-15, 1e-12, 1e-9, 1e-6, 1e-3, 1]
const X_TICKS = [1, 3, 5, 7, 9, 11, 13, 15]

const path = line<{ k: number; y: number }>()
  .x((p) => X(p.k))
  .y((p) => Y(p.y))
  .digits(1)

/**
 * The magnifier: the strip around where A and B would touch, x measured from A's surface and
 * magnified so the gap fills about a third of it. At every magnification it shows, the surfaces
 * are straight to within a pixel (a unit circle bends by h²/2 over a height h), so they are
 * drawn as upright edges.
 */
const GAP_VIEW = { x: [-1, 2] as [number, number], y: [-0.25, 0.25] as [number, number] }
const EDGE = 0.2

function describe(s: CancellationState): string {
  return `Ball B starts 10 to the power −${formatNumber(s.k, 1)} of R from touching ball A and moves by (${formatNumber(s.dB.x, 2)}, ${formatNumber(s.dB.y, 2)}) over the frame.`
}

export default function CancellationWidget() {
  const widget = useWidgetState(meta, clampState)
  const s = widget.state
  const e = useMemo(() => errors(s), [s])
  const points = useMemo(() => curve(s), [s])
  const { A, B } = balls(s)
  const none = 'no contact time: B does not move toward or past A'
  const here = (v: number | null) => Y(Math.max(v ?? FLOOR, FLOOR))
  const gap = gapOf(s)
  const zoom = magnification(gap, 1)
  const times = formatMagnification(zoom)
  const gapText = formatScientific(gap)

  return (
    <WidgetFrame widget={widget}>
      <Stage x={STAGE.x} y={STAGE.y} label={describe(s)} fit={contentBox(s)} grid axes>
        <Ball center={A.p} r={A.r} tone="a" label="A" quantity="R" />
        <Ball center={B.p} r={B.r} tone="b" label="B" labelOffset={{ dx: 0, dy: 30 }} quantity="R" />
        <Arrow
          tail={B.p}
          tip={{ x: B.p.x + s.dB.x, y: B.p.y + s.dB.y }}
          tone="b"
          label="Displacement of B"
          onMove={(tip) => widget.set((st) => moveHead(st, tip))}
          quantity="w"
        />
      </Stage>
      <Magnifier
        x={GAP_VIEW.x}
        y={GAP_VIEW.y}
        label={`Where A and B would touch, magnified ${times}: the gap between their surfaces is ${gapText}.`}
        caption={
          <>
            Where they would touch, {times}: the gap is {gapText}.
          </>
        }
      >
        <Polyline
          points={[
            { x: 0, y: -EDGE },
            { x: 0, y: EDGE },
          ]}
          tone="a"
        />
        <Polyline
          points={[
            { x: gap * zoom, y: -EDGE },
            { x: gap * zoom, y: EDGE },
          ]}
          tone="b"
        />
        <Polyline
          points={[
            { x: 0, y: 0 },
            { x: gap * zoom, y: 0 },
          ]}
          tone="neutral"
          dashed
        />
        <Label at={{ x: 0, y: 0 }} dx={-10} dy={4} anchor="end" tone="a">
          A
        </Label>
        <Label at={{ x: gap * zoom, y: 0 }} dx={10} dy={4} tone="b">
          B
        </Label>
      </Magnifier>
      <Slider widget={widget} field="k" digits={1} />
      <svg
        className="cx-plot"
        viewBox={`0 0 ${PLOT.width} ${PLOT.height}`}
        role="img"
        aria-label="Relative error of the contact time against k, on a log scale: textbook in orange, stable in blue."
      >
        {Y_TICKS.map((t) => (
          <g key={t}>
            <line className="cx-grid" x1={PLOT.left} x2={PLOT.width - PLOT.right} y1={Y(t)} y2={Y(t)} />
            <text className="cx-tick" x={PLOT.left - 4} y={Y(t) + 3} textAnchor="end">
              {t === FLOOR ? 'exact' : formatPowerOfTen(Math.round(Math.log10(t)))}
            </text>
          </g>
        ))}
        {X_TICKS.map((t) => (
          <text key={t} className="cx-tick" x={X(t)} y={PLOT.height - PLOT.bottom + 12} textAnchor="middle">
            {t}
          </text>
        ))}
        <text className="cx-tick" x={(PLOT.left + PLOT.width) / 2} y={PLOT.height - 4} textAnchor="middle">
          k: the gap is 10⁻ᵏ of R
        </text>
        <text
          className="cx-tick"
          transform={`translate(10 ${(PLOT.top + PLOT.height - PLOT.bottom) / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          relative error
        </text>
        <path className="cx-textbook" d={path(points.map((p) => ({ k: p.k, y: p.textbook }))) ?? undefined} />
        <path className="cx-stable" d={path(points.map((p) => ({ k: p.k, y: p.stable }))) ?? undefined} />
        <line className="cx-now" x1={X(s.k)} x2={X(s.k)} y1={PLOT.top} y2={PLOT.height - PLOT.bottom} />
        <circle className="cx-textbook-dot" cx={X(s.k)} cy={here(e.relErrTextbook)} r={4} />
        <circle className="cx-stable-dot" cx={X(s.k)} cy={here(e.relErrStable)} r={4} />
      </svg>
      <p className="cx-read">
        First contact, exact:{' '}
        <Output q="exact" value={e.exact} digits="all" reason={none} label="exact root" />.{' '}
        <span className="cx-key-textbook">Textbook</span>{' '}
        <Output q="textbook" value={e.textbook} digits="all" reason={none} label="textbook root" />, relative
        error{' '}
        <Output
          q="relErrTextbook"
          value={twoSignificant(e.relErrTextbook)}
          digits="all"
          reason={none}
          label="relative error, textbook"
        />
        : <Output q="digitsLost" value={e.digitsLost} digits={1} reason={none} label="digits lost" /> digits
        lost. <span className="cx-key-stable">Stable</span>{' '}
        <Output q="stable" value={e.stable} digits="all" reason={none} label="stable root" />, relative error{' '}
        <Output
          q="relErrStable"
          value={twoSignificant(e.relErrStable)}
          digits="all"
          reason={none}
          label="relative error, stable"
        />
        .
      </p>
    </WidgetFrame>
  )
}
