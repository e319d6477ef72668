// Chapter 5's central figure: two equal balls in contact, each velocity split along the unit
// normal n̂ and the unit tangent t̂, the normal parts swapped by the collision, and a button that
// turns the picture until n̂ is horizontal.
import { useId, useMemo } from 'react'
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
  formatPoint,
  useWidgetState,
} from '../../kit'
import { StageClip } from '../../kit/StageClip'
import { BALL_TONE } from '../common/twoBalls'
import { useMoves } from '../common/useMoves'
import { useTurn } from '../common/useTurn'
import { STAGE, meta } from './meta'
import {
  type Approach,
  type Collision,
  type NormalTangentState,
  clampState,
  collide,
  contentOf,
  movesAt,
  picture,
  setAfter,
  setTurned,
} from './model'
import './normal-tangent.css'

const BALLS = ['A', 'B'] as const

const SAYS: Record<Approach, string> = {
  approaching:
    'They press together along n̂ (A’s normal part is larger than B’s): the normal parts swap, the tangent parts stay.',
  sliding: 'Their normal parts are equal: they slide past each other without pressing, so nothing changes.',
  separating:
    'They are already moving apart along n̂ (A’s normal part is smaller than B’s): no collision, both velocities stay as they are.',
}

function describe(s: NormalTangentState, c: Collision): string {
  return (
    `Balls A and B touch at the origin; the normal n̂ ${formatPoint(c.n, 3)} points from A to B. ` +
    `Velocity of A ${formatPoint(s.vA)}, of B ${formatPoint(s.vB)}. ${SAYS[c.approach]}` +
    (s.after ? ` After: A ${formatPoint(c.v.A)}, B ${formatPoint(c.v.B)}.` : '') +
    (s.turned ? ' The picture is turned so that n̂ points right.' : '')
  )
}

