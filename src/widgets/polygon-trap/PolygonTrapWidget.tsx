// Chapter 8's last figure (source 003's demo): a ball bouncing inside an irregular polygon. On the
// left it runs on the core's exact event-driven engine; on the right the same ball is stepped frame
// by frame with an overlap test, and escapes once it moves far enough in one frame.
import { useMemo, useState } from 'react'
import type { Vec2 } from '../../core'
import {
  Arrow,
  Ball,
  Handle,
  Output,
  Polyline,
  Stage,
  StageClip,
  TimeScrubber,
  WidgetFrame,
  formatLive,
  formatNumber,
  formatPoint,
  nounAfter,
  useWidgetState,
} from '../../kit'
import { stageAround } from '../common/world'
import { meta, world } from './meta'
import {
  ARROW_SECONDS,
  CORNERS,
  type Corner,
  DURATION,
  RADIUS,
  clampState,
  derive,
  moveArrowHead,
  moveBall,
  moveCorner,
} from './model'
import '../common/figure.css'
import './polygon-trap.css'

const STAGE = stageAround(world, 0.5)

export default function PolygonTrapWidget() {
  const w = useWidgetState(meta, clampState)
  const s = w.state
  const d = derive(s)
  const [refused, setRefused] = useState(false)
  const moves = useMemo(() => {
    const corner = (c: Corner) => (p: Vec2) =>
      w.set((st) => {
        const r = moveCorner(st, c, p)
        setRefused(r.refused)
        return r.state
      })
    return {
      corners: Object.fromEntries(CORNERS.map((c) => [c, corner(c)])) as Record<Corner, (p: Vec2) => void>,
      ball: (p: Vec2) => w.set((st) => moveBall(st, p)),
      head: (p: Vec2) => w.set((st) => moveArrowHead(st, p)),
      // Kept from render to render, so a drag on the stage leaves the time scrubber alone.
      time: (t: number) => w.set({ t }),
    }
  }, [w.set])
  const head = { x: s.ball.x + s.v.x * ARROW_SECONDS, y: s.ball.y + s.v.y * ARROW_SECONDS }
  const escaped = d.naive.escapedAt !== null
  const label = (which: string, p: Vec2) =>
    `${which}: the polygon has corners ${d.corners.map((c) => formatPoint(c)).join(', ')}; after ${formatNumber(d.seconds, 2)} s the ball is at ${formatPoint(p)}.`
  return (
    <WidgetFrame widget={w}>
      <div className="pt-stages">
        <figure className="pt-stage">
          <figcaption>Exact (swept tests, event by event)</figcaption>
          <Stage x={STAGE.x} y={STAGE.y} label={label('Exact engine', d.exact.p)} grid>
            <Polyline points={d.corners} tone="neutral" closed quantity="area" />
            <Ball center={d.exact.p} r={RADIUS} tone="accent" quantity="x y exactVerdict" />
            <Ball center={s.ball} r={RADIUS} tone="a" ghost label="start" />
            <Handle label="Ball at the start" at={s.ball} tone="a" onMove={moves.ball} />
            <Arrow
              tail={s.ball}
              tip={head}
              tone="a"
              label="Velocity of the ball"
              onMove={moves.head}
              quantity="frameStep"
            />
            {CORNERS.map((c, i) => (
              <Handle key={c} label={`Corner ${i + 1}`} at={s[c]} tone="d" onMove={moves.corners[c]} />
            ))}
          </Stage>
        </figure>
        <figure className="pt-stage">
          <figcaption>Frame stepping (overlap test every 1/30 s)</figcaption>
          <Stage x={STAGE.x} y={STAGE.y} label={label('Frame stepping', d.naive.p)} grid>
            <Polyline points={d.corners} tone="neutral" closed />
            <StageClip>
              {d.naive.escapedWhere && (
                <Ball
                  center={d.naive.escapedWhere}
                  r={RADIUS}
                  tone="b"
                  ghost
                  label="escaped"
                  quantity="escapedAt"
                />
              )}
              <Ball center={d.naive.p} r={RADIUS} tone={escaped ? 'b' : 'accent'} quantity="naiveContacts" />
            </StageClip>
          </Stage>
        </figure>
      </div>
      {refused && (
        <p className="pt-notice" role="status">
          A corner stops where two edges would cross: the engine needs a simple polygon.
        </p>
      )}
      <TimeScrubber
        value={s.t}
        onChange={moves.time}
        label={`Time (0 to ${DURATION} s)`}
        duration={DURATION}
        step={0.005}
      />
      <p className="pt-speed">
        <label>
          Speed ×{' '}
          <select value={s.boost} onChange={(e) => w.set({ boost: e.currentTarget.value })}>
            {meta.schema.boost.options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </label>
        : the ball moves <Output q="frameStep" value={d.frameStep} digits={2} label="distance per frame" />{' '}
        per 1/30 s frame (its diameter is {formatNumber(2 * RADIUS, 1)}). Time into the run:{' '}
        <Output q="seconds" value={d.seconds} digits={2} unit=" s" label="time into the run" />.
      </p>
      <div className="fig-tests">
        <section className="fig-test" aria-label="Exact engine">
          <p className="fig-test-title">Exact</p>
          <p>
            contacts found: <Output q="contacts" value={d.exact.contacts} digits={0} label="contacts found" />
          </p>
          <p>
            ball at (<Output q="x" value={d.exact.p.x} digits={2} label="exact ball x" />,{' '}
            <Output q="y" value={d.exact.p.y} digits={2} label="exact ball y" />) in a polygon of area{' '}
            <Output q="area" value={d.area} digits={2} label="polygon area" />
          </p>
          <p>
            <strong>
              <Output q="exactVerdict" value={d.exactInside ? 'inside' : 'escaped!'} label="exact verdict" />
            </strong>
          </p>
        </section>
        <section className="fig-test" aria-label="Frame stepping">
          <p className="fig-test-title">Frame stepping</p>
          <p>
            bounces: <Output q="naiveContacts" value={d.naive.contacts} digits={0} label="bounces" />
          </p>
          <p>
            <strong>
              <Output
                q="naiveVerdict"
                value={escaped ? 'escaped!' : 'inside'}
                label="frame-stepping verdict"
              />
            </strong>{' '}
            {escaped && (
              <>
                after{' '}
                <Output
                  q="escapedAt"
                  value={d.naive.escapedAt}
                  digits={0}
                  unit={` ${nounAfter(formatLive(d.naive.escapedAt, 0), 'frame')}`}
                  label="escaped at frame"
                />
              </>
            )}
          </p>
        </section>
      </div>
    </WidgetFrame>
  )
}
