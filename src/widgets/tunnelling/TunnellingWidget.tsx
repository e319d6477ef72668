// The second figure of chapter 1: a fast ball A passes through a ball B that stands still. The
// end-only test (overlap at t = 0 or t = 1?) and the sub-step test (overlap at t = k/n?) are
// set against the truth from the core's sweptCircles.
import type { Vec2 } from '../../core'
import {
  Arrow,
  Ball,
  Handle,
  Output,
  Slider,
  Stage,
  Tex,
  WidgetFrame,
  formatNumber,
  formatPoint,
  useWidgetState,
} from '../../kit'
import { caseInfo } from '../common/caseWording'
import { RadiusSliders } from '../common/RadiusSliders'
import { contentBox, positionAt } from '../common/twoBalls'
import { useMoves } from '../common/useMoves'
import { VerdictBanner } from '../common/VerdictBanner'
import { stageAround } from '../common/world'
import { meta, world } from './meta'
import {
  type Derived,
  SCAN_LIMIT,
  type TunnellingState,
  type Verdict,
  clampState,
  derive,
  moveArrowHead,
  moveCentre,
} from './model'
import '../common/figure.css'
import './tunnelling.css'

const STAGE = stageAround(world, meta.schema.rA.max)
const MOVES = {
  start: (s: TunnellingState, to: Vec2) => moveCentre(s, 'A', to),
  end: moveArrowHead,
  other: (s: TunnellingState, to: Vec2) => moveCentre(s, 'B', to),
}
/** Faint outlines of A between the frame's ends: where it really goes while nobody looks. */
const BETWEEN = Array.from({ length: 23 }, (_, j) => (j + 1) / 24)
/** The contact time goes under its ball's centre: the other names sit above theirs. */
const BELOW_CENTRE = { dx: 0, dy: 22 }

const VERDICT_TONE = { tunnelled: 'b', caught: 'c', clear: 'a', 'touch-only': 'a' } as const
const VERDICT: Record<Verdict, string> = {
  tunnelled: 'Both frame ends look clear, yet the balls touched in between.',
  caught: 'The balls touch, and a frame end shows it.',
  clear: 'The balls never touch in this frame, and the frame ends agree.',
  'touch-only': 'A frame end shows the rims touching, but the balls are parting: no hit to answer.',
}

function endOnlyText(d: Derived): string {
  if (d.startOverlaps && d.endOverlaps) return 'overlap at both ends'
  if (d.startOverlaps) return 'overlap at the start'
  if (d.endOverlaps) return 'overlap at the end'
  return 'no overlap at either end'
}

function describe(s: TunnellingState, d: Derived): string {
  return (
    `Ball A moves from ${formatPoint(s.A)} to ${formatPoint(positionAt(s, 'A', 1))} in one frame; ball B stands at ${formatPoint(s.B)}. ` +
    `${VERDICT[d.verdict]}`
  )
}

const within = (yes: boolean) => (yes ? 'overlap' : 'apart')

