// Chapter 3's "ride on A" figure: A's centre held still at the origin, B's centre a point moving
// along Δp + t·w past the circle of radius R = rA + rB. The balls touch exactly where that line
// crosses the circle; the closest approach h = |Δp × w| / |w| decides whether it does.
import { useMemo } from 'react'
import type { ContactCase, Vec2 } from '../../core'
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
  StageClip,
  WidgetFrame,
  formatNumber,
  formatPoint,
  useStage,
  useWidgetState,
} from '../../kit'
import { useMoves } from '../common/useMoves'
import { stageAround } from '../common/world'
import { meta, world } from './meta'
import {
  type Relative,
  type RelativeState,
  clampState,
  contentOf,
  moveEnd,
  moveStart,
  pointAt,
  relative,
} from './model'
import './relative-motion.css'

const STAGE = stageAround(world, 1)
const MOVES = { start: moveStart, end: moveEnd }
const ORIGIN = { x: 0, y: 0 }
/** How far the line is drawn before and after the frame: far enough to cross the stage. */
const LINE_T = 20
/** Why h and the time of closest approach have no value, as prose quotes them ("which … is not defined, …"). */
const UNDEFINED = 'not defined, as B does not move as seen from A (w = 0)'

// What the line does to the circle, in the words of this picture.
const SAYS: Record<ContactCase, string> = {
  overlapping: 'B’s centre starts inside the circle: the balls overlap already.',
  'same-motion': 'w = 0: seen from A, B stands still, so the gap never changes.',
  miss: 'The line passes outside the circle (h > R): the balls never touch.',
  receding: 'The line crosses the circle only behind B’s start: they are moving apart.',
  'after-frame': 'The line crosses the circle beyond the arrow’s head: after this frame.',
  hit: 'B’s centre reaches the circle during the frame: the balls touch at t₁.',
}

function describe(s: RelativeState, r: Relative): string {
  return (
    `Seen from ball A at the origin, B’s centre moves from ${formatPoint(s.dp)} to ` +
    `${formatPoint(pointAt(s, 1))}; the circle of radius R = ${formatNumber(s.R, 2)} around A ` +
    `marks where the balls touch. ${SAYS[r.result.case]}`
  )
}

// Below this stage width (px) the words would sit on A and on h: the read-out under the figure names them.
const WORDS_FROM = 520

function ChordWords({ entry, exit }: { entry: Vec2; exit: Vec2 }) {
  const stage = useStage()
  if (stage.width < WORDS_FROM) return null
  return (
    <>
      <Label at={entry} dx={8} dy={-10}>
        in, t₁
      </Label>
      <Label at={exit} dx={8} dy={18}>
        out, t₂
      </Label>
    </>
  )
}

export default function RelativeMotionWidget() {
  const widget = useWidgetState(meta, clampState)
  const s = widget.state
  const r = useMemo(() => relative(s), [s])
  const move = useMoves(widget.set, clampState, MOVES)
  const end = pointAt(s, 1)
  const roots = r.result.roots

  return (
    <WidgetFrame widget={widget}>
      <Stage x={STAGE.x} y={STAGE.y} label={describe(s, r)} fit={contentOf(s)} grid axes>
        <g className="rm-circle">
          <Ball center={ORIGIN} r={s.R} tone="a" ghost quantity="R" />
        </g>
        <Dot at={ORIGIN} tone="a" label="A" />
        <StageClip>
          <Polyline points={[pointAt(s, -LINE_T), pointAt(s, LINE_T)]} tone="neutral" dashed />
        </StageClip>
        {r.entry && r.exit && (
          <g className="rm-chord">
            <Polyline points={[r.entry, r.exit]} tone="accent" quantity="chord" />
            <Dot at={r.entry} tone="accent" quantity="t1" />
            <Dot at={r.exit} tone="accent" quantity="t2" />
            <ChordWords entry={r.entry} exit={r.exit} />
          </g>
        )}
        {r.foot && (
          <g className="rm-closest" data-draws="h tClosest">
            <Polyline points={[ORIGIN, r.foot]} tone="d" dashed />
            <Label at={{ x: r.foot.x / 2, y: r.foot.y / 2 }} dx={6} dy={-6} tone="d">
              h
            </Label>
          </g>
        )}
        <Dot at={end} tone="b" hollow />
        <Arrow
          tail={s.dp}
          tip={end}
          tone="b"
          label="B’s centre at the end of the frame, seen from A"
          onMove={move.end}
          quantity="w"
        />
        <Handle
          label="B’s centre at the start of the frame, seen from A"
          at={s.dp}
          tone="b"
          onMove={move.start}
          quantity="p"
        />
        <Label at={s.dp} dx={10} dy={-12} tone="b">
          B
        </Label>
      </Stage>
      <p className="rm-readout">
        {/* Each value in words that fit its case; one that has none stays published, unseen. */}
        {r.h === null
          ? 'B does not move as seen from A (w = 0): no line, so no closest approach. '
          : 'Closest approach '}
        <span hidden={r.h === null}>
          <Output q="h" value={r.h} reason={UNDEFINED} label="h" /> at t ={' '}
          <Output q="tClosest" value={r.tClosest} reason={UNDEFINED} label="time of closest approach" />{' '}
          against R = <Output q="R" value={s.R} digits={2} label="R" />.{' '}
        </span>
        {roots
          ? 'The line enters the circle at t₁ = '
          : r.h === null
            ? ''
            : 'The line passes outside the circle: no t₁, t₂ or chord.'}
        <span hidden={!roots}>
          <Output q="t1" value={roots?.[0]} label="t1" /> and leaves at t₂ ={' '}
          <Output q="t2" value={roots?.[1]} label="t2" />; the chord inside it is{' '}
          <Output q="chord" value={r.chord} label="chord" /> long.
        </span>
      </p>
      <p className="rm-readout">
        <Output q="case" value={r.result.case} label="case" />: {SAYS[r.result.case]}
      </p>
      <Slider widget={widget} field="R" />
    </WidgetFrame>
  )
}
