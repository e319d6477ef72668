// Chapter 11's fixed-point figure: drag the velocity; the direction comes from a 256-entry sine
// table and the velocity is rebuilt in 16.16 fixed point, each against doubles.
import { useMemo } from 'react'
import {
  Arrow,
  Ball,
  Label,
  Magnifier,
  Output,
  Stage,
  WidgetFrame,
  formatMagnification,
  formatPoint,
  magnification,
  useWidgetState,
} from '../../kit'
import { twoSignificant } from '../common/significant'
import { meta } from './meta'
import { clampState, compare } from './model'
import '../common/figure.css'

const ORIGIN = { x: 0, y: 0 }
const BOX = { min: { x: -5, y: -5 }, max: { x: 5, y: 5 } }
/** The magnifier: unit directions from the origin, the exact one along +x, in a strip 5:1. */
const STRIP = { x: [-0.08, 1.17] as [number, number], y: [-0.125, 0.125] as [number, number] }
const EXACT_TIP = { x: 1, y: 0 }

export default function FixedPointWidget() {
  const widget = useWidgetState(meta, clampState)
  const s = widget.state
  const r = useMemo(() => compare(s), [s])
  const none = 'no direction: the ball stands still'
  const across = r?.tableSeen.y ?? 0
  const zoom = magnification(Math.abs(across), 0.8 * STRIP.y[1])
  const times = formatMagnification(zoom)
  return (
    <WidgetFrame widget={widget}>
      <Stage
        x={[-5, 5]}
        y={[-5, 5]}
        label={`A ball at the origin with velocity ${formatPoint(s.v)}.`}
        fit={BOX}
        grid
        axes
      >
        <Ball center={ORIGIN} r={1} tone="a" label="ball" />
        <Arrow
          tail={ORIGIN}
          tip={s.v}
          tone="a"
          label="Velocity"
          onMove={(v) => widget.set({ v })}
          quantity="angleDeg index"
        />
      </Stage>
      {r && (
        <Magnifier
          x={STRIP.x}
          y={STRIP.y}
          label={`The table’s direction against the exact one, turned so the exact one points right, with the direction across it magnified ${times}.`}
          caption={<>The table’s direction against the exact one, across it {times}.</>}
        >
          <Arrow tail={ORIGIN} tip={EXACT_TIP} tone="neutral" dashed />
          <Arrow tail={ORIGIN} tip={{ x: r.tableSeen.x, y: zoom * across }} tone="a" />
          <Label at={EXACT_TIP} dx={6} dy={4} tone="neutral">
            exact
          </Label>
          <Label at={{ x: r.tableSeen.x, y: zoom * across }} dx={6} dy={across > 0 ? -2 : 10} tone="a">
            table
          </Label>
        </Magnifier>
      )}
      <p className="fig-read">
        Angle{' '}
        <Output q="angleDeg" value={r?.angleDeg ?? null} digits={2} unit="°" reason={none} label="angle" />,
        table entry <Output q="index" value={r?.index ?? null} digits={0} reason={none} label="table entry" />{' '}
        of 256. Direction error of the table (the gap between its direction and the exact one, both of length
        1: about the angle between them, in radians):{' '}
        <Output
          q="errTable"
          value={twoSignificant(r?.errTable ?? null)}
          digits="all"
          reason={none}
          label="table error"
        />
        . Velocity error with the table and 16.16 fixed point:{' '}
        <Output
          q="errFixed"
          value={twoSignificant(r?.errFixed ?? null)}
          digits="all"
          reason={none}
          label="fixed-point error"
        />
        .
      </p>
    </WidgetFrame>
  )
}