export default function TunnellingWidget() {
  const widget = useWidgetState(meta, clampState)
  const s = widget.state
  const d = derive(s)
  const move = useMoves(widget.set, clampState, MOVES)
  const end = positionAt(s, 'A', 1)
  const inner = d.samples.slice(1, -1)
  const noCatch = `no n up to ${SCAN_LIMIT} catches it`
  // What the prose bound to these read-outs says when they have no number (chapter 1's IfNone).
  const noChord = d.offset === null ? 'A does not move' : 'the path never comes within rA + rB'
  const noSure = d.contact
    ? 'the path only grazes B, so no step is short enough'
    : 'the balls do not touch in this frame'

  return (
    <WidgetFrame widget={widget}>
      <div className="rk-main">
        <Stage x={STAGE.x} y={STAGE.y} label={describe(s, d)} fit={contentBox(s)} grid axes>
          <g className="tn-between">
            {BETWEEN.map((t) => (
              <Ball key={t} center={positionAt(s, 'A', t)} r={s.rA} tone="a" ghost />
            ))}
          </g>
          <Ball center={s.B} r={s.rB} tone="b" label="B" quantity="R" />
          {inner.map((p) => (
            <g key={p.t} className={p.overlaps ? 'tn-sample tn-sample-hit' : 'tn-sample'}>
              <Ball center={p.p} r={s.rA} tone={p.overlaps ? 'accent' : 'a'} ghost quantity="substeps n" />
            </g>
          ))}
          <Ball
            center={end}
            r={s.rA}
            tone={d.endOverlaps ? 'accent' : 'a'}
            label="t = 1"
            ghost
            quantity="endDistance endOnly"
          />
          <Ball
            center={s.A}
            r={s.rA}
            tone={d.startOverlaps ? 'accent' : 'a'}
            label="A"
            quantity="startDistance R"
          />
          {d.contactAt && d.swept.t !== null && (
            <g className="tn-contact">
              <Ball
                center={d.contactAt}
                r={s.rA}
                tone="accent"
                label={`t = ${formatNumber(d.swept.t, 2)}`}
                labelOffset={BELOW_CENTRE}
                ghost
                quantity="t"
              />
            </g>
          )}
          <Handle label="Ball A at the start of the frame" at={s.A} tone="a" onMove={move.start} />
          <Arrow
            tail={s.A}
            tip={end}
            tone="a"
            label="Ball A at the end of the frame"
            onMove={move.end}
            quantity="stepLength offset chord"
          />
          <Handle label="Ball B" at={s.B} tone="b" onMove={move.other} />
        </Stage>
        <RadiusSliders widget={widget} />
      </div>
      <div className="fig-tests">
        <section className="fig-test" aria-label="End-only test">
          <p className="fig-test-title">End-only test</p>
          <p>
            t = 0: <Tex tex="\lVert p_B - p_A \rVert" /> ={' '}
            <Output q="startDistance" value={d.startDistance} label="distance at the start" /> vs{' '}
            <Tex tex="r_A + r_B" /> = <Output q="R" value={d.R} label="sum of the radii" />:{' '}
            {within(d.startOverlaps)}
          </p>
          <p>
            t = 1: <Tex tex="\lVert p_B - (p_A + \mathbf{d}_A) \rVert" /> ={' '}
            <Output q="endDistance" value={d.endDistance} label="distance at the end" />:{' '}
            {within(d.endOverlaps)}
          </p>
          <p>
            <strong>
              <Output q="endOnly" value={endOnlyText(d)} label="end-only verdict" />
            </strong>
          </p>
        </section>
        <section className="fig-test" aria-label="Swept test">
          <p className="fig-test-title">Swept test (sweptCircles)</p>
          <p>
            case <Output q="case" value={d.swept.case} label="case" />
          </p>
          <p>
            <strong>
              {d.swept.t === null ? 'no first contact: ' : 'first contact at t = '}
              <Output q="t" value={d.swept.t} reason={caseInfo[d.swept.case].noContactPlain} label="t" />
            </strong>
          </p>
        </section>
      </div>
      <VerdictBanner verdict={d.verdict} tone={VERDICT_TONE[d.verdict]}>
        <span>{VERDICT[d.verdict]}</span>
      </VerdictBanner>
      <section className="tn-substeps" aria-label="Sub-steps">
        <Slider widget={widget} field="n" digits={0} />
        <p>
          Testing at t = 0, 1/n, …, 1 looks at A every{' '}
          <Output q="stepLength" value={d.stepLength} label="step length" /> units of its path:{' '}
          <strong>
            <Output q="substeps" value={d.firstCaught ? 'caught' : 'missed'} label="sub-step verdict" />
          </strong>
          {d.firstCaught ? '; the first picture that overlaps B is at t = ' : '; no picture overlaps B'}
          <span hidden={!d.firstCaught}>
            <Output q="caughtAt" value={d.firstCaught?.t} label="first picture that overlaps B" />
          </span>
          .
        </p>
        <p>
          {/* Each value sits in words that fit its case; a value with none stays published, unseen. */}
          {d.offset === null ? 'A does not move, so it has no path that could pass B' : 'A’s path passes '}
          <span hidden={d.offset === null}>
            <Output q="offset" value={d.offset} reason="not defined, as A does not move" label="h" /> from B’s
            centre
          </span>
          {d.chord === null
            ? d.offset === null
              ? '. '
              : ', farther than rA + rB: it never comes that close. '
            : ', so it runs within rA + rB of B for a stretch L = '}
          <span hidden={d.chord === null}>
            <Output q="chord" value={d.chord} reason={noChord} label="L" />.{' '}
          </span>
          {d.sureFrom !== null
            ? d.chord === null
              ? 'The balls overlap the whole frame: sure from n = '
              : 'Steps no longer than that cannot miss: sure from n = '
            : d.contact
              ? 'The path only grazes B, so no n is sure to catch it'
              : 'There is no contact in this frame to catch.'}
          <span hidden={d.sureFrom === null}>
            <Output q="sureFrom" value={d.sureFrom} digits={0} reason={noSure} label="sure from n" />
          </span>
          {d.contact &&
            (d.firstCatchingN !== null ? '; the fewest sub-steps that catch this hit: n = ' : `; ${noCatch}`)}
          <span hidden={d.firstCatchingN === null}>
            <Output
              q="firstCatchingN"
              value={d.firstCatchingN}
              digits={0}
              reason={d.contact ? noCatch : 'the balls do not touch in this frame'}
              label="fewest catching n"
            />
          </span>
          {d.contact && '.'}
        </p>
      </section>
    </WidgetFrame>
  )
}
