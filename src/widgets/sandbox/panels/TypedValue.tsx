// One typed value (the inspector's fields, the ball table's cells): taken on Enter or when the
// field loses focus; a new value from elsewhere (a drag, another ball) replaces the text unless
// the reader is typing in it. A long value shows shortened (`shown`) until the field takes focus,
// then every digit, for editing. Memoised: a drag re-renders the widget on every move.
import { type KeyboardEvent, memo, useLayoutEffect, useRef } from 'react'

export const TypedValue = memo(function TypedValue({
  name,
  value,
  shown = value,
  onCommit,
}: {
  /** the field's accessible name */
  name: string
  /** the exact value, as typed or set */
  value: string
  /** what the field shows while not focused (default: the value) */
  shown?: string
  onCommit: (text: string) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a taken value shortened to the same text still replaces what was typed
  useLayoutEffect(() => {
    const el = input.current
    if (el && document.activeElement !== el) el.value = shown
  }, [shown, value])
  const commit = (text: string) => {
    if (text.trim() !== value) onCommit(text)
  }
  return (
    <input
      ref={input}
      type="text"
      inputMode="decimal"
      aria-label={name}
      defaultValue={shown}
      onFocus={(e) => {
        if (e.currentTarget.value === shown) e.currentTarget.value = value
      }}
      onBlur={(e) => {
        const text = e.currentTarget.value
        commit(text)
        // Unchanged: shortened again. A refused value stays for the reader to mend (nothing
        // lost); a taken one arrives as a new value, shown shortened by the effect above.
        if (text.trim() === value) e.currentTarget.value = shown
      }}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter') commit(e.currentTarget.value)
      }}
    />
  )
})
