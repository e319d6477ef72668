// Chapter 7's shortcut figure: a ball's move past a slanted wall, judged by source 003's cheap
// tests (the centre's path, the radius dropped for glancing hits, the bounding rectangle) and by
// the exact swept test of chapter 8, with a preset where each shortcut goes wrong.
import {
  Arrow,
  Ball,
  BoxOutline,
  Dot,
  Handle,
  Output,
  Polyline,
  Slider,
  Stage,
  WidgetFrame,
  formatPoint,
  useWidgetState,
  Wall,
} from '../../kit'
import { BallName } from './BallName'
import { useMoves } from '../common/useMoves'
import { stageAround } from '../common/world'
import { MAX_RADIUS, WORLD, meta } from './meta'
import { type Judgement, PRESETS, clampState, contentOf, judge, moves, wrong } from './model'
import './wall-shortcuts.css'

const STAGE = stageAround(WORLD, MAX_RADIUS)
const EXACT: Record<Judgement['exactVerdict'], string> = {
  face: 'hit on the face',
  endpoint: 'hit at an end',
  miss: 'miss',
}

export default function WallShortcutsWidget() {
  const widget = useWidgetState(meta, clampState)
  const s = widget.state
  const move = useMoves(widget.set, clampState, moves)
  const j = judge(s)
  const w = wrong(j)
  // The names of the end and contact balls keep off the handles: the wall's ends sit on them in
  // presets, and the arrow's head (the end of the frame) is next to the contact in a glancing hit.
  const handles = [s.B, j.end, s.W0, s.W1]
  // The lines they keep off: the arrow of the move, the wall and the radius dropped toward it.
  const lines = [[s.B, j.end], [s.W0, s.W1], j.drop] as const
  const label =
    `A ball of radius ${s.r} moves from ${formatPoint(s.B)} to ${formatPoint(j.end)} past a wall from ${formatPoint(s.W0)} to ${formatPoint(s.W1)}. ` +
    `Path test: ${j.path}; with the radius drop: ${j.glancing}; bounding rectangle: ${j.rectangle}; exact: ${EXACT[j.exactVerdict]}.`
  const rows = [
    { q: 'path', name: 'Centre’s path crosses the wall (source 003)', verdict: j.path, wrong: w.path },
    {
      q: 'glancing',
      name: 'Path, or the radius dropped at the end (its heuristic)',
      verdict: j.glancing,
      wrong: w.glancing,
    },
    {
      q: 'rectangle',
      name: 'Bounding rectangle of the wall against the move’s box',
      verdict: j.rectangle,
      wrong: w.rectangle,
    },
  ] as const

  return (
    <WidgetFrame widget={widget}>
      <div className="rk-main ws-figure">
        <Stage x={STAGE.x} y={STAGE.y} label={label} fit={contentOf(j)} grid axes>
          <g className="ws-box">
            <BoxOutline min={j.wallBox.min} max={j.wallBox.max} tone="c" dashed quantity="rectangle" />
            <BoxOutline min={j.moveBox.min} max={j.moveBox.max} tone="a" dashed quantity="rectangle" />
          </g>
          <Wall from={s.W0} to={s.W1} />
          <Ball center={j.end} r={s.r} tone="a" ghost />
          {j.contactAt && <Ball center={j.contactAt} r={s.r} tone="accent" ghost quantity="exact" />}
          <Polyline points={j.drop} tone="d" quantity="glancing" />
          {j.pathCrossing && <Dot at={j.pathCrossing} tone="b" quantity="path" />}
          {j.dropCrossing && <Dot at={j.dropCrossing} tone="d" quantity="glancing" />}
          {/* Names over the lines and dots they keep off (drawn with a halo). */}
          <BallName at={j.end} r={s.r} first="below" tone="a" avoid={handles} lines={lines}>
            t = 1
          </BallName>
          {j.contactAt && (
            <BallName at={j.contactAt} r={s.r} first="above" tone="accent" avoid={handles} lines={lines}>
              contact
            </BallName>
          )}
          <Ball center={s.B} r={s.r} tone="a" label="ball" />
          <Handle label="Ball at the start of the frame" at={s.B} tone="a" onMove={move.start} />
          <Arrow tail={s.B} tip={j.end} tone="a" label="Ball at the end of the frame" onMove={move.head} />
          <Handle label="Wall start" at={s.W0} tone="neutral" onMove={move.wallStart} />
          <Handle label="Wall end" at={s.W1} tone="neutral" onMove={move.wallEnd} />
        </Stage>
        <p className="ws-hint">
          Dashed boxes: the wall’s bounding rectangle (green) and the box around the ball’s whole move (blue).
          The short purple line is one radius dropped from the end position toward the wall.
        </p>
      </div>
      <div className="ws-presets">
        {Object.entries(PRESETS).map(([key, p]) => (
          <button
            key={key}
            type="button"
            className="rk-button"
            data-preset
            onClick={() => widget.set(p.state)}
          >
            {p.label}
          </button>
        ))}
      </div>
      <Slider widget={widget} field="r" digits={2} />
      <table className="ws-table">
        <caption>Each test’s answer, against the exact swept test</caption>
        <thead>
          <tr>
            <th scope="col">Test</th>
            <th scope="col">Says</th>
            <th scope="col">Right?</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.q}>
              <th scope="row">{row.name}</th>
              <td>
                <Output q={row.q} value={row.verdict} label={row.name} />
              </td>
              <td className={row.wrong ? 'ws-wrong' : undefined}>
                <Output
                  q={`${row.q}-right`}
                  value={row.wrong ? 'wrong' : 'right'}
                  label={`is the ${row.q} test right`}
                />
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row">Exact: shadow walls and ends (chapter 8)</th>
            <td>
              <Output q="exact" value={j.exactVerdict} label="exact verdict" />
            </td>
            <td>
              t ={' '}
              <Output
                q="exact-t"
                value={j.exact?.t}
                reason="no contact"
                label="time of first contact"
                digits={3}
              />
            </td>
          </tr>
        </tbody>
      </table>
    </WidgetFrame>
  )
}
