// The solid things of the 3D scene, drawn in the order the model sorted them (far to near).
// Spheres are shaded with a radial gradient lit from the upper left of the screen, so they read
// as round on a projector; everything here is decoration (aria-hidden): the handles and the
// outputs carry the figure's content.
import { memo } from 'react'
import { useStage } from '../../kit'
import type { Item } from './model'

function SceneItem({ item, shade }: { item: Item; shade: { sphere: string; ball: string } }) {
  const { sx, sy, len } = useStage()
  switch (item.kind) {
    case 'sphere':
      return (
        <circle
          className="bvs-sphere"
          cx={sx(item.at.x)}
          cy={sy(item.at.y)}
          r={len(item.r)}
          fill={`url(#${shade.sphere})`}
        />
      )
    case 'ball':
      return item.r > 0 ? (
        <circle
          className={`bvs-ball bvs-ball-${item.where}`}
          transform={`translate(${sx(item.at.x)},${sy(item.at.y)})`}
          r={len(item.r)}
          fill={`url(#${shade.ball})`}
        />
      ) : (
        <circle
          className={`bvs-point bvs-ball-${item.where}`}
          transform={`translate(${sx(item.at.x)},${sy(item.at.y)})`}
          r={5}
        />
      )
    case 'path':
      return (
        <path
          className={`bvs-path bvs-path-${item.part}`}
          d={`M${sx(item.from.x)},${sy(item.from.y)}L${sx(item.to.x)},${sy(item.to.y)}`}
        />
      )
    case 'tangent': {
      const d = item.disc
      return (
        <ellipse
          className="bvs-tangent"
          rx={len(d.rx)}
          ry={Math.max(1, len(d.ry))}
          transform={`translate(${sx(d.at.x)},${sy(d.at.y)}) rotate(${-d.angle})`}
        />
      )
    }
  }
}

export const SceneItems = memo(function SceneItems({
  items,
  shade,
}: {
  items: readonly Item[]
  shade: { sphere: string; ball: string }
}) {
  return (
    <g aria-hidden>
      {items.map((item, i) => (
        // The order is the depth order, so the index is the right key: items swap places, not identities.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <SceneItem key={i} item={item} shade={shade} />
      ))}
    </g>
  )
})

/** The gradients that shade the sphere and the ball: a highlight up and left, the tone's colour, darker at the rim. */
export function Shades({ sphere, ball }: { sphere: string; ball: string }) {
  return (
    <defs>
      {[
        [sphere, 'var(--tone-c)'],
        [ball, 'var(--tone-a)'],
      ].map(([id, tone]) => (
        <radialGradient key={id} id={id} cx="0.38" cy="0.34" r="0.7" fx="0.3" fy="0.26">
          <stop offset="0" style={{ stopColor: 'white', stopOpacity: 0.9 }} />
          <stop offset="0.4" style={{ stopColor: tone }} />
          <stop offset="1" style={{ stopColor: `color-mix(in srgb, ${tone} 55%, black)` }} />
        </radialGradient>
      ))}
    </defs>
  )
}
