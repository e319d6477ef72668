// Chapter 11's fixed-point figure: drag the velocity; the direction comes from a 256-entry sine
// table and the velocity is rebuilt in 16.16 fixed point, each against doubles.
import { useMemo } from 'react'
import { Arrow, Ball, Output, Stage, WidgetFrame, formatPoint, useWidgetState } from '../../kit'
import { twoSignificant } from '../common/significant'
import { meta } from './meta'
import { clampState, compare } from './model'
import '../common/figure.css'

const ORIGIN = { x: 0, y: 0 }
const BOX = { min: { x: -5, y: -5 }, max: { x: 5, y: 5 } }

export default function FixedPointWidget() {
  const widget = useWidgetState(meta, clampState)
  const s = widget.state
  const r = useMemo(() => compare(s), [s])
  const none = 'no direction: the ball stands still'
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
      <p className="fig-read">
        Angle{' '}
        <Output q="angleDeg" value={r?.angleDeg ?? null} digits={2} unit="°" reason={none} label="angle" />,
        table entry <Output q="index" value={r?.index ?? null} digits={0} reason={none} label="table entry" />{' '}
        of 256. Direction error of the table:{' '}
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
