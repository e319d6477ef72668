// Chapter 7's pool table: balls that bounce off the cushions forever by the axis bounce, and a
// stray ball S that starts past a cushion. Under source 003's rule as printed S sticks outside;
// under the core's axisBounce it walks back in. The run is a function of the state (model.ts).
import { useId, useMemo } from 'react'
import {
  Arrow,
  Ball,
  BoxOutline,
  Handle,
  Output,
  Polyline,
  Stage,
  TimeScrubber,
  WidgetFrame,
  formatPoint,
  useWidgetState,
} from '../../kit'
import { useMoves } from '../common/useMoves'
import { VerdictBanner } from '../common/VerdictBanner'
import { stageAround } from '../common/world'
import { FRAMES, RADIUS, TABLE, YARD, meta } from './meta'
import {
  type Fate,
  type PoolTableState,
  arrowHead,
  clampState,
  contentOf,
  moment,
  moves,
  run,
  setRule,
} from './model'
import '../common/figure.css'
import './pool-table.css'

const STAGE = stageAround(YARD, RADIUS)
const RULES: Record<PoolTableState['rule'], string> = {
  printed: 'As printed: flip whenever the ball is at or past a side',
  corrected: 'Corrected: flip only a velocity that points out',
}
const FATE: Record<Fate, string> = {
  'stayed-on': 'S starts on the table and never leaves it: both rules agree.',
  'came-back': 'S starts past a cushion and walks back onto the table.',
  stuck: 'S is stuck at a cushion: each frame turns it round, and the next turns it back.',
}
const FATE_TONE = { 'stayed-on': 'a', 'came-back': 'c', stuck: 'b' } as const
const TONES = ['a', 'c', 'd'] as const

export default function PoolTableWidget() {
  const widget = useWidgetState(meta, clampState)
  const s = widget.state
  const id = useId()
  const move = useMoves(widget.set, clampState, moves)
  // The run depends on the start only: scrubbing t reuses it. Keyed by numbers, since a set
  // makes new point objects even when nothing moved.
  const { rule, P, V } = s
  const [px, py, vx, vy] = [P.x, P.y, V.x, V.y]
  const r = useMemo(() => run({ rule, P: { x: px, y: py }, V: { x: vx, y: vy } }), [rule, px, py, vx, vy])
  const now = moment(r, s.t)
  const trail = r.stray.positions.slice(0, now.frame + 1).concat([now.stray])
  const label =
    `A pool table from ${formatPoint(TABLE.min)} to ${formatPoint(TABLE.max)} with three balls bouncing off its cushions, ` +
    `frame ${now.frame} of ${FRAMES}. Stray ball S started at ${formatPoint(s.P)} and is now at ${formatPoint(now.stray)}. ${FATE[r.fate]}`

  return (
    <WidgetFrame widget={widget}>
      <div className="rk-main pt-figure">
        <Stage x={STAGE.x} y={STAGE.y} label={label} fit={contentOf(s)}>
          <BoxOutline min={TABLE.min} max={TABLE.max} tone="neutral" />
          {now.regulars.map((p, i) => (
            <Ball key={TONES[i]} center={p} r={RADIUS} tone={TONES[i]} />
          ))}
          <g className="pt-trail">
            <Polyline points={trail} tone="b" dashed />
          </g>
          <Ball center={s.P} r={RADIUS} tone="b" ghost />
          <Ball center={now.stray} r={RADIUS} tone="b" label="S" quantity="stray-x stray-y where" />
          <Handle label="Stray ball S at the first frame" at={s.P} tone="b" onMove={move.start} />
          <Arrow
            tail={s.P}
            tip={arrowHead(s)}
            tone="b"
            label="Move of S per frame, drawn four times longer, head"
            onMove={move.move}
            quantity="speed"
          />
        </Stage>
        <p className="pt-hint">
          Dashed outline: where S starts; its arrow is its move per frame, four times longer. Drag either,
          then play. The rectangle is the cushions.
        </p>
      </div>
      <fieldset className="pt-rules">
        <legend>Bounce rule</legend>
        {(['printed', 'corrected'] as const).map((rule) => (
          <label key={rule} htmlFor={`${id}-${rule}`}>
            <input
              id={`${id}-${rule}`}
              type="radio"
              name={`${id}-rule`}
              checked={s.rule === rule}
              onChange={() => widget.set((x) => setRule(clampState(x), rule))}
            />
            {RULES[rule]}
          </label>
        ))}
      </fieldset>
      <TimeScrubber
        value={s.t}
        onChange={(t) => widget.set({ t })}
        label="Time through the run"
        duration={20}
        step={1 / FRAMES}
      />
      <p>
        Frame <Output q="frame" value={now.frame} digits={0} label="frame" /> of {FRAMES}: S at (
        <Output q="stray-x" value={now.stray.x} label="x of S" digits={2} />,{' '}
        <Output q="stray-y" value={now.stray.y} label="y of S" digits={2} />
        ),{' '}
        <Output q="where" value={now.strayOnTable ? 'on the table' : 'past a cushion'} label="where S is" />,
        moving at <Output q="speed" value={now.straySpeed} label="speed of S per frame" digits={3} /> per
        frame.
      </p>
      <p>
        Over the {FRAMES} frames the rule{' '}
        <Output q="rule" value={s.rule === 'printed' ? 'as printed' : 'corrected'} label="bounce rule" />{' '}
        turned S round in{' '}
        <Output q="flips" value={r.stray.flips} digits={0} label="frames that turned S round" /> of them.
      </p>
      <VerdictBanner verdict={r.fate} tone={FATE_TONE[r.fate]}>
        <span>{FATE[r.fate]}</span>
      </VerdictBanner>
    </WidgetFrame>
  )
}
