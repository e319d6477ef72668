// A secondary panel that starts folded (<details class="rk-more">: errata, step lists that repeat
// the text). Folded, nobody can read it, so it is not drawn: its live numbers are only published
// (prose elsewhere may quote them), each kept as an empty <output> with its quantity and raw value
// (what a test or a script reads), and a drag elsewhere in the figure costs it one small effect
// instead of a re-render of the panel's text. It is drawn before the reader sees it open,
// however it was opened (a click, the keyboard, find-in-page, a script setting `open`): the
// attribute's change is observed, and the panel drawn in the same task, before the browser paints.
import { type ReactNode, useContext, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { LiveStoreContext } from './liveStore'
import { type OutputProps, WidgetIdContext, liveEntryOf, rawValue } from './Output'

export interface FoldProps {
  /** what the summary line says */
  summary: ReactNode
  /** classes beside rk-more */
  className?: string
  /** every <Output> the open panel draws, with the props it draws it with */
  outputs: readonly OutputProps[]
  children: ReactNode
}

export function Fold({ summary, className, outputs, children }: FoldProps) {
  const ref = useRef<HTMLDetailsElement>(null)
  const [open, setOpen] = useState(false)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    // A mutation observer's callback runs as a microtask, before the browser paints the panel.
    const observer = new MutationObserver(() => flushSync(() => setOpen(el.open)))
    observer.observe(el, { attributes: true, attributeFilter: ['open'] })
    return () => observer.disconnect()
  }, [])
  return (
    <details ref={ref} className={className ? `rk-more ${className}` : 'rk-more'}>
      <summary>{summary}</summary>
      {open ? children : <Published outputs={outputs} />}
    </details>
  )
}

/** The folded panel's numbers, published as its <Output>s would publish them. */
function Published({ outputs }: { outputs: readonly OutputProps[] }) {
  const widget = useContext(WidgetIdContext)
  const { publish } = useContext(LiveStoreContext)
  // The store passes on only what changed.
  useLayoutEffect(() => {
    if (widget) for (const o of outputs) publish(widget, o.q, liveEntryOf(o))
  })
  return outputs.map((o) => {
    const entry = liveEntryOf(o)
    return (
      <output
        key={o.q}
        className="rk-output"
        data-quantity={o.q}
        data-value={entry.value === null ? '' : rawValue(entry.value)}
        aria-label={o.label}
        aria-live="off"
      />
    )
  })
}