export default function NormalTangentWidget() {
  const widget = useWidgetState(meta, clampState)
  const s = widget.state
  const id = useId()
  const c = useMemo(() => collide(s), [s])
  const progress = useTurn(s.turned)
  const moves = useMemo(() => movesAt(progress), [progress])
  const move = useMoves(widget.set, clampState, moves)
  const pic = picture(s, c, progress)
  const when = s.after ? 'after' : 'before'

  return (
    <WidgetFrame widget={widget}>
      <div className="rk-main nt-figure">
        <Stage x={STAGE.x} y={STAGE.y} label={describe(s, c)} fit={contentOf(pic)} fitWide>
          <StageClip>
            <g className="nt-line">
              <Polyline points={pic.normalLine} tone="neutral" dashed />
              <Polyline points={pic.tangentLine} tone="neutral" dashed />
            </g>
          </StageClip>
          {BALLS.map((b) => (
            <Ball
              key={b}
              center={pic.centres[b]}
              r={1}
              tone={BALL_TONE[b]}
              label={b}
              labelOffset={{ dx: 0, dy: 34 }}
            />
          ))}
          <Arrow tail={{ x: 0, y: 0 }} tip={pic.nHead} tone="accent" quantity="n" />
          <Arrow tail={{ x: 0, y: 0 }} tip={pic.tHead} tone="accent" quantity="t" />
          <Label at={pic.nMid} dx={-4} dy={16} tone="accent">
            n̂
          </Label>
          <Label at={pic.tMid} dx={-16} dy={4} tone="accent">
            t̂
          </Label>
          {BALLS.map((b) => (
            <g key={b} className="nt-parts">
              <Polyline points={[pic.shown[b].head, pic.shown[b].normal]} tone="neutral" dashed />
              <Polyline points={[pic.shown[b].head, pic.shown[b].tangent]} tone="neutral" dashed />
              <g className="nt-shadow">
                <Arrow
                  tail={pic.centres[b]}
                  tip={pic.shown[b].normal}
                  tone={BALL_TONE[b]}
                  quantity={`normal${b}`}
                />
                <Arrow
                  tail={pic.centres[b]}
                  tip={pic.shown[b].tangent}
                  tone={BALL_TONE[b]}
                  quantity={`tangent${b}`}
                />
              </g>
            </g>
          ))}
          {s.after &&
            BALLS.map((b) => (
              <g key={b} className="nt-after" data-draws={`normal${b}-after v${b}-after-x v${b}-after-y`}>
                <Arrow tail={pic.centres[b]} tip={pic.shown[b].head} tone={BALL_TONE[b]} />
              </g>
            ))}
          <g className={s.after ? 'nt-before nt-faint' : 'nt-before'}>
            {BALLS.map((b) => (
              <Arrow
                key={b}
                tail={pic.centres[b]}
                tip={pic.heads[b]}
                tone={BALL_TONE[b]}
                label={`Velocity of ${b} before the collision, head${s.turned ? ', in the turned picture where x runs along n̂' : ''}`}
                onMove={move[`head${b}`]}
                says={`velocity ${formatPoint(s[`v${b}`])}`}
                quantity={`v${b}`}
              />
            ))}
          </g>
          <Handle
            label="Ball B’s centre, which sets the normal"
            at={pic.centres.B}
            tone="b"
            onMove={move.normal}
          />
        </Stage>
        <p className="nt-hint">
          Arrows are drawn two radii long per unit of speed. Thin arrows: each velocity’s normal and tangent
          parts ({when} the collision); dashed: the lines they are dropped onto. Drag an arrow head to change
          a velocity, B’s centre to turn the line of centres.
        </p>
      </div>
      <div className="nt-controls">
        <label className="nt-toggle" htmlFor={`${id}-after`}>
          <input
            id={`${id}-after`}
            type="checkbox"
            checked={s.after}
            onChange={(e) => {
              const on = e.currentTarget.checked
              widget.set((x) => setAfter(clampState(x), on))
            }}
          />
          Show the velocities after the collision
        </label>
        <button
          type="button"
          className="rk-button"
          data-preset
          onClick={() => widget.set((x) => setTurned(clampState(x), !x.turned))}
        >
          {s.turned ? 'Turn back' : 'Turn so the normal is horizontal'}
        </button>
      </div>
      <table className="nt-table">
        <caption>Each velocity split along n̂ and t̂ (equal masses, e = 1)</caption>
        <thead>
          <tr>
            <th scope="col">Ball</th>
            <th scope="col">normal before</th>
            <th scope="col">tangent</th>
            <th scope="col">normal after</th>
            <th scope="col">velocity after</th>
          </tr>
        </thead>
        <tbody>
          {BALLS.map((b) => (
            <tr key={b}>
              <th scope="row">{b}</th>
              <td>
                <Output
                  q={`normal${b}`}
                  value={c.before[b].normal}
                  label={`normal part of ${b} before`}
                  digits={2}
                />
              </td>
              <td>
                <Output
                  q={`tangent${b}`}
                  value={c.before[b].tangent}
                  label={`tangent part of ${b}`}
                  digits={2}
                />
              </td>
              <td>
                <Output
                  q={`normal${b}-after`}
                  value={c.after[b].normal}
                  label={`normal part of ${b} after`}
                  digits={2}
                />
              </td>
              <td className="nt-vector">
                (
                <Output
                  q={`v${b}-after-x`}
                  value={c.v[b].x}
                  label={`x of ${b}’s velocity after`}
                  digits={2}
                />
                ,{' '}
                <Output
                  q={`v${b}-after-y`}
                  value={c.v[b].y}
                  label={`y of ${b}’s velocity after`}
                  digits={2}
                />
                )
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="nt-verdict">
        <strong>
          <Output q="approach" value={c.approach} label="approach" />
        </strong>{' '}
        (closing speed u<sub>A</sub> − u<sub>B</sub> ={' '}
        <Output q="closing" value={c.closing} label="closing speed along the normal" digits={2} />
        ): {SAYS[c.approach]}
      </p>
      <div className="nt-formulas">
        <Tex
          tex="\mathbf{v}_A' = \slot{nA}\,\hat{\mathbf{n}} + (\slot{tA})\,\hat{\mathbf{t}}"
          values={{ nA: c.after.A.normal, tA: c.before.A.tangent }}
          digits={2}
          display
        />
        <Tex
          tex="\mathbf{v}_B' = \slot{nB}\,\hat{\mathbf{n}} + (\slot{tB})\,\hat{\mathbf{t}}"
          values={{ nB: c.after.B.normal, tB: c.before.B.tangent }}
          digits={2}
          display
        />
      </div>
      <p className="nt-totals">
        Source 000 §6 as printed (<code>dx += odx − ndx</code>, with the line of centres from A to B): A
        leaves with (
        <Output
          q="vA-after-000-x"
          value={c.vAAfter000.x}
          label="x of A’s velocity after, as printed"
          digits={2}
        />
        ,{' '}
        <Output
          q="vA-after-000-y"
          value={c.vAAfter000.y}
          label="y of A’s velocity after, as printed"
          digits={2}
        />
        ).
      </p>
      <p className="nt-totals">
        Both masses 1. Momentum before (
        <Output q="momentum-before-x" value={c.momentumBefore.x} label="momentum before, x" digits={2} />,{' '}
        <Output q="momentum-before-y" value={c.momentumBefore.y} label="momentum before, y" digits={2} />
        ), after (
        <Output q="momentum-after-x" value={c.momentumAfter.x} label="momentum after, x" digits={2} />,{' '}
        <Output q="momentum-after-y" value={c.momentumAfter.y} label="momentum after, y" digits={2} />
        ); kinetic energy before{' '}
        <Output q="energy-before" value={c.energyBefore} label="kinetic energy before" digits={2} />, after{' '}
        <Output q="energy-after" value={c.energyAfter} label="kinetic energy after" digits={2} />.
      </p>
    </WidgetFrame>
  )
}
