// The solution step by step, live: every number an <Output>, every formula a <Tex> whose digits
// are rewritten in place (no KaTeX on a drag).
import { memo } from 'react'
import { length3 } from '../../core'
import { Output, Tex } from '../../kit'
import type { Solution } from './model'
import { point3 } from './words'

const deg = (rad: number) => (rad * 180) / Math.PI

export const Steps = memo(function Steps({ sol }: { sol: Solution }) {
  const hit = sol.hit
  const noRoot = 'none: h > R'
  const s1 = sol.roots?.[0] ?? null
  const s2 = sol.roots?.[1] ?? null
  const vn = sol.vNormal ? length3(sol.vNormal) : null
  const vt = sol.vParallel ? length3(sol.vParallel) : null
  const angle = hit ? deg(hit.ricochetAngle) : null
  const noHit = 'no hit'
  return (
    <ol className="bvs-steps">
      <li>
        Grow the sphere by the ball’s radius and shrink the ball to its centre: <Tex tex="R = r_s + r_b" /> ={' '}
        <Output q="R" value={sol.R} digits={2} label="R" />.
      </li>
      <li>
        The path comes closest to the centre at <Tex tex="\ell^* = \Delta\mathbf{p}\cdot\hat{\mathbf{u}}" /> ={' '}
        <Output q="s-closest" value={sol.sStar} label="distance along the path to the closest approach" />{' '}
        along it, where it is <Tex tex="h = \lVert\Delta\mathbf{p}\times\hat{\mathbf{u}}\rVert" /> ={' '}
        <Output q="h" value={sol.h} label="h" /> from the centre.
      </li>
      <li>
        Where the point is R from the centre: <Tex tex="\ell = \ell^* \mp \sqrt{R^2 - h^2}" /> gives{' '}
        <Output q="s1" value={s1} reason={noRoot} label="first distance" /> and{' '}
        <Output q="s2" value={s2} reason={noRoot} label="second distance" />; the hit is the smaller one that
        is not negative.
      </li>
      <li>
        Frames until the hit:{' '}
        <Tex tex="n = s_1 / v = \slot{frames}" values={{ frames: hit?.frames ?? null }} digits={3} />, at the
        speed v set below.
      </li>
      <li>
        At the hit the ball’s centre is at{' '}
        <Output
          q="hit-center"
          value={hit ? point3(hit.center) : null}
          reason={noHit}
          label="ball centre at the hit"
        />{' '}
        and touches the sphere at{' '}
        <Output q="contact" value={hit ? point3(hit.contact) : null} reason={noHit} label="contact point" />.
        The path meets the tangent plane at{' '}
        <Output q="ricochet" value={angle} reason={noHit} digits={1} unit="°" label="ricochet angle" />:{' '}
        <Tex
          tex="\theta = \arcsin(\hat{\mathbf{u}}\cdot\hat{\mathbf{n}}) = \slot{angle}^\circ"
          values={{ angle }}
          digits={1}
        />
        .
      </li>
      <li>
        The velocity splits into a part along the normal, of length{' '}
        <Output q="v-normal" value={vn} reason={noHit} label="normal part" />, and a part in the tangent
        plane, of length <Output q="v-parallel" value={vt} reason={noHit} label="parallel part" />:{' '}
        <Tex tex="\mathbf{v}_n = (\mathbf{v}\cdot\hat{\mathbf{n}})\,\hat{\mathbf{n}},\quad \mathbf{v}_t = \mathbf{v} - \mathbf{v}_n" />
        .
      </li>
      <li>
        The bounce keeps <Tex tex="\mathbf{v}_t" /> and turns <Tex tex="\mathbf{v}_n" /> round:{' '}
        <Tex tex="\mathbf{v}' = \mathbf{v}_t - \mathbf{v}_n" /> ={' '}
        <Output
          q="new-velocity"
          value={hit ? point3(hit.velocity) : null}
          reason={noHit}
          label="new velocity"
        />
        .
      </li>
    </ol>
  )
})
