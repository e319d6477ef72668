// Chapter 8's second figure: a ball moving over one frame against a wall (source 000). The shadow
// walls catch hits on the face; the wall's ends, tested as balls of radius 0, catch the rest.
import type { Vec2 } from '../../core'
import {
  Arrow,
  Ball,
  Dot,
  Handle,
  Label,
  Output,
  Polyline,
  Slider,
  Stage,
  Wall,
  WidgetFrame,
  formatNumber,
  formatPoint,
  useWidgetState,
} from '../../kit'
import { useMoves } from '../common/useMoves'
import { stageAround } from '../common/world'
import { meta, world } from './meta'
import {
  type BallWallState,
  type Derived,
  clampState,
  derive,
  moveHead,
  moveStart,
  moveWallEnd,
  verdict,
} from './model'
import '../common/figure.css'
import './ball-vs-wall.css'

const STAGE = stageAround(world, meta.schema.r.max)
const MOVES = {
  start: moveStart,
  head: moveHead,
  w0: (s: BallWallState, to: Vec2) => moveWallEnd(s, 'w0', to),
  w1: (s: BallWallState, to: Vec2) => moveWallEnd(s, 'w1', to),
}

function kindText(d: Derived): string {
  if (d.hit === null) return 'The ball does not touch the wall during this frame.'
  if (d.hit.kind === 'face') return 'The centre crosses a shadow wall: the ball meets the wall’s face.'
  return d.faceT === null
    ? 'Only an end test sees this: the centre passes beyond the shadow wall, yet the ball clips the wall’s end.'
    : 'The ball meets the wall’s end.'
}

function describe(s: BallWallState, d: Derived): string {
  return `A ball of radius ${formatNumber(s.r, 2)} moves from ${formatPoint(s.p)} to ${formatPoint(d.end)}; the wall runs from ${formatPoint(s.w0)} to ${formatPoint(s.w1)}. ${kindText(d)}`
}

export default function BallVsWallWidget() {
  const widget = useWidgetState(meta, clampState)
  const s = widget.state
  const d = derive(s)
  const move = useMoves(widget.set, clampState, MOVES)
  const hit = d.hit
  return (
    <WidgetFrame widget={widget}>
      <Stage x={STAGE.x} y={STAGE.y} label={describe(s, d)} grid axes>
        <Polyline points={d.shadows.left} tone="c" dashed quantity="r" />
        <Polyline points={d.shadows.right} tone="c" dashed quantity="r" />
        <Ball center={s.w0} r={s.r} tone="d" ghost />
        <Ball center={s.w1} r={s.r} tone="d" ghost />
        <Ball center={d.end} r={s.r} tone="a" ghost label="t = 1" labelOffset={d.endLabel} />
        {hit && (
          <>
            <Ball center={hit.point} r={s.r} tone="accent" ghost quantity="t x y" />
            <Dot at={d.contact!} tone="accent" />
            <Label at={d.contact!} places={d.contactLabels} avoid={d.handles}>
              {`${hit.kind}, t = ${formatNumber(hit.t, 3)}`}
            </Label>
            <Arrow
              tail={d.contact!}
              tip={{ x: d.contact!.x + hit.normal.x, y: d.contact!.y + hit.normal.y }}
              tone="accent"
              quantity="nx ny"
            />
          </>
        )}
        <Ball center={s.p} r={s.r} tone="a" label="ball" quantity="r" />
        <Handle label="Ball at frame start" at={s.p} tone="a" onMove={move.start} />
        <Arrow tail={s.p} tip={d.end} tone="a" label="Ball at frame end" onMove={move.head} />
        <Wall from={s.w0} to={s.w1} label="Wall" onMoveFrom={move.w0} onMoveTo={move.w1} />
      </Stage>
      <Slider widget={widget} field="r" digits={2} />
      <p className="bw-wall">
        The wall is <Output q="wallLength" value={d.wallLength} digits={2} label="wall length" /> long, with
        unit normal (<Output q="wallNx" value={d.normal.x} digits={3} label="wall normal x" />,{' '}
        <Output q="wallNy" value={d.normal.y} digits={3} label="wall normal y" />
        ); the shadow walls lie one radius r along and against that normal.
      </p>
      <div className="fig-tests">
        <section className="fig-test" aria-label="Face test">
          <p className="fig-test-title">Face: centre path against the shadow wall</p>
          <p>
            <Output q="faceTest" value={verdict(d.faceT)} label="face test" />
            {d.faceT === null ? '' : ', at t = '}
            <span hidden={d.faceT === null}>
              <Output q="faceT" value={d.faceT} digits={3} label="face t" />
            </span>
          </p>
        </section>
        <section className="fig-test" aria-label="End tests">
          <p className="fig-test-title">Ends: balls of radius 0 (chapter 3, R = r)</p>
          <p>
            start: <Output q="end0T" value={d.endT[0]} digits={3} reason="miss" label="wall start t" />; end:{' '}
            <Output q="end1T" value={d.endT[1]} digits={3} reason="miss" label="wall end t" />
          </p>
        </section>
      </div>
      <p className={`fig-verdict rk-tone-${hit === null ? 'a' : hit.kind === 'face' ? 'c' : 'd'}`}>
        <strong>
          First contact: <Output q="kind" value={hit?.kind ?? 'none'} label="kind" />
        </strong>
        {/* Without a contact there is no time, centre or normal to print: they stay published, unseen. */}
        <span hidden={hit === null}>
          {' '}
          at t = <Output q="t" value={hit?.t} digits={3} label="t" />, centre (
          <Output q="x" value={hit?.point.x} digits={2} label="x" />,{' '}
          <Output q="y" value={hit?.point.y} digits={2} label="y" />
          ), normal (
          <Output q="nx" value={hit?.normal.x} digits={3} label="normal x" />,{' '}
          <Output q="ny" value={hit?.normal.y} digits={3} label="normal y" />)
        </span>
        . {kindText(d)}
      </p>
    </WidgetFrame>
  )
}
