// One typed value (the inspector's fields, the ball table's cells): taken on Enter or when the
// field loses focus; a new value from elsewhere (a drag, another ball) replaces the text unless
// the reader is typing in it. Memoised: a drag re-renders the widget on every move.
import { type KeyboardEvent, memo, useLayoutEffect, useRef } from 'react'

export const TypedValue = memo(function TypedValue({
  name,
  value,
  onCommit,
}: {
  /** the field's accessible name */
  name: string
  value: string
  onCommit: (text: string) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  useLayoutEffect(() => {
    const el = input.current
    if (el && document.activeElement !== el) el.value = value
  }, [value])
  const commit = (text: string) => {
    if (text.trim() !== value) onCommit(text)
  }
  return (
    <input
      ref={input}
      type="text"
      inputMode="decimal"
      aria-label={name}
      defaultValue={value}
      onBlur={(e) => commit(e.currentTarget.value)}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter') commit(e.currentTarget.value)
      }}
    />
  )
})
