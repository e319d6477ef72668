// The central figure of chapter 3: two balls over one frame, the quadratic that says when they
// touch, its roots as ghosts and on a plot of f(t), and the six cases.
import { useCallback, useMemo } from 'react'
import { Ball } from '../../kit/Ball'
import { formatPoint } from '../../kit/format'
import { Label } from '../../kit/Label'
import { Output } from '../../kit/Output'
import { useShown } from '../../kit/reveal'
import { Stage } from '../../kit/Stage'
import { TimeScrubber } from '../../kit/TimeScrubber'
import { useWidgetState } from '../../kit/useWidgetState'
import { WidgetFrame } from '../../kit/WidgetFrame'
import { RadiusSliders } from '../common/RadiusSliders'
import { ballMoves, useMoves } from '../common/useMoves'
import { ContactMark } from '../common/ContactMark'
import { FrameGrips, twoBallGrips } from '../common/FrameGrips'
import { BALL_TONE, contentBox } from '../common/twoBalls'
import { stageAround } from '../common/world'
import { BallGrip } from './BallGrip'
import { CaseLegend } from './CaseLegend'
import { caseInfo } from '../common/caseWording'
import { Derivation } from './Derivation'
import { FPlot } from './FPlot'
import { meta, world } from './meta'
import {
  type BallName,
  type Derived,
  type Motion,
  clampState,
  derive,
  f,
  moveArrowHead,
  moveCentre,
  movingBalls,
  positionsAt,
  timeRange,
  timeStep,
} from './model'
import { SweptPath } from './SweptPath'
import './time-of-impact.css'

// A margin of the largest radius: a ball at the world's edge is still drawn whole.
const STAGE = stageAround(world, meta.schema.rA.max)
const MOVES = ballMoves({ start: moveCentre, end: moveArrowHead })
const ROOT_LABEL = { t1: 't₁', t2: 't₂' } as const

function describe(s: Motion, derived: Derived): string {
  const end = positionsAt(s, 1)
  const info = caseInfo[derived.case]
  return (
    `Ball A moves from ${formatPoint(s.A)} to ${formatPoint(end.A)}, ` +
    `ball B from ${formatPoint(s.B)} to ${formatPoint(end.B)}. ` +
    `${info.name}: ${info.meaning}`
  )
}

/** How far apart the balls are at the scrubber's time, in words. */
function gapWord(v: number): string {
  if (v > 0) return 'apart'
  return v === 0 ? 'just touching' : 'overlapping'
}

/** Where the scrubber's time lies: the straight paths go on before and after the frame. */
function whenWord(t: number): string {
  if (t < 0) return ', before this frame,'
  return t > 1 ? ', after this frame,' : ''
}

// Static, so React skips them on every render; the roots' outlines join the figure with the roots.
const hint = (roots: boolean) => (
  <p className="toi-hint">
    Shaded: the frame’s start; dotted: its end; {roots && 't₁, t₂: where the balls touch and part; '}
    darker: the time slider. Drag a centre or an arrow head; to set a still ball moving, drag its edge.
  </p>
)
const HINT = { roots: hint(true), none: hint(false) }

export default function TimeOfImpactWidget() {
  const widget = useWidgetState(meta, clampState)
  const { A, dA, rA, B, dB, rB, t: time } = widget.state
  // The motion without the time: kept while only the time changes (each field keeps its object
  // while its value does), so the parts that do not show the time skip the re-render.
  const s: Motion = useMemo(() => ({ A, dA, rA, B, dB, rB }), [A, dA, rA, B, dB, rB])
  const derived = useMemo(() => derive(s), [s])
  const { set } = widget
  const setTime = useCallback((t: number) => set({ t }), [set])
  const now = positionsAt(s, time)
  const end = positionsAt(s, 1)
  const fNow = f(s, time)
  const move = useMoves(widget.set, clampState, MOVES)
  const balls: BallName[] = ['A', 'B']
  const moving = movingBalls(s)
  const radius = { A: s.rA, B: s.rB }
  // The parts chapter 3 reveals as its text derives them (kit/reveal.ts): it opens on two moving
  // balls and the time t; f(t) and its plot come with the quadratic, the roots' outlines and the
  // numbers step by step once the roots are solved, the legend with the six cases.
  const shows = {
    plot: useShown(meta.id, 'plot'),
    roots: useShown(meta.id, 'roots'),
    cases: useShown(meta.id, 'cases'),
  }

  return (
    <WidgetFrame widget={widget}>
      <div className="rk-main toi-figure">
        <Stage x={STAGE.x} y={STAGE.y} label={describe(s, derived)} fit={contentBox(s)} grid axes>
          {balls.map((b) => (
            <SweptPath key={b} from={s[b]} to={end[b]} r={radius[b]} tone={BALL_TONE[b]} />
          ))}
          {(shows.roots ? derived.ghosts : []).map((g) => (
            <g key={g.root} className="toi-root-ghost" data-draws={g.root}>
              {moving.map((b) => (
                <Ball key={b} center={g[b]} r={radius[b]} tone={BALL_TONE[b]} ghost />
              ))}
              {moving[0] && (
                <Label
                  at={{ x: g[moving[0]].x, y: g[moving[0]].y + radius[moving[0]] }}
                  dy={-10}
                  anchor="middle"
                >
                  {ROOT_LABEL[g.root]}
                </Label>
              )}
            </g>
          ))}
          {balls.map((b) => (
            <Ball key={b} center={end[b]} r={radius[b]} tone={BALL_TONE[b]} ghost />
          ))}
          {balls.map((b) => (
            <Ball key={b} center={s[b]} r={radius[b]} tone={BALL_TONE[b]} label={b} />
          ))}
          {time !== 0 &&
            balls.map((b) => (
              <g key={b} className="toi-now" data-draws="time">
                <Ball center={now[b]} r={radius[b]} tone={BALL_TONE[b]} />
              </g>
            ))}
          {derived.contact && (
            <g data-draws="t">
              <ContactMark at={derived.contact} />
            </g>
          )}
          {balls.map((b) => {
            const pull = !moving.includes(b)
            return (
              <BallGrip
                key={b}
                center={s[b]}
                r={radius[b]}
                pull={pull}
                onMove={pull ? move[`end${b}`] : move[`start${b}`]}
              />
            )
          })}
          <FrameGrips balls={twoBallGrips(s, end, move)} />
        </Stage>
        <div className="toi-controls">
          <TimeScrubber
            value={time}
            onChange={setTime}
            label="Time t"
            min={timeRange[0]}
            max={timeRange[1]}
            step={timeStep}
          />
          <p className="toi-now-readout">
            At t = <Output q="time" value={time} digits={2} label="time" />
            {whenWord(time)} the balls are {gapWord(fNow)}
            <span hidden={!shows.plot}>
              : <span className="toi-f">f(t) =</span> <Output q="f-now" value={fNow} label="f at this time" />
            </span>
          </p>
        </div>
      </div>
      {shows.roots ? HINT.roots : HINT.none}
      <div hidden={!shows.plot}>
        <FPlot s={s} result={derived.result} time={time} onTime={setTime} />
      </div>
      <RadiusSliders widget={widget} />
      <div hidden={!shows.cases}>
        <CaseLegend current={derived.case} />
      </div>
      <div hidden={!shows.roots}>
        <Derivation s={s} derived={derived} />
      </div>
    </WidgetFrame>
  )
}
