// Chapter 6's central figure: a head-on collision on a line. The reader drags the velocities
// before (arrows on the top row), sets both masses (either may be infinitely heavy, not both) and
// the restitution e; the bottom row shows the velocities after, the bars show where momentum and
// kinetic energy go, and the centre of mass moves on unchanged. Source 000's printed formula sits
// beside the right one as a live erratum.
import { useMemo } from 'react'
import {
  Arrow,
  Ball,
  Label,
  Output,
  Polyline,
  Slider,
  Stage,
  Tex,
  WidgetFrame,
  formatNumber,
  useWidgetState,
} from '../../kit'
import { useMoves } from '../common/useMoves'
import { Bars } from './Bars'
import { Erratum } from './Erratum'
import './exchange-1d.css'
import { MassControl } from './MassControl'
import { meta, schema } from './meta'
import {
  type BallId,
  type Exchange,
  type ExchangeState,
  ROWS,
  type Row,
  STAGE,
  clampState,
  contentOf,
  exchange,
  mayBeInfinite,
  moveVelocity,
  rowOf,
  setMass,
} from './model'
import { TypedEntry } from './TypedEntry'

const MOVES = {
  u1: (s: ExchangeState, to: { x: number; y: number }) => moveVelocity(s, 1, to),
  u2: (s: ExchangeState, to: { x: number; y: number }) => moveVelocity(s, 2, to),
}

const mass = (m: number) => (m === Infinity ? 'infinitely heavy' : `mass ${formatNumber(m, 1)}`)
const speed = (v: number) => formatNumber(v, 2)

function describe(s: ExchangeState, x: Exchange): string {
  const what = x.approaching
    ? `They collide: after it, ball 1 moves at ${speed(x.v1)} and ball 2 at ${speed(x.v2)}.`
    : 'They are not closing in, so they do not collide: the velocities stay.'
  return (
    `Two balls touching on a line, ball 1 (${mass(s.m1)}) on the left moving at ${speed(s.u1)}, ` +
    `ball 2 (${mass(s.m2)}) on the right moving at ${speed(s.u2)}, restitution ${formatNumber(s.e, 2)}. ${what} ` +
    `The centre of mass moves at ${speed(x.vcmBefore)} before and after.`
  )
}

function RowShapes({ row, when, s }: { row: Row; when: 'before' | 'after'; s: ExchangeState }) {
  const heavy = (m: number) => (m === Infinity ? 'x1-wall' : undefined)
  const y = row.balls[1].center.y
  return (
    <g className={`x1-row x1-${when}`}>
      <Polyline
        points={[
          { x: STAGE.x[0], y },
          { x: STAGE.x[1], y },
        ]}
        tone="neutral"
      />
      <g className={heavy(s.m1)}>
        <Ball
          center={row.balls[1].center}
          r={row.balls[1].r}
          tone="a"
          label="1"
          labelOffset={{ dx: 0, dy: 5 }}
          quantity="m1"
        />
      </g>
      <g className={heavy(s.m2)}>
        <Ball
          center={row.balls[2].center}
          r={row.balls[2].r}
          tone="b"
          label="2"
          labelOffset={{ dx: 0, dy: 5 }}
          quantity="m2"
        />
      </g>
      <Label at={{ x: STAGE.x[0], y: row.arrows[1].tail.y }} dx={4} dy={-8}>
        {when}
      </Label>
      <g className="x1-cm">
        <Polyline points={row.cm.tick} tone="neutral" />
        <Arrow tail={row.cm.at} tip={row.cm.tip} tone="neutral" dashed quantity={`vcm-${when}`} />
        <Label at={row.cm.at} dx={-10} dy={18} tone="neutral">
          centre of mass
        </Label>
      </g>
    </g>
  )
}

