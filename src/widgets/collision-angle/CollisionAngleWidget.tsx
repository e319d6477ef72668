// Chapter 4's contact figure: the triangle of A's velocity and the line of centres, the angle α
// between them two ways, and the part of the velocity that goes into the collision.
import { useMemo } from 'react'
import type { Vec2 } from '../../core'
import {
  Angle,
  Arrow,
  Ball,
  Handle,
  Label,
  type LabelPlace,
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
import { useMoves } from '../common/useMoves'
import { stageAround } from '../common/world'
import { meta, world } from './meta'
import {
  type CollisionAngleState,
  type Contact,
  clampState,
  contact,
  contentOf,
  moveB,
  moveVelocity,
} from './model'
import './collision-angle.css'

const STAGE = stageAround(world, 1.5)
const MOVES = { v: moveVelocity, B: moveB }
const ORIGIN = { x: 0, y: 0 }
// Why the law of cosines has no angle at rest, worded for the prose that quotes it ("that α reads …").
const STILL = 'no angle, as v = 0 and so −2vR = 0'

/** Pixels from a side's midpoint to the middle of its name. */
const SIDE_NAME_PX = 13

/**
 * Where a side's name goes: off its midpoint across the side, outside the triangle (away from the
 * corner `opposite`), else inside; either way off the line it names. Model y is up, screen y down.
 */
function besideSide(p: Vec2, q: Vec2, opposite: Vec2): LabelPlace[] {
  const along = { x: q.x - p.x, y: q.y - p.y }
  const len = Math.hypot(along.x, along.y)
  if (!(len > 0)) return [{ dx: SIDE_NAME_PX, dy: -SIDE_NAME_PX, anchor: 'middle' }]
  const n = { x: -along.y / len, y: along.x / len }
  const toOpposite = (opposite.x - p.x) * n.x + (opposite.y - p.y) * n.y
  const out = toOpposite > 0 ? -1 : 1
  return [out, -out].map((k) => ({
    dx: k * n.x * SIDE_NAME_PX,
    dy: -k * n.y * SIDE_NAME_PX,
    anchor: 'middle',
  }))
}

const SAYS: Record<Contact['motion'], string> = {
  approaching: 'A pushes into B, and this part of its velocity goes into the collision.',
  'sliding past': 'A moves along the tangent and slides past B: nothing goes into the collision.',
  separating: 'A already moves away from B, so there is no collision to resolve.',
  'at rest': 'A is at rest: it brings nothing into the collision.',
}

function describe(s: CollisionAngleState, k: Contact): string {
  const angle =
    k.alphaAtan2 === null ? 'A is at rest, so there is no angle' : `α = ${formatNumber(k.alphaAtan2, 1)}°`
  return (
    `Ball A at the origin touches ball B, whose centre is at ${formatPoint(k.B)}. A’s velocity points to ` +
    `${formatPoint(s.v)}; with the line of centres it makes a triangle of sides ρ = ${formatNumber(k.a, 2)}, ` +
    `v = ${formatNumber(k.b, 2)}, R = ${formatNumber(k.c, 2)}, and ${angle}. ${SAYS[k.motion]}`
  )
}

export default function CollisionAngleWidget() {
  const widget = useWidgetState(meta, clampState)
  const s = widget.state
  const k = useMemo(() => contact(s), [s])
  const move = useMoves(widget.set, clampState, MOVES)
  const mid = (p: { x: number; y: number }, q: { x: number; y: number }) => ({
    x: (p.x + q.x) / 2,
    y: (p.y + q.y) / 2,
  })

  return (
    <WidgetFrame widget={widget}>
      <div className="rk-main">
        <Stage x={STAGE.x} y={STAGE.y} label={describe(s, k)} fit={contentOf(s)} fitWide grid axes>
          <Ball center={ORIGIN} r={s.rA} tone="a" label="A" />
          <Ball center={k.B} r={s.rB} tone="b" label="B" />
          <g className="ca-centres">
            <Polyline points={[ORIGIN, k.B]} tone="neutral" quantity="c" />
          </g>
          <Polyline points={[s.v, k.B]} tone="neutral" dashed quantity="a" />
          <Polyline points={[s.v, k.foot]} tone="c" dashed />
          <g className="ca-projection">
            <Polyline points={[ORIGIN, k.foot]} tone="c" quantity="vn" />
          </g>
          {k.alphaAtan2 !== null && (
            <Angle at={ORIGIN} from={s.v} to={k.B} radius={34} label="α" quantity="alpha alpha-atan2 cos" />
          )}
          <Ball center={k.touch} r={0.08} tone="accent" ghost />
          {/* The sides by the book's letters, as the text names them (the source's a, b, c are in the panel). */}
          <Label at={mid(s.v, k.B)} places={besideSide(s.v, k.B, ORIGIN)}>
            ρ
          </Label>
          <Label at={mid(ORIGIN, s.v)} places={besideSide(ORIGIN, s.v, k.B)}>
            v
          </Label>
          <Label at={mid(ORIGIN, k.B)} places={besideSide(ORIGIN, k.B, s.v)}>
            R
          </Label>
          <Arrow tail={ORIGIN} tip={s.v} tone="a" label="Velocity of A" onMove={move.v} quantity="b" />
          <Handle label="Ball B’s centre, kept touching A" at={k.B} tone="b" onMove={move.B} />
        </Stage>
        <RadiusSliders widget={widget} />
      </div>
      <div className="ca-routes">
        <section className="ca-route" aria-label="The law of cosines, as source 000 prints it">
          <p className="ca-route-title">Law of cosines, as source 000 prints it (its a, b, c are ρ, v, R)</p>
          <Tex tex="\cos\alpha = \frac{\rho^2 - v^2 - R^2}{-2vR}" display />
          <Tex
            tex="\cos\alpha = \frac{\slot{a}^2 - \slot{b}^2 - \slot{c}^2}{-2 \cdot \slot{b} \cdot \slot{c}}"
            values={{ a: k.a, b: k.b, c: k.c }}
            display
          />
          <p>
            {/* At rest the quotient is 0/0: one sentence, the values published unseen. */}
            {k.cosAlpha === null ? 'cos α = 0/0 (v = 0, so −2vR = 0): no angle.' : 'cos α = '}
            <span hidden={k.cosAlpha === null}>
              <Output q="cos" value={k.cosAlpha} digits={4} reason={STILL} label="cos α" />, α = arccos(cos α)
              ={' '}
              <Output
                q="alpha"
                value={k.alphaCosines}
                digits={2}
                unit="°"
                reason={STILL}
                label="α by the law of cosines"
              />
            </span>
          </p>
        </section>
        <section className="ca-route" aria-label="The same angle by atan2">
          <p className="ca-route-title">Cross and dot product</p>
          <Tex
            tex="\alpha = \operatorname{atan2}\big(\lvert \mathbf{v}_A \times \hat{\mathbf{n}} \rvert,\ \mathbf{v}_A \cdot \hat{\mathbf{n}}\big)"
            display
          />
          <Tex
            tex="\alpha = \operatorname{atan2}(\slot{cross}, \slot{dot})"
            values={{ cross: k.crossN, dot: k.vn }}
            display
          />
          <p>
            {k.alphaAtan2 === null ? 'No α: A is at rest, so its velocity has no direction.' : 'α = '}
            <span hidden={k.alphaAtan2 === null}>
              <Output
                q="alpha-atan2"
                value={k.alphaAtan2}
                digits={2}
                unit="°"
                reason="not defined, as A is at rest and its velocity has no direction"
                label="α by atan2"
              />
            </span>
          </p>
        </section>
      </div>
      <Tex
        tex="v_n = \cos(\alpha)\,\lVert \mathbf{v}_A \rVert = \mathbf{v}_A \cdot \hat{\mathbf{n}} = \slot{vn}"
        values={{ vn: k.vn }}
        display
      />
      <p className="ca-readout">
        Sides ρ = <Output q="a" value={k.a} label="side ρ, from the arrow’s head to B" />, v = speed of A ={' '}
        <Output q="b" value={k.b} label="side v, the speed of A" />, R = rA + rB ={' '}
        <Output q="c" value={k.c} label="side R, the sum of the radii" />. Into the collision goes v
        <sub>n</sub> = <Output q="vn" value={k.vn} label="v n" />:{' '}
        <Output q="motion" value={k.motion} label="motion" />. {SAYS[k.motion]}
      </p>
    </WidgetFrame>
  )
}
