// Chapter 8's first figure: two segments as parametric lines, crossed by Cramer's rule (source
// 003), with the source's worked example, its printed answer and the parallel and collinear cases.
import { useMemo, useState } from 'react'
import type { CrossingCase, Vec2 } from '../../core'
import {
  Dot,
  Handle,
  Label,
  type LabelPlace,
  Output,
  Polyline,
  Stage,
  StageClip,
  Tex,
  WidgetFrame,
  aroundPoint,
  formatNumber,
  formatPoint,
  useWidgetState,
} from '../../kit'
import { stageAround } from '../common/world'
import { meta, world } from './meta'
import { type Derived, PRESETS, PRINTED, type SegmentState, clampState, derive, moveEnd } from './model'
import { SourceExample } from './SourceExample'
import '../common/figure.css'
import './segment-intersection.css'

const STAGE = stageAround(world, 0.6)
/** An end's name beside its handle, first on the side away from its segment, else any side free. */
const [RIGHT_UP, LEFT_UP, RIGHT_DOWN, LEFT_DOWN] = aroundPoint(10, 14) as [
  LabelPlace,
  LabelPlace,
  LabelPlace,
  LabelPlace,
]
const LEFT_UP_FIRST = [LEFT_UP, RIGHT_UP, LEFT_DOWN, RIGHT_DOWN]
const RIGHT_UP_FIRST = [RIGHT_UP, LEFT_UP, RIGHT_DOWN, LEFT_DOWN]
const RIGHT_DOWN_FIRST = [RIGHT_DOWN, LEFT_DOWN, RIGHT_UP, LEFT_UP]
/** A quarter mark's name over its dot, or under it (and the other segment's the other way round). */
const ABOVE_FIRST: LabelPlace[] = [
  { dx: 0, dy: -12, anchor: 'start' },
  { dx: 0, dy: 14, anchor: 'start' },
]
const BELOW_FIRST: LabelPlace[] = [
  { dx: 0, dy: 16, anchor: 'start' },
  { dx: 0, dy: -14, anchor: 'start' },
]
/** The printed answer's name below its dot, right first. */
const PRINTED_PLACES: LabelPlace[] = [
  { dx: 8, dy: 20, anchor: 'start' },
  { dx: -8, dy: 20, anchor: 'end' },
  ...aroundPoint(10, 14),
]
/**
 * The crossing's name right of it and above, or where it keeps off the segments, the handles and
 * the quarter marks' names: farther out on a phone's small stage, where the near places all lie
 * across a segment.
 */
const AT_CROSSING: LabelPlace[] = [
  ...aroundPoint(10, 12),
  { dx: 0, dy: -20, anchor: 'middle' },
  { dx: 0, dy: 20, anchor: 'middle' },
  ...aroundPoint(10, 32),
  { dx: 0, dy: -40, anchor: 'middle' },
  { dx: 0, dy: 40, anchor: 'middle' },
  ...aroundPoint(10, 52),
  { dx: 0, dy: 60, anchor: 'middle' },
  { dx: 0, dy: -60, anchor: 'middle' },
]
/** Quarter marks named in the figure; ½ is left unnamed, where the crossing's own label often sits. */
const inner = (k: { value: number }) => k.value === 0.25 || k.value === 0.75

const CASE_TEXT: Record<CrossingCase, string> = {
  intersect: 'The segments cross: s and t both lie between 0 and 1.',
  outside: 'The lines cross, but outside a segment: s or t lies beyond 0 to 1.',
  parallel: 'det M = 0 and the lines are apart: parallel, no crossing anywhere.',
  collinear: 'det M = 0 and both segments lie on one line: collinear, no single crossing point.',
}
const CASE_TONE: Record<CrossingCase, 'c' | 'a' | 'b' | 'd'> = {
  intersect: 'c',
  outside: 'a',
  parallel: 'b',
  collinear: 'd',
}

const PRESET_NAMES: Record<keyof typeof PRESETS, string> = {
  example: 'The source’s example',
  outside: 'Crossing outside',
  parallel: 'Parallel',
  collinear: 'Collinear',
}

function describe(s: SegmentState, d: Derived): string {
  const where = d.crossing.point ? ` Their lines meet at ${formatPoint(d.crossing.point)}.` : ''
  return `Segment 1 from ${formatPoint(s.p0)} to ${formatPoint(s.p1)}, segment 2 from ${formatPoint(s.p2)} to ${formatPoint(s.p3)}. ${CASE_TEXT[d.crossing.case]}${where}`
}

