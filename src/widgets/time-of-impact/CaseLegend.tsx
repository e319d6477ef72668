import { memo } from 'react'
import type { ContactCase } from '../../core'
import { contactCases } from '../common/caseWording'

/** The six cases in the order they are checked; the current one lights up. */
export const CaseLegend = memo(function CaseLegend({ current }: { current: ContactCase }) {
  return (
    <ol className="toi-cases" aria-label="The six cases, checked in this order">
      {contactCases.map((c) => (
        <li
          key={c.id}
          className={c.id === current ? 'toi-case-current' : undefined}
          aria-current={c.id === current}
        >
          <span className="toi-case-name">{c.name}</span> <span className="toi-case-rule">{c.rule}</span>
          <span className="toi-case-meaning">{c.meaning}</span>
        </li>
      ))}
    </ol>
  )
})
