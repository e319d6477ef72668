// Typed entry for one number field: the reader types a value (or `inf`/`∞` where the field
// allows it) and commits with Enter or by leaving the box. The text is read exactly as a link
// would be (readNumber), so the box, the slider and the link never disagree.
import { useId, useState } from 'react'
import { type FieldSpec, formatNumber, readNumber } from '../../kit'

type NumberSpec = Extract<FieldSpec, { kind: 'number' }>

export interface TypedEntryProps {
  spec: NumberSpec
  value: number
  /** the accessible name, e.g. "Type the mass of ball 1" */
  label: string
  /** takes the typed number; returns why it was refused, or null when it was taken */
  onValue: (v: number) => string | null
}

const shown = (v: number, spec: NumberSpec) =>
  v === Infinity ? '∞' : (formatNumber(v, spec.step !== undefined && spec.step >= 0.1 ? 1 : 2) ?? '')

export function TypedEntry({ spec, value, label, onValue }: TypedEntryProps) {
  const id = useId()
  // What the reader is typing, and the value it was typed over: a change from elsewhere (slider,
  // drag, reset) replaces it with the new value.
  const [typing, setTyping] = useState<{ text: string; over: number } | null>(null)
  const draft = typing !== null && typing.over === value ? typing.text : null
  const setDraft = (text: string | null) => setTyping(text === null ? null : { text, over: value })
  const [problem, setProblem] = useState<string | null>(null)
  const commit = () => {
    if (draft === null) return
    const n = readNumber(spec, draft.trim().replace('\u2212', '-'))
    const why =
      n === null
        ? spec.infinite
          ? 'type a number, or inf for infinitely heavy'
          : 'type a number'
        : n !== Infinity && (n < spec.min || n > spec.max)
          ? `between ${spec.min} and ${spec.max}${spec.infinite ? ', or inf' : ''}`
          : onValue(n)
    setProblem(why)
    if (why === null) setDraft(null)
  }
  return (
    <span className="x1-typed">
      <input
        type="text"
        inputMode="decimal"
        aria-label={label}
        aria-describedby={problem ? id : undefined}
        aria-invalid={problem !== null}
        size={5}
        value={draft ?? shown(value, spec)}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit()
          if (e.key === 'Escape') {
            setDraft(null)
            setProblem(null)
          }
        }}
      />
      {problem && (
        <span id={id} className="x1-problem" role="status">
          {problem}
        </span>
      )}
    </span>
  )
}
