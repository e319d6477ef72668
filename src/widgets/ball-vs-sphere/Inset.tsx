// The plane that holds the path and the sphere's centre: the start at the origin, the path along
// +x, the centre at (ℓ*, h). Cut by this plane the sphere is a circle of radius R, and the 3D
// question is chapter 3's 2D one.
import { memo } from 'react'
import {
  Angle,
  Arrow,
  Ball,
  Dot,
  Label,
  Polyline,
  Stage,
  StageClip,
  aroundPoint,
  formatNumber,
} from '../../kit'
import { type Solution, inset } from './model'

/** h's name right of its dashed line, or left of it where the centre's name is already there. */
const BESIDE_H = [
  { dx: 6, dy: 0, anchor: 'start' },
  { dx: -6, dy: 0, anchor: 'end' },
] as const

/** The start's name under the path (θ's arc and ℓ₁'s name stand above it, a few units right), else beside it. */
const UNDER_START = [{ dx: 0, dy: 18, anchor: 'middle' as const }, ...aroundPoint(8, 12)]

export const Inset = memo(function Inset({ sol, speed }: { sol: Solution; speed: number }) {
  const v = inset(sol, speed)
  const label =
    `The plane through the path and the sphere’s centre: the path runs from the start along x, the centre is ` +
    `${formatNumber(sol.sStar, 2)} along it and ${formatNumber(sol.h, 2)} to the side, and the circle of radius ` +
    `R = ${formatNumber(sol.R, 2)} around it is where the ball’s centre touches.`
  const start = { x: 0, y: 0 }
  return (
    <figure className="bvs-inset">
      <Stage x={v.x} y={v.y} label={label}>
        <StageClip>
          <g className="bvs-inset-circle">
            <Ball center={v.center} r={sol.R} tone="c" ghost quantity="R" />
          </g>
        </StageClip>
        <Dot at={v.center} tone="c" label="centre" />
        <Polyline points={[start, { x: v.x[1], y: 0 }]} tone="neutral" dashed />
        <Polyline points={[start, { x: Math.max(0, sol.sStar), y: 0 }]} tone="a" quantity="s-closest" />
        <Polyline points={[v.center, v.foot]} tone="d" dashed quantity="h" />
        <Label at={{ x: v.foot.x, y: sol.h / 2 }} places={BESIDE_H} tone="d">
          h
        </Label>
        {/* Named below the path, before the angle θ above it and ℓ₁ right of it, which make way (labelBoard.ts). */}
        <Dot at={start} tone="a" label="start" places={UNDER_START} />
        {v.tangent && v.entry && v.bounce && (
          <>
            <Polyline points={v.tangent} tone="accent" />
            <Angle
              at={v.entry}
              from={v.tangent[0]}
              to={start}
              label="θ"
              tone="accent"
              radius={30}
              quantity="ricochet"
            />
            <Arrow tail={v.entry} tip={v.bounce} tone="b" label="new velocity, in this plane" />
          </>
        )}
        {v.entry && <Dot at={v.entry} tone="accent" label="ℓ₁" quantity="s1" />}
        {v.exit && <Dot at={v.exit} tone="accent" hollow label="ℓ₂" quantity="s2" />}
      </Stage>
      <figcaption>The plane through the path and the centre, where the problem is 2D.</figcaption>
    </figure>
  )
})