export default function SegmentIntersectionWidget() {
  const w = useWidgetState(meta, clampState)
  const s = w.state
  const d = derive(s)
  // The handles at the segments' ends: the quarter marks' and the crossing's names keep off them.
  const ends = [s.p0, s.p1, s.p2, s.p3]
  const c = d.crossing
  const [snap, setSnap] = useState(false)
  const move = useMemo(() => {
    const to = (end: 'p0' | 'p1' | 'p2' | 'p3') => (p: Vec2) => w.set((st) => moveEnd(st, end, p, snap))
    return { p0: to('p0'), p1: to('p1'), p2: to('p2'), p3: to('p3') }
  }, [w.set, snap])
  const values = {
    s1x: d.S1.x,
    s1y: d.S1.y,
    s2x: d.S2.x,
    s2y: d.S2.y,
    bx: d.B.x,
    by: d.B.y,
    det: c.det,
    sNum: d.sNum,
    tNum: d.tNum,
    s: c.s,
    t: c.t,
  }
  const single = c.point !== null
  // The two segments, which the crossing's long name keeps off (the short names sit on their own
  // segment's marks, placed before it).
  const segments = [
    [s.p0, s.p1],
    [s.p2, s.p3],
  ] as const
  return (
    <WidgetFrame widget={w}>
      <Stage x={STAGE.x} y={STAGE.y} label={describe(s, d)} grid axes>
        {c.case !== 'intersect' && (
          <StageClip>
            <Polyline points={d.lines[0]} tone="a" dashed />
            <Polyline points={d.lines[1]} tone="b" dashed />
          </StageClip>
        )}
        <Polyline points={[s.p0, s.p1]} tone="a" quantity="S1 t" />
        <Polyline points={[s.p2, s.p3]} tone="b" quantity="S2 s" />
        {d.tTicks.filter(inner).map((k) => (
          <Label key={`t${k.value}`} at={k.at} places={ABOVE_FIRST} avoid={ends} tone="a">
            t={k.value}
          </Label>
        ))}
        {d.sTicks.filter(inner).map((k) => (
          <Label key={`s${k.value}`} at={k.at} places={BELOW_FIRST} avoid={ends} tone="b">
            s={k.value}
          </Label>
        ))}
        {d.tTicks.map((k) => (
          <Dot key={`td${k.value}`} at={k.at} tone="a" hollow />
        ))}
        {d.sTicks.map((k) => (
          <Dot key={`sd${k.value}`} at={k.at} tone="b" hollow />
        ))}
        {d.isSourceExample && (
          <>
            <Dot at={PRINTED.point} tone="d" hollow />
            <Label at={PRINTED.point} places={PRINTED_PLACES} tone="d">
              as printed
            </Label>
          </>
        )}
        {c.point && (
          <>
            <Dot at={c.point} tone="accent" hollow={c.case === 'outside'} quantity="x y" />
            <Label at={c.point} places={AT_CROSSING} avoid={ends} avoidLines={segments}>
              {`t = ${formatNumber(c.t, 3)}, s = ${formatNumber(c.s, 3)}`}
            </Label>
          </>
        )}
        <Handle label="p0, start of segment 1" at={s.p0} tone="a" onMove={move.p0} quantity="p0" />
        <Handle label="p1, end of segment 1" at={s.p1} tone="a" onMove={move.p1} quantity="p1" />
        <Handle label="p2, start of segment 2" at={s.p2} tone="b" onMove={move.p2} quantity="p2" />
        <Handle label="p3, end of segment 2" at={s.p3} tone="b" onMove={move.p3} quantity="p3" />
        <Label at={s.p0} places={LEFT_UP_FIRST} tone="a">
          p0
        </Label>
        <Label at={s.p1} places={RIGHT_UP_FIRST} tone="a">
          p1
        </Label>
        <Label at={s.p2} places={RIGHT_DOWN_FIRST} tone="b">
          p2
        </Label>
        <Label at={s.p3} places={LEFT_UP_FIRST} tone="b">
          p3
        </Label>
      </Stage>
      <div className="si-controls">
        <label className="si-snap">
          <input type="checkbox" checked={snap} onChange={(e) => setSnap(e.currentTarget.checked)} /> Snap the
          ends to whole units
        </label>
        <fieldset className="si-presets" aria-label="Set the segments to a case">
          {(Object.keys(PRESETS) as (keyof typeof PRESETS)[]).map((k) => (
            <button key={k} type="button" className="rk-button" data-preset onClick={() => w.set(PRESETS[k])}>
              {PRESET_NAMES[k]}
            </button>
          ))}
        </fieldset>
      </div>
      <div className="si-cramer">
        <p className="si-givens">
          <Tex tex="S_1 = p_1 - p_0 = (\slot{s1x},\ \slot{s1y})" values={values} digits={2} />
          <Tex tex="S_2 = p_3 - p_2 = (\slot{s2x},\ \slot{s2y})" values={values} digits={2} />
          <Tex tex="g = p_0 - p_2 = (\slot{bx},\ \slot{by})" values={values} digits={2} />
        </p>
        <Tex tex="\det M = S_{1x}S_{2y} - S_{2x}S_{1y} = \slot{det}" values={values} />
        <p className="si-givens">
          <Tex
            tex="s = \frac{S_{1x}g_y - S_{1y}g_x}{\det M} = \frac{\slot{sNum}}{\slot{det}} = \slot{s}"
            values={values}
            digits={4}
          />
          <Tex
            tex="t = \frac{S_{2x}g_y - S_{2y}g_x}{\det M} = \frac{\slot{tNum}}{\slot{det}} = \slot{t}"
            values={values}
            digits={4}
          />
        </p>
      </div>
      <p className={`fig-verdict rk-tone-${CASE_TONE[c.case]}`}>
        <strong>
          Case: <Output q="case" value={c.case} label="case" />
        </strong>{' '}
        {CASE_TEXT[c.case]}
      </p>
      <p className="si-readout">
        det M = <Output q="det" value={c.det} label="det M" />
        {single ? ', s = ' : ': no single crossing, so no s, t or point to give.'}
        {/* Without a single crossing s, t and the point stay published, unseen. */}
        <span hidden={!single}>
          <Output q="s" value={c.s} digits={4} label="s along segment 2" />, t ={' '}
          <Output q="t" value={c.t} digits={4} label="t along segment 1" />; the lines meet at (
          <Output q="x" value={c.point?.x} digits={3} label="x of the crossing" />,{' '}
          <Output q="y" value={c.point?.y} digits={3} label="y of the crossing" />
          ).
        </span>
      </p>
      <SourceExample asPrinted={d.asPrinted} />
    </WidgetFrame>
  )
}
