// Source 000's printed formula and source 002's P beside the figure's numbers: a folded panel
// (Fold), so its numbers only publish, for chapter 6's prose, until the reader opens it.
import { memo, useMemo } from 'react'
import { Fold, Output, type OutputProps, Tex } from '../../kit'
import type { Exchange } from './model'

// Why a value is missing, as prose quotes it (chapter 6, in brackets after "no velocities at all").
const NO_P = 'a ball is infinitely heavy'
const NO_PRINTED = 'it divides infinity by infinity'

/** Every number the panel writes, as its <Output>; the printed momentum only where there is one. */
function outputsOf(x: Exchange) {
  const { printed, code002 } = x
  return {
    v1: { q: 'printed-v1', value: printed?.v1 ?? null, reason: NO_PRINTED, digits: 3 },
    v2: { q: 'printed-v2', value: printed?.v2 ?? null, reason: NO_PRINTED, digits: 3 },
    momentum: printed && {
      after: { q: 'printed-momentum-after', value: printed.momentumAfter, digits: 3 },
      before: { q: 'printed-momentum-before', value: x.before.momentum, digits: 3 },
      change: { q: 'printed-momentum-change', value: printed.momentumChange, digits: 3 },
    },
    P: { q: 'P', value: x.P002, reason: NO_P, digits: 3 },
    PCoded: { q: 'P-as-coded', value: code002?.P, digits: 3 },
    v1Coded: { q: 'v1-002-coded', value: code002?.v1, digits: 3 },
    v1BookN: { q: 'v1-002', value: code002?.v1BookN, digits: 3 },
  } satisfies Record<string, OutputProps | Record<string, OutputProps> | null>
}

export const Erratum = memo(function Erratum({ x }: { x: Exchange }) {
  const out = useMemo(() => outputsOf(x), [x])
  const list = useMemo(() => {
    const { momentum, ...rest } = out
    const all: OutputProps[] = Object.values(rest)
    if (momentum) all.push(momentum.after, momentum.before, momentum.change)
    return all
  }, [out])
  const { printed } = x
  return (
    <Fold className="x1-erratum" summary="Errata: sources 000 and 002" outputs={list}>
      <Tex
        tex="v_1 = \frac{(m_1-m_2)\,u_1 + (1+e)\,m_2 u_2}{m_1+m_2} = \slot{pv1}"
        values={{ pv1: printed?.v1 ?? null }}
        display
      />
      <Tex
        tex="v_2 = \frac{(1+e)\,m_1 u_1 + (m_2-m_1)\,u_2}{m_1+m_2} = \slot{pv2}"
        values={{ pv2: printed?.v2 ?? null }}
        display
      />
      {out.momentum ? (
        <p>
          As printed: v₁ = <Output {...out.v1} />, v₂ = <Output {...out.v2} />, momentum after{' '}
          <Output {...out.momentum.after} /> against <Output {...out.momentum.before} /> before, a change of{' '}
          <Output {...out.momentum.change} />
          {x.approaching ? '' : ' (and it would change velocities that do not even collide)'}.
        </p>
      ) : (
        <p>
          As printed, the formula gives no v₁ and no v₂: with an infinitely heavy ball it divides infinity by
          infinity.
          <span hidden>
            <Output {...out.v1} />
            <Output {...out.v2} />
          </span>
        </p>
      )}
      <p>
        {x.P002 === null
          ? 'Source 002’s elastic P = 2(u₁ − u₂)/(m₁ + m₂) has no use here: with an infinitely heavy ball P is 0, and the change it makes to each velocity, P times the other ball’s mass, is 0 × ∞.'
          : 'Source 002’s elastic P = 2(u₁ − u₂)/(m₁ + m₂): '}
        {/* With a wall the sentence above says why there is no P; the value stays published, unseen. */}
        <span hidden={x.P002 === null}>
          <Output {...out.P} />.
        </span>
        {x.code002 ? ' With its code’s n, circle1 − circle2, P is ' : ''}
        {/* With a wall there is no P, so nothing of its code to show: the values stay published, unseen. */}
        <span hidden={!x.code002}>
          <Output {...out.PCoded} /> and ball 1 leaves at <Output {...out.v1Coded} />, as with n from ball 1
          to ball 2 (
          <Output {...out.v1BookN} />
          ).
        </span>
      </p>
    </Fold>
  )
})
