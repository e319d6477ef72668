// Chapter 7's reflection figure: drag a wall and the incoming vector I, and watch source 003's
// construction N′, N, L, F appear one step at a time, with the numbers in the formulas. A toggle
// leaves N′ unnormalised, to show what that does to F.
import { useId } from 'react'
import {
  Arrow,
  Ball,
  Handle,
  Label,
  type LabelPlace,
  Output,
  Polyline,
  Slider,
  Stage,
  Tex,
  WidgetFrame,
  aroundHandle,
  aroundPoint,
  formatPoint,
  useWidgetState,
  Wall,
} from '../../kit'
import { StageClip } from '../../kit/StageClip'
import { useMoves } from '../common/useMoves'
import { BALL_RADIUS, meta } from './meta'
import { EXAMPLE, clampState, construct, contentOf, drawing, moves, viewOf } from './model'
import './wall-reflection.css'

/** The ball's name goes under it, clear of I's label. */
const BELOW = { dx: 0, dy: 30 }
/**
 * I's name left of its middle, and the normal's right of and below its head; where those lie on a
 * handle (un-normalised, the view grows until the wall and the ball are a few pixels across),
 * beside the handles, then a line farther out.
 */
const I_PLACES: LabelPlace[] = [{ dx: -12, dy: 0, anchor: 'end' }, ...aroundHandle(), ...aroundPoint(11, 40)]
const NORMAL_PLACES: LabelPlace[] = [
  { dx: 12, dy: 10, anchor: 'start' },
  ...aroundHandle(),
  ...aroundPoint(11, 40),
]

const STEP_SAYS = [
  'Step 1: the wall’s normal N′.',
  'Step 2: N, the shadow of −I on the normal.',
  'Step 3: L = N + I, the part of I along the wall.',
  'Step 4: F = 2N + I, the reflected vector.',
]

