// The figure of chapter 2: two moving balls, the boxes around everything each covers during the
// frame, the four comparisons that can prove the boxes apart, and the exact swept test to check
// the cheap answer against.
import { useId, useState } from 'react'
import type { BoxSeparation } from '../../core'
import {
  Arrow,
  Ball,
  BoxOutline,
  Handle,
  Output,
  Polyline,
  Stage,
  WidgetFrame,
  formatNumber,
  formatPoint,
  useWidgetState,
} from '../../kit'
import { caseInfo } from '../common/caseWording'
import { RadiusSliders } from '../common/RadiusSliders'
import { ballMoves, useMoves } from '../common/useMoves'
import { BALL_TONE, contentBox } from '../common/twoBalls'
import { stageAround } from '../common/world'
import { meta, world } from './meta'
import {
  type BallName,
  type Derived,
  type Outcome,
  type SweptBoxesState,
  clampState,
  derive,
  edgeSegment,
  endOf,
  moveArrowHead,
  moveCentre,
  setStartOnly,
} from './model'
import '../common/figure.css'
import './swept-boxes.css'

const STAGE = stageAround(world, meta.schema.rA.max)
const MOVES = ballMoves({ start: moveCentre, end: moveArrowHead })
const RADIUS = { A: 'rA', B: 'rB' } as const

type TestName = keyof BoxSeparation
type Edge = { box: 'A' | 'B'; side: 'min' | 'max'; axis: 'x' | 'y' }

/** One comparison: the question it answers, and which edge of which box it compares. */
interface Row {
  test: TestName
  q: string
  question: string
  left: Edge
  op: '<' | '>'
  right: Edge
}

/** A's far edge before B's near one along an axis: A lies left of (below) B. */
const before = (axis: Edge['axis'], test: TestName, q: string, question: string): Row => ({
  test,
  q,
  question,
  left: { box: 'A', side: 'max', axis },
  op: '<',
  right: { box: 'B', side: 'min', axis },
})
/** A's near edge past B's far one: A lies right of (above) B. */
const after = (axis: Edge['axis'], test: TestName, q: string, question: string): Row => ({
  test,
  q,
  question,
  left: { box: 'A', side: 'min', axis },
  op: '>',
  right: { box: 'B', side: 'max', axis },
})

// The comparisons in the order chapter 2 lists them. Each is true when it proves the boxes apart.
const ROWS: readonly Row[] = [
  before('x', 'aLeftOfB', 'leftOf', 'A left of B?'),
  after('x', 'aRightOfB', 'rightOf', 'A right of B?'),
  before('y', 'aBelowB', 'below', 'A below B?'),
  after('y', 'aAboveB', 'above', 'A above B?'),
]

const EDGE_NAME = {
  min: { x: 'left edge', y: 'bottom edge' },
  max: { x: 'right edge', y: 'top edge' },
} as const
const edgeQuantity = (e: Edge) =>
  `${e.box.toLowerCase()}${e.side === 'min' ? 'Min' : 'Max'}${e.axis.toUpperCase()}`
const edgeFormula = (e: Edge) => `${e.box}.${e.side}.${e.axis}`

function outcomeText(o: Outcome, d: Derived): string {
  const when = d.swept.t === null ? 'from the start' : `at t = ${formatNumber(d.swept.t, 3)}`
  switch (o) {
    case 'hit':
      return `the exact test agrees that the balls meet ${when}: the boxes were right to send them on.`
    case 'false-alarm':
      return 'the boxes overlap, but the exact test finds that the balls never touch.'
    case 'skip':
      return 'the balls never touch, and four comparisons spared the exact test.'
    case 'missed':
      return `the start-only boxes miss a collision that happens ${when}!`
  }
}

function describe(s: SweptBoxesState, d: Derived): string {
  const boxes = s.startOnly ? 'Boxes around the start positions only' : 'Boxes around each whole path'
  return (
    `Ball A moves from ${formatPoint(s.A)} to ${formatPoint(endOf(s, 'A'))}, ` +
    `ball B from ${formatPoint(s.B)} to ${formatPoint(endOf(s, 'B'))}. ` +
    `${boxes}: ${d.overlap ? 'they overlap' : 'they are apart'}; ${outcomeText(d.outcome, d)}`
  )
}

