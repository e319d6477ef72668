// The solution step by step, live: every number an <Output>, every formula a <Tex> whose digits
// are rewritten in place (no KaTeX on a drag). A folded panel: its numbers only publish until the
// reader opens it (Fold).
import { memo, useMemo } from 'react'
import { length3 } from '../../core'
import { Fold, Output, Tex } from '../../kit'
import type { Solution } from './model'
import { point3 } from './words'

const deg = (rad: number) => (rad * 180) / Math.PI

const noRoot = 'no real root, as h > R'
const noHit = 'no hit'

/** Every number the steps write, as its <Output>. */
function outputsOf(sol: Solution) {
  const hit = sol.hit
  return {
    R: { q: 'R', value: sol.R, digits: 2, label: 'R' },
    sStar: { q: 's-closest', value: sol.sStar, label: 'distance along the path to the closest approach' },
    h: { q: 'h', value: sol.h, label: 'h' },
    s1: { q: 's1', value: sol.roots?.[0] ?? null, reason: noRoot, label: 'first distance' },
    s2: { q: 's2', value: sol.roots?.[1] ?? null, reason: noRoot, label: 'second distance' },
    center: {
      q: 'hit-center',
      value: hit ? point3(hit.center) : null,
      reason: noHit,
      label: 'ball centre at the hit',
    },
    contact: { q: 'contact', value: hit ? point3(hit.contact) : null, reason: noHit, label: 'contact point' },
    angle: {
      q: 'ricochet',
      value: hit ? deg(hit.ricochetAngle) : null,
      reason: noHit,
      digits: 1,
      unit: '°',
      label: 'ricochet angle',
    },
    vn: {
      q: 'v-normal',
      value: sol.vNormal ? length3(sol.vNormal) : null,
      reason: noHit,
      label: 'normal part',
    },
    vt: {
      q: 'v-parallel',
      value: sol.vParallel ? length3(sol.vParallel) : null,
      reason: noHit,
      label: 'parallel part',
    },
    velocity: {
      q: 'new-velocity',
      value: hit ? point3(hit.velocity) : null,
      reason: noHit,
      label: 'new velocity',
    },
  } as const
}

export const Steps = memo(function Steps({ sol }: { sol: Solution }) {
  const out = useMemo(() => outputsOf(sol), [sol])
  const list = useMemo(() => Object.values(out), [out])
  return (
    <Fold summary="The solution step by step" outputs={list}>
      <ol className="bvs-steps">
        <li>
          Grow the sphere by the ball’s radius and shrink the ball to its centre: <Tex tex="R = r_s + r_b" />{' '}
          = <Output {...out.R} />.
        </li>
        <li>
          The path comes closest to the centre at <Tex tex="\ell^* = \Delta\mathbf{p}\cdot\hat{\mathbf{u}}" />{' '}
          = <Output {...out.sStar} /> along it, where it is{' '}
          <Tex tex="h = \lVert\Delta\mathbf{p}\times\hat{\mathbf{u}}\rVert" /> = <Output {...out.h} /> from
          the centre.
        </li>
        <li>
          Where the point is R from the centre: <Tex tex="\ell = \ell^* \mp \sqrt{R^2 - h^2}" />{' '}
          {sol.roots
            ? 'gives '
            : 'has no real value here, as h > R: the path passes outside the grown sphere.'}
          {/* Without roots the words say why; the two distances stay published, unseen. */}
          <span hidden={!sol.roots}>
            <Output {...out.s1} /> and <Output {...out.s2} />; the hit is the smaller one that is not
            negative.
          </span>
        </li>
        {/* Without a hit the next four steps have nothing to give: one line says so, their numbers
            stay published, unseen. */}
        {!sol.hit && (
          <li>There is no hit, so no frames to count, no contact point, no ricochet angle and no bounce.</li>
        )}
        <li hidden={!sol.hit}>
          Frames until the hit:{' '}
          <Tex tex="n = s_1 / v = \slot{frames}" values={{ frames: sol.hit?.frames ?? null }} digits={3} />,
          at the speed v set below.
        </li>
        <li hidden={!sol.hit}>
          At the hit the ball’s centre is at <Output {...out.center} /> and touches the sphere at{' '}
          <Output {...out.contact} />. The path meets the tangent plane at <Output {...out.angle} />:{' '}
          <Tex
            tex="\theta = \arcsin(\hat{\mathbf{u}}\cdot\hat{\mathbf{n}}) = \slot{angle}^\circ"
            values={{ angle: out.angle.value }}
            digits={1}
          />
          .
        </li>
        <li hidden={!sol.hit}>
          The velocity splits into a part along the normal, of length <Output {...out.vn} />, and a part in
          the tangent plane, of length <Output {...out.vt} />:{' '}
          <Tex tex="\mathbf{v}_n = (\mathbf{v}\cdot\hat{\mathbf{n}})\,\hat{\mathbf{n}},\quad \mathbf{v}_t = \mathbf{v} - \mathbf{v}_n" />
          .
        </li>
        <li hidden={!sol.hit}>
          The bounce keeps <Tex tex="\mathbf{v}_t" /> and turns <Tex tex="\mathbf{v}_n" /> round:{' '}
          <Tex tex="\mathbf{v}' = \mathbf{v}_t - \mathbf{v}_n" /> = <Output {...out.velocity} />.
        </li>
      </ol>
    </Fold>
  )
})