export default function WallReflectionWidget() {
  const widget = useWidgetState(meta, clampState)
  const s = widget.state
  const id = useId()
  const move = useMoves(widget.set, clampState, moves)
  const c = construct(s)
  const d = drawing(s, c)
  const view = viewOf(s, c)
  const handles = [d.T, s.W0, s.W1]
  const label =
    `A wall from ${formatPoint(s.W0)} to ${formatPoint(s.W1)}; the incoming vector I ${formatPoint(s.I)} ends at its midpoint. ` +
    STEP_SAYS.slice(0, s.step).join(' ') +
    (s.unit ? '' : ' The normal is the raw perpendicular, not normalised.')

  return (
    <WidgetFrame widget={widget}>
      <div className="rk-main wr-figure">
        <Stage x={view.x} y={view.y} label={label} fit={contentOf(s, c)} fitWide grid axes ticks={20}>
          {/* The ball's name is placed first: the construction's names, with more places to go, keep off it. */}
          <Ball center={d.T} r={BALL_RADIUS} tone="a" label="ball" labelOffset={BELOW} labelAvoid={handles} />
          <StageClip>
            <Wall from={s.W0} to={s.W1} />
            <Arrow
              tail={c.H}
              tip={d.normalHead}
              tone="neutral"
              quantity={s.unit ? 'length-normal' : 'P length-normal'}
            />
            <Label at={d.normalHead} places={NORMAL_PLACES} avoid={handles} tone="neutral">
              {s.unit ? 'N′' : 'W⊥'}
            </Label>
            {s.step >= 2 && <Arrow tail={c.H} tip={d.NHead} tone="c" quantity="N" />}
            {s.step >= 2 && (
              <Label at={d.NHead} dx={-14} dy={-6} tone="c">
                N
              </Label>
            )}
            {s.step >= 3 && <Arrow tail={d.T} tip={d.LHead} tone="d" dashed quantity="L" />}
            {s.step >= 3 && (
              <Label at={d.LMid} dx={0} dy={-10} tone="d">
                L
              </Label>
            )}
            {s.step >= 4 && <Polyline points={[d.NHead, d.FHead]} tone="d" dashed />}
            {s.step >= 4 && <Arrow tail={c.H} tip={d.FHead} tone="b" quantity="F F-x F-y length-F" />}
            {s.step >= 4 && (
              <Label at={d.FHead} dx={10} dy={-10} tone="b">
                F
              </Label>
            )}
            <Label at={d.IMid} places={I_PLACES} avoid={handles} tone="a">
              I
            </Label>
          </StageClip>
          <Arrow tail={d.T} tip={c.H} tone="a" quantity="I I-x I-y length-I" />
          {/* the first handle is I's tail: the figure's main control */}
          <Handle label="Ball, at the tail of the incoming vector I" at={d.T} tone="a" onMove={move.tail} />
          <Handle label="Wall start" at={s.W0} tone="neutral" onMove={move.start} />
          <Handle label="Wall end" at={s.W1} tone="neutral" onMove={move.end} />
        </Stage>
        <p className="wr-hint">
          Drag the ball (at the tail of I) and the wall’s ends; I always arrives at the wall’s midpoint, and
          the construction treats the ball as a point. A wall shorter than 0.5 has no direction to speak of:
          its ends will not go closer.
        </p>
      </div>
      <Slider widget={widget} field="step" digits={0} />
      <p aria-live="polite">{STEP_SAYS[s.step - 1]}</p>
      <div className="wr-controls">
        <button type="button" className="rk-button" data-preset onClick={() => widget.set(EXAMPLE)}>
          Load source 003’s example: I = ⟨4, −2⟩, N′ = ⟨0, 1⟩
        </button>
        <label className="wr-toggle" htmlFor={`${id}-unit`}>
          <input
            id={`${id}-unit`}
            type="checkbox"
            checked={s.unit}
            onChange={(e) => {
              const unit = e.currentTarget.checked
              widget.set((x) => clampState({ ...clampState(x), unit }))
            }}
          />
          Normalise the wall’s normal (N′ = W⊥/‖W⊥‖)
        </label>
      </div>
      <div className="wr-formulas">
        {s.unit ? (
          <Tex
            tex="\begin{aligned}\mathbf{N}' &= \frac{\langle -W_y,\ W_x \rangle}{\lVert \langle -W_y,\ W_x \rangle \rVert} \\ &= (\slot{npx},\ \slot{npy})\end{aligned}"
            values={{ npx: c.normal.x, npy: c.normal.y }}
            digits={3}
            display
          />
        ) : (
          <Tex
            tex="\begin{aligned}\mathbf{W}^{\perp} &= \langle -W_y,\ W_x \rangle = (\slot{npx},\ \slot{npy}) \\ \lVert\mathbf{W}^{\perp}\rVert &= \slot{len}\end{aligned}"
            values={{ npx: c.normal.x, npy: c.normal.y, len: c.lengthNormal }}
            digits={3}
            display
          />
        )}
        {s.step >= 2 && s.unit && (
          <Tex
            tex="\begin{aligned}\mathbf{N} &= (-\mathbf{I}\cdot\mathbf{N}')\,\mathbf{N}' = \slot{along}\,\mathbf{N}' \\ &= (\slot{nx},\ \slot{ny})\end{aligned}"
            values={{ along: c.along, nx: c.N.x, ny: c.N.y }}
            digits={3}
            display
          />
        )}
        {s.step >= 2 && !s.unit && (
          <Tex
            tex="\begin{aligned}\mathbf{N} &= (-\mathbf{I}\cdot\mathbf{W}^{\perp})\,\mathbf{W}^{\perp} = \slot{along}\,\mathbf{W}^{\perp} \\ &= (\slot{nx},\ \slot{ny})\end{aligned}"
            values={{ along: c.along, nx: c.N.x, ny: c.N.y }}
            digits={3}
            display
          />
        )}
        {s.step >= 3 && (
          <Tex
            tex="\mathbf{L} = \mathbf{N} + \mathbf{I} = (\slot{lx},\ \slot{ly})"
            values={{ lx: c.L.x, ly: c.L.y }}
            digits={3}
            display
          />
        )}
        {s.step >= 4 && (
          <Tex
            tex="\mathbf{F} = 2\mathbf{N} + \mathbf{I} = (\slot{fx},\ \slot{fy})"
            values={{ fx: c.F.x, fy: c.F.y }}
            digits={3}
            display
          />
        )}
      </div>
      <p>
        I = (<Output q="I-x" value={s.I.x} label="x of I" digits={2} />,{' '}
        <Output q="I-y" value={s.I.y} label="y of I" digits={2} />
        ), F = (<Output q="F-x" value={c.F.x} label="x of F" digits={3} />,{' '}
        <Output q="F-y" value={c.F.y} label="y of F" digits={3} />
        ); |I| = <Output q="length-I" value={c.lengthI} label="length of I" digits={3} />, |F| ={' '}
        <Output q="length-F" value={c.lengthF} label="length of F" digits={3} />, normal’s length{' '}
        <Output q="length-normal" value={c.lengthNormal} label="length of the normal used" digits={3} />.
      </p>
      {!s.unit && (
        <p className="wr-warning">
          With P as long as the wall, N comes out |P|² times too long, and F is no longer I turned round: its
          length is not |I|.
        </p>
      )}
    </WidgetFrame>
  )
}
