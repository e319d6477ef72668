import { type ReactNode, memo } from 'react'
import type { LiveValue } from '../../kit/format'
import { Output } from '../../kit/Output'
import { Tex } from '../../kit/Tex'
import { caseInfo, noRootReason } from '../common/caseWording'
import { type Derived, type Motion, relative } from './model'

/** One line of the derivation: the formula with its inputs, then the result it gives. */
function Step({
  q,
  value,
  reason,
  children,
}: {
  q: string
  value: LiveValue
  reason?: string
  children: ReactNode
}) {
  return (
    <>
      <dt>{children}</dt>
      <dd>
        <Output q={q} value={value} reason={reason} />
      </dd>
    </>
  )
}

/**
 * The chapter's derivation with the figure's numbers substituted: the inputs sit inside the
 * typeset formulas (laid out once, digits rewritten in place) and each result is an <output>.
 */
export const Derivation = memo(function Derivation({ s, derived }: { s: Motion; derived: Derived }) {
  const { dp, w, R, cross } = relative(s)
  const { result } = derived
  const values = { dx: dp.x, dy: dp.y, wx: w.x, wy: w.y, R, a: result.a, cross }
  const noRoot = noRootReason(result)
  return (
    <div className="toi-derivation">
      <p className="toi-givens">
        <Tex tex="\Delta\mathbf{p} = p_B - p_A = (\slot{dx},\ \slot{dy})" values={values} />
        <Tex tex="\mathbf{w} = \mathbf{d}_B - \mathbf{d}_A = (\slot{wx},\ \slot{wy})" values={values} />
        <Tex tex="R = r_A + r_B = \slot{R}" values={values} />
      </p>
      <dl className="toi-steps">
        <Step q="a" value={result.a}>
          <Tex tex="a = \mathbf{w}\cdot\mathbf{w} = (\slot{wx})^2 + (\slot{wy})^2 =" values={values} />
        </Step>
        <Step q="b" value={result.b}>
          <Tex
            tex="b = 2\,\Delta\mathbf{p}\cdot\mathbf{w} = 2\,\big((\slot{dx})(\slot{wx}) + (\slot{dy})(\slot{wy})\big) ="
            values={values}
          />
        </Step>
        <Step q="c" value={result.c}>
          <Tex
            tex="c = \Delta\mathbf{p}\cdot\Delta\mathbf{p} - R^2 = (\slot{dx})^2 + (\slot{dy})^2 - (\slot{R})^2 ="
            values={values}
          />
        </Step>
        <Step q="discriminant" value={result.discriminant}>
          <Tex
            tex="b^2 - 4ac = 4\big(aR^2 - (\Delta\mathbf{p}\times\mathbf{w})^2\big) = 4\big(\slot{a}\,(\slot{R})^2 - (\slot{cross})^2\big) ="
            values={values}
          />
        </Step>
        <Step q="t1" value={derived.t1} reason={noRoot}>
          <Tex tex="t_1 = \min\!\big(\tfrac{q}{a}, \tfrac{c}{q}\big) =" />
        </Step>
        <Step q="t2" value={derived.t2} reason={noRoot}>
          <Tex tex="t_2 = \max\!\big(\tfrac{q}{a}, \tfrac{c}{q}\big) =" />
        </Step>
      </dl>
      <p className="toi-q">
        with <Tex tex="q = -\tfrac{1}{2}\big(b + \operatorname{sign}(b)\sqrt{b^2 - 4ac}\big)" /> (the stable
        form)
      </p>
      <p className="toi-verdict">
        Case: <Output q="case" value={derived.case} label="Case" />.{' '}
        {derived.t === null ? (
          'No first contact: '
        ) : (
          <>
            First contact <Tex tex="t =" />{' '}
          </>
        )}
        <Output q="t" value={derived.t} reason={caseInfo[derived.case].noContact} label="t" />
      </p>
    </div>
  )
})
