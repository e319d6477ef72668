// Chapter 5's first figure: one velocity, dropped onto the unit normal and the unit tangent. Its
// two shadows are its normal and tangent parts, and they add back up to it.
import { useMemo } from 'react'
import {
  Arrow,
  Ball,
  Handle,
  Label,
  Output,
  Polyline,
  Stage,
  Tex,
  WidgetFrame,
  aroundHandle,
  formatNumber,
  formatPoint,
  useWidgetState,
} from '../../kit'
import { StageClip } from '../../kit/StageClip'
import { useMoves } from '../common/useMoves'
import { RADIUS, STAGE_HALF, meta } from './meta'
import {
  type Projection,
  type ProjectionState,
  clampState,
  contentOf,
  moveHead,
  moveNormal,
  project,
} from './model'
import './projection.css'

/** The names beside their handles, clear of the focus rings: v right and up first, the n̂ line's grip left and up. */
const BESIDE_HANDLE = aroundHandle()
const [RIGHT_UP, LEFT_UP, RIGHT_DOWN, LEFT_DOWN] = BESIDE_HANDLE
const LEFT_OF_HANDLE = [LEFT_UP, RIGHT_UP, LEFT_DOWN, RIGHT_DOWN]

const RANGE: [number, number] = [-STAGE_HALF, STAGE_HALF]
const MOVES = { head: moveHead, normal: moveNormal }
const ORIGIN = { x: 0, y: 0 }

function describe(s: ProjectionState, p: Projection): string {
  return (
    `Ball A at the origin moves with velocity ${formatPoint(s.v)}; ball B touches it along the unit normal n̂ ${formatPoint(p.n, 3)}. The velocity’s shadow on the ` +
    `normal line is ${formatNumber(p.normal)} along n̂, on the tangent line ${formatNumber(p.tangent)} along t̂.`
  )
}

export default function ProjectionWidget() {
  const widget = useWidgetState(meta, clampState)
  const s = widget.state
  const p = useMemo(() => project(s), [s])
  const move = useMoves(widget.set, clampState, MOVES)

  return (
    <WidgetFrame widget={widget}>
      <div className="rk-main pj-figure">
        <Stage x={RANGE} y={RANGE} label={describe(s, p)} fit={contentOf(s, p)}>
          <StageClip>
            <g className="pj-line">
              <Polyline points={p.normalLine} tone="neutral" dashed />
              <Polyline points={p.tangentLine} tone="neutral" dashed />
            </g>
          </StageClip>
          <Ball center={ORIGIN} r={RADIUS} tone="a" label="A" labelOffset={{ dx: -14, dy: 30 }} />
          <Ball center={p.other} r={RADIUS} tone="b" label="B" ghost />
          <g className="pj-drop">
            <Polyline points={[s.v, p.normalPart]} tone="neutral" dashed />
            <Polyline points={[s.v, p.tangentPart]} tone="neutral" dashed />
          </g>
          <g className="pj-shadow">
            <Arrow tail={ORIGIN} tip={p.normalPart} tone="c" quantity="normal" />
            <Arrow tail={ORIGIN} tip={p.tangentPart} tone="d" quantity="tangent" />
          </g>
          <Label at={p.normalPart} dx={-10} dy={18} anchor="end" tone="c">
            normal part
          </Label>
          <Label at={p.tangentPart} dx={8} dy={16} tone="d">
            tangent part
          </Label>
          <Arrow tail={ORIGIN} tip={p.n} tone="accent" quantity="n nx ny" />
          <Arrow tail={ORIGIN} tip={p.t} tone="accent" quantity="t tx ty" />
          <Arrow
            tail={ORIGIN}
            tip={s.v}
            tone="a"
            label="Velocity v, head"
            onMove={move.head}
            quantity="v speed"
          />
          <Label at={s.v} places={BESIDE_HANDLE} avoid={[s.v, p.grip]} tone="a">
            v
          </Label>
          <Handle label="Normal direction" at={p.grip} tone="neutral" onMove={move.normal} />
          <Label at={p.grip} places={LEFT_OF_HANDLE} avoid={[p.grip, s.v]}>
            n̂ line
          </Label>
        </Stage>
        <p className="pj-hint">
          Drag the head of v, or the grip on the normal line to turn n̂ (and t̂ with it). Green: the shadow of v
          on the normal line; purple: on the tangent line.
        </p>
      </div>
      <p className="pj-readout">
        n̂ = (<Output q="nx" value={p.n.x} digits={3} label="x of n̂" />,{' '}
        <Output q="ny" value={p.n.y} digits={3} label="y of n̂" />
        ), t̂ = (
        <Output q="tx" value={p.t.x} digits={3} label="x of t̂" />,{' '}
        <Output q="ty" value={p.t.y} digits={3} label="y of t̂" />
        ). Normal part v·n̂ = <Output q="normal" value={p.normal} label="normal part" digits={2} />, tangent
        part v·t̂ = <Output q="tangent" value={p.tangent} label="tangent part" digits={2} />; length |v| ={' '}
        <Output q="speed" value={p.speed} label="length of v" digits={2} />.
      </p>
      <Tex
        tex="\lVert\mathbf{v}\rVert = \sqrt{(\slot{normal})^2 + (\slot{tangent})^2} = \slot{fromParts}"
        values={{ normal: p.normal, tangent: p.tangent, fromParts: p.fromParts }}
        digits={2}
        display
      />
    </WidgetFrame>
  )
}