export default function SweptBoxesWidget() {
  const widget = useWidgetState(meta, clampState)
  const id = useId()
  const [pointed, setPointed] = useState<TestName | null>(null)
  const s = widget.state
  const d = derive(s)
  const move = useMoves(widget.set, clampState, MOVES)
  const balls: BallName[] = ['A', 'B']
  const boxes = { A: d.boxA, B: d.boxB }
  const shownEdges = ROWS.filter((r) => d.tests[r.test] || r.test === pointed)

  return (
    <WidgetFrame widget={widget}>
      <Stage x={STAGE.x} y={STAGE.y} label={describe(s, d)} fit={contentBox(s)} grid axes>
        {balls.map((b) => (
          <BoxOutline
            key={b}
            min={boxes[b].min}
            max={boxes[b].max}
            tone={BALL_TONE[b]}
            dashed={b === 'B'}
            quantity={['MinX', 'MaxX', 'MinY', 'MaxY'].map((e) => b.toLowerCase() + e).join(' ')}
          />
        ))}
        {d.common && (
          <g className="sb-overlap">
            <BoxOutline min={d.common.min} max={d.common.max} tone="accent" quantity="verdict" />
          </g>
        )}
        {shownEdges.map((r) => (
          <g key={r.test} className={d.tests[r.test] ? 'sb-edge sb-edge-lit' : 'sb-edge'} data-draws={r.q}>
            <Polyline
              points={edgeSegment(boxes[r.left.box], r.left.side, r.left.axis)}
              tone="accent"
              quantity={edgeQuantity(r.left)}
            />
            <Polyline
              points={edgeSegment(boxes[r.right.box], r.right.side, r.right.axis)}
              tone="accent"
              quantity={edgeQuantity(r.right)}
            />
          </g>
        ))}
        {balls.map((b) => (
          <Ball key={b} center={endOf(s, b)} r={s[RADIUS[b]]} tone={BALL_TONE[b]} ghost />
        ))}
        {d.contactAt &&
          balls.map((b) => (
            <g key={b} className="sb-contact">
              <Ball center={d.contactAt![b]} r={s[RADIUS[b]]} tone="accent" ghost quantity="t" />
            </g>
          ))}
        {balls.map((b) => (
          <Ball key={b} center={s[b]} r={s[RADIUS[b]]} tone={BALL_TONE[b]} label={b} />
        ))}
        {balls.map((b) => (
          <Handle
            key={b}
            label={`Ball ${b} at the start of the frame`}
            at={s[b]}
            tone={BALL_TONE[b]}
            onMove={move[`start${b}`]}
          />
        ))}
        {balls.map((b) => (
          <Arrow
            key={b}
            tail={s[b]}
            tip={endOf(s, b)}
            tone={BALL_TONE[b]}
            label={`Ball ${b} at the end of the frame`}
            onMove={move[`end${b}`]}
          />
        ))}
      </Stage>
      <RadiusSliders widget={widget} />
      <label className="sb-toggle" htmlFor={`${id}-start-only`}>
        <input
          id={`${id}-start-only`}
          type="checkbox"
          checked={s.startOnly}
          onChange={(e) => {
            // Read now: React clears currentTarget once the handler returns, before the update runs.
            const checked = e.currentTarget.checked
            widget.set((c) => setStartOnly(clampState(c), checked))
          }}
        />
        Boxes around the start positions only (the mistake the source warns about)
      </label>
      <ol className="sb-rows" aria-label="The four comparisons: a yes proves the boxes apart">
        {ROWS.map((r) => (
          <li
            key={r.test}
            className={d.tests[r.test] ? 'sb-row sb-lit' : 'sb-row'}
            onPointerEnter={() => setPointed(r.test)}
            onPointerLeave={() => setPointed(null)}
          >
            <span className="sb-question">{r.question}</span>
            <span className="sb-formula">
              {edgeFormula(r.left)} {r.op} {edgeFormula(r.right)}
            </span>
            <span className="sb-values">
              <Output
                q={edgeQuantity(r.left)}
                value={boxes[r.left.box][r.left.side][r.left.axis]}
                digits={2}
                label={`${r.left.box}'s ${EDGE_NAME[r.left.side][r.left.axis]}`}
              />{' '}
              {r.op}{' '}
              <Output
                q={edgeQuantity(r.right)}
                value={boxes[r.right.box][r.right.side][r.right.axis]}
                digits={2}
                label={`${r.right.box}'s ${EDGE_NAME[r.right.side][r.right.axis]}`}
              />
            </span>
            <strong className="sb-answer">
              <Output q={r.q} value={d.tests[r.test] ? 'yes' : 'no'} label={r.question} />
            </strong>
          </li>
        ))}
      </ol>
      <div className={`fig-verdict rk-tone-${d.overlap ? 'b' : 'a'}`}>
        <p>
          <strong className="fig-cap">
            <Output q="verdict" value={d.overlap ? 'boxes overlap' : 'separated'} label="box test verdict" />
          </strong>
          : {d.overlap ? 'no comparison proves them apart, so go on to the exact test.' : 'skip this pair.'}
        </p>
        <p>
          Exact test (sweptCircles): case <Output q="case" value={d.swept.case} label="case" />,{' '}
          {d.swept.t === null ? 'no first contact: ' : 'first contact at t = '}
          <Output q="t" value={d.swept.t} reason={caseInfo[d.swept.case].noContactPlain} label="t" />.
        </p>
        <p className={`sb-outcome sb-${d.outcome}`}>
          <span className="fig-cap">
            <Output q="outcome" value={d.outcome} label="outcome" />
          </span>{' '}
          — {outcomeText(d.outcome, d)}
        </p>
      </div>
    </WidgetFrame>
  )
}
