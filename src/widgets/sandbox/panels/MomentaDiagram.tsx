// The momenta diagram: every ball's momentum tip to tail from the origin, and their total from the
// origin to the chain's end (momenta.ts has the geometry). It follows the read-outs (a few
// updates a second while running), so its total is the one the momentum outputs show.
import { memo } from 'react'
import { Arrow, Dot, Label, Stage, formatCount, formatNumber, formatPoint } from '../../../kit'
import { CHAIN_BALLS, momentaChain, sameVelocities } from './momenta'

/** Each link is labelled with its ball's number when the chain is this short. */
const LABELLED = 5

interface Props {
  /** the balls now: x, y, vx, vy per ball (only the velocities are drawn) */
  state: Float64Array
  masses: Float64Array
}

/** Memoised on the masses and the velocities: a drag that moves a ball changes neither. */
export const MomentaDiagram = memo(
  function MomentaDiagram({ state, masses }: Props) {
    const c = momentaChain(state, masses)
    const { total, rest } = c
    const caption = rest
      ? `The first ${CHAIN_BALLS} balls' momenta tip to tail, then the other ${formatCount(rest.balls)} together (dashed)`
      : 'Each ball’s momentum m·v, tip to tail'
    return (
      <section
        aria-label="Momenta diagram"
        className="sandbox-momenta"
        data-total-x={String(total.x)}
        data-total-y={String(total.y)}
      >
        <p className="sandbox-panel-title">Momenta, tip to tail</p>
        <Stage
          x={c.view.x}
          y={c.view.y}
          label={`${caption}, from the origin; their total, from the origin to the chain's end, is ${formatPoint(total, 3)}.`}
          axes
          ticks={5}
        >
          {c.links.map((l) => (
            <Arrow key={l.ball} tail={l.from} tip={l.to} tone={l.ball === 0 ? 'a' : 'neutral'} />
          ))}
          {rest && <Arrow tail={rest.from} tip={rest.to} tone="neutral" dashed />}
          <Arrow tail={{ x: 0, y: 0 }} tip={total} tone="b" />
          <Dot at={{ x: 0, y: 0 }} tone="neutral" />
          {c.links.length <= LABELLED &&
            c.links.map((l) => (
              <Label
                key={l.ball}
                at={{ x: (l.from.x + l.to.x) / 2, y: (l.from.y + l.to.y) / 2 }}
                dx={6}
                dy={-8}
                tone={l.ball === 0 ? 'a' : 'neutral'}
              >
                {l.ball + 1}
              </Label>
            ))}
          <Label at={total} dx={8} tone="b">
            total
          </Label>
        </Stage>
        <p className="sandbox-legend">
          {caption} (ball 1 blue); the total (orange) is ({formatNumber(total.x, 3)},{' '}
          {formatNumber(total.y, 3)}
          ).
        </p>
      </section>
    )
  },
  (a: Props, b: Props) => a.masses === b.masses && sameVelocities(a.state, b.state),
)