export default function ExchangeWidget() {
  const w = useWidgetState(meta, clampState)
  const s = w.state
  const x = useMemo(() => exchange(s), [s])
  const move = useMoves(w.set, clampState, MOVES)
  const before = rowOf(s, ROWS.before, s.u1, s.u2)
  const after = rowOf(s, ROWS.after, x.v1, x.v2)
  const { set } = w
  // A refusal is said beside the box that asked; the checkbox is disabled for the same reason.
  const setMassOf = (ball: BallId) => (m: number) => {
    const next = setMass(s, ball, m)
    if (!next) return 'not both balls can be infinitely heavy'
    set(ball === 1 ? { m1: next.m1 } : { m2: next.m2 })
    return null
  }

  return (
    <WidgetFrame widget={w}>
      <div className="rk-main">
        <Stage x={STAGE.x} y={STAGE.y} label={describe(s, x)} fit={contentOf(s, x)}>
          <RowShapes row={before} when="before" s={s} />
          <RowShapes row={after} when="after" s={s} />
          <Arrow tail={after.arrows[1].tail} tip={after.arrows[1].tip} tone="a" quantity="v1" />
          <Arrow tail={after.arrows[2].tail} tip={after.arrows[2].tip} tone="b" quantity="v2" />
          {/* the first handle is the one the tests and the bench grab first: ball 1's velocity */}
          <Arrow
            tail={before.arrows[1].tail}
            tip={before.arrows[1].tip}
            tone="a"
            label="Velocity of ball 1 before"
            says={`u₁ = ${speed(s.u1)}`}
            onMove={move.u1}
            quantity="u1"
          />
          <Arrow
            tail={before.arrows[2].tail}
            tip={before.arrows[2].tip}
            tone="b"
            label="Velocity of ball 2 before"
            says={`u₂ = ${speed(s.u2)}`}
            onMove={move.u2}
            quantity="u2"
          />
        </Stage>
        <div className="x1-controls">
          <MassControl ball={1} m={s.m1} mayBeInfinite={mayBeInfinite(s, 1)} set={setMassOf(1)} />
          <MassControl ball={2} m={s.m2} mayBeInfinite={mayBeInfinite(s, 2)} set={setMassOf(2)} />
          <fieldset className="x1-mass">
            <legend>Restitution</legend>
            <Slider widget={w} field="e" labelHidden />
            <TypedEntry
              spec={schema.e}
              value={s.e}
              label="Type the restitution e"
              onValue={(e) => {
                w.set({ e })
                return null
              }}
            />
          </fieldset>
        </div>
      </div>

      <p className="x1-verdict" role="status">
        {x.approaching
          ? x.wall
            ? 'They collide. One ball is infinitely heavy: it takes any momentum without changing speed, so the totals below leave it out and they change.'
            : x.elastic
              ? 'They collide with e = 1: momentum and kinetic energy are both kept.'
              : 'They collide: momentum is kept, and part of the kinetic energy is lost.'
          : 'Ball 1 is not catching up with ball 2 (u₁ ≤ u₂): they do not collide, and nothing changes.'}
      </p>

      <div className="x1-velocities">
        <p>
          Before: u₁ = <Output q="u1" value={s.u1} digits={2} />, u₂ ={' '}
          <Output q="u2" value={s.u2} digits={2} />. After: v₁ = <Output q="v1" value={x.v1} digits={3} />, v₂
          = <Output q="v2" value={x.v2} digits={3} />. Momentum handed from ball 1 to ball 2: J ={' '}
          <Output q="impulse" value={x.impulse} digits={3} />. Centre of mass velocity:{' '}
          <Output q="vcm-before" value={x.vcmBefore} digits={3} /> before,{' '}
          <Output q="vcm-after" value={x.vcmAfter} digits={3} /> after. Kinetic energy lost:{' '}
          <Output
            q="energy-lost"
            value={x.energyLostFraction === null || x.wall ? null : x.energyLostFraction * 100}
            reason={
              x.wall
                ? 'not counted, as the wall’s energy is left out'
                : 'nothing, since there was none to lose'
            }
            digits={1}
            unit=" %"
          />
          .
        </p>
      </div>

      <div className="x1-formulas">
        <Tex
          tex="J = \frac{(1+e)(u_1-u_2)}{1/m_1+1/m_2} = \slot{impulse}"
          values={{ impulse: x.impulse }}
          display
        />
        <Tex tex="v_1 = u_1 - \frac{J}{m_1} = \slot{v1}" values={{ v1: x.v1 }} display />
        <Tex tex="v_2 = u_2 + \frac{J}{m_2} = \slot{v2}" values={{ v2: x.v2 }} display />
      </div>

      <div className="x1-charts">
        <Bars x={x} quantity="momentum" />
        <Bars x={x} quantity="kineticEnergy" />
      </div>

      <Erratum x={x} />
    </WidgetFrame>
  )
}
