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
  Plot,
  Polyline,
  Slider,
  Stage,
  WidgetFrame,
  formatMagnification,
  formatNumber,
  formatPowerOfTen,
  formatScientific,
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
const Y_TICKS = [1e-18, 1e-15, 1e-12, 1e-9, 1e-6, 1e-3, 1]
const X_TICKS = [1, 3, 5, 7, 9, 11, 13, 15]
/** An error of zero is drawn on the axis's floor, and its tick says so. */
const errorTick = (t: number) => (t === FLOOR ? 'exact' : formatPowerOfTen(Math.round(Math.log10(t))))

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
  const here = (v: number | null) => Math.max(v ?? FLOOR, FLOOR)
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
      <Plot
        className="cx-plot"
        label="Relative error of the contact time against k, on a log scale: textbook in orange, stable in blue."
        x={{ domain: [schema.k.min, schema.k.max], name: 'k: the gap is 10⁻ᵏ of R', values: X_TICKS }}
        y={{ domain: [FLOOR, 1], name: 'relative error', log: true, values: Y_TICKS, format: errorTick }}
        width={320}
        height={200}
        cursor={s.k}
      >
        {(scale) => {
          const path = line<{ k: number; y: number }>()
            .x((p) => scale.x(p.k))
            .y((p) => scale.y(p.y))
            .digits(1)
          return (
            <>
              <path
                className="cx-textbook"
                d={path(points.map((p) => ({ k: p.k, y: p.textbook }))) ?? undefined}
              />
              <path
                className="cx-stable"
                d={path(points.map((p) => ({ k: p.k, y: p.stable }))) ?? undefined}
              />
              <circle
                className="cx-textbook-dot"
                cx={scale.x(s.k)}
                cy={scale.y(here(e.relErrTextbook))}
                r={4}
              />
              <circle className="cx-stable-dot" cx={scale.x(s.k)} cy={scale.y(here(e.relErrStable))} r={4} />
            </>
          )
        }}
      </Plot>
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
