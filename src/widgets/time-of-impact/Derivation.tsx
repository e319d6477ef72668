import { type ReactNode, memo, useMemo } from 'react'
import { Fold } from '../../kit/Fold'
import { Output, type OutputProps } from '../../kit/Output'
import { Tex } from '../../kit/Tex'
import { caseInfo, noRootReason } from '../common/caseWording'
import { type Derived, type Motion, relative } from './model'

/** One line of the derivation: the formula with its inputs, then the result it gives. */
function Step({ out, children }: { out: OutputProps; children: ReactNode }) {
  return (
    <>
      <dt>{children}</dt>
      <dd>
        <Output {...out} />
      </dd>
    </>
  )
}

/** Every number the derivation writes, as its <Output>. */
function outputsOf(derived: Derived) {
  const { result } = derived
  const noRoot = noRootReason(result)
  return {
    a: { q: 'a', value: result.a },
    b: { q: 'b', value: result.b },
    c: { q: 'c', value: result.c },
    discriminant: { q: 'discriminant', value: result.discriminant },
    t1: { q: 't1', value: derived.t1, reason: noRoot },
    t2: { q: 't2', value: derived.t2, reason: noRoot },
    case: { q: 'case', value: derived.case, label: 'Case' },
    t: { q: 't', value: derived.t, reason: caseInfo[derived.case].noContact, label: 't' },
  } satisfies Record<string, OutputProps>
}

/**
 * The chapter's derivation with the figure's numbers substituted: the inputs sit inside the
 * typeset formulas (laid out once, digits rewritten in place) and each result is an <output>.
 * A folded panel (Fold): its numbers only publish, for the chapter's prose, until the reader opens it.
 */
export const Derivation = memo(function Derivation({ s, derived }: { s: Motion; derived: Derived }) {
  const out = useMemo(() => outputsOf(derived), [derived])
  const list = useMemo(() => Object.values(out), [out])
  const { dp, w, R, cross } = relative(s)
  const values = { dx: dp.x, dy: dp.y, wx: w.x, wy: w.y, R, a: derived.result.a, cross }
  return (
    <Fold summary="The numbers, step by step" outputs={list}>
      <div className="toi-derivation">
        <p className="toi-givens">
          <Tex tex="\Delta\mathbf{p} = p_B - p_A = (\slot{dx},\ \slot{dy})" values={values} />
          <Tex tex="\mathbf{w} = \mathbf{d}_B - \mathbf{d}_A = (\slot{wx},\ \slot{wy})" values={values} />
          <Tex tex="R = r_A + r_B = \slot{R}" values={values} />
        </p>
        <dl className="toi-steps">
          <Step out={out.a}>
            <Tex tex="a = \mathbf{w}\cdot\mathbf{w} = (\slot{wx})^2 + (\slot{wy})^2 =" values={values} />
          </Step>
          <Step out={out.b}>
            <Tex
              tex="b = 2\,\Delta\mathbf{p}\cdot\mathbf{w} = 2\,\big((\slot{dx})(\slot{wx}) + (\slot{dy})(\slot{wy})\big) ="
              values={values}
            />
          </Step>
          <Step out={out.c}>
            <Tex
              tex="c = \Delta\mathbf{p}\cdot\Delta\mathbf{p} - R^2 = (\slot{dx})^2 + (\slot{dy})^2 - (\slot{R})^2 ="
              values={values}
            />
          </Step>
          <Step out={out.discriminant}>
            <Tex
              tex="b^2 - 4ac = 4\big(aR^2 - (\Delta\mathbf{p}\times\mathbf{w})^2\big) = 4\big(\slot{a}\,(\slot{R})^2 - (\slot{cross})^2\big) ="
              values={values}
            />
          </Step>
          <Step out={out.t1}>
            <Tex tex="t_1 = \min\!\big(\tfrac{q}{a}, \tfrac{c}{q}\big) =" />
          </Step>
          <Step out={out.t2}>
            <Tex tex="t_2 = \max\!\big(\tfrac{q}{a}, \tfrac{c}{q}\big) =" />
          </Step>
        </dl>
        <p className="toi-q">
          with <Tex tex="q = -\tfrac{1}{2}\big(b + \operatorname{sign}(b)\sqrt{b^2 - 4ac}\big)" /> (the stable
          form)
        </p>
        <p className="toi-verdict">
          Case: <Output {...out.case} />.{' '}
          {derived.t === null ? (
            'No first contact: '
          ) : (
            <>
              First contact <Tex tex="t =" />{' '}
            </>
          )}
          <Output {...out.t} />
        </p>
      </div>
    </Fold>
  )
})
