// A set of tabs (WAI-ARIA's tabs pattern): one tab stop for the strip, the arrow keys move between
// tabs and show each as they go, Home and End the first and last. A panel is drawn from the first
// time it is shown and then kept (hidden while another is shown), so its state stays; one never
// shown costs nothing, and its code can load when it is first shown (a lazy component inside it,
// under the Suspense here). A panel whose numbers are read while it is hidden (the prose's live
// numbers) is drawn from the start.
import { type KeyboardEvent, type ReactNode, Suspense, useId, useRef, useState } from 'react'

export interface Tab<Id extends string> {
  id: Id
  label: string
  panel: ReactNode
  /** drawn from the start, not first when shown */
  always?: boolean
}

export interface TabsProps<Id extends string> {
  /** what the set of tabs is, for a screen reader */
  label: string
  tabs: readonly Tab<Id>[]
  selected: Id
  onSelect: (id: Id) => void
  /** said while a panel's code loads */
  loading?: string
  className?: string
}

const STEPS: Record<string, (at: number, n: number) => number> = {
  ArrowRight: (at, n) => (at + 1) % n,
  ArrowLeft: (at, n) => (at + n - 1) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  loading = 'Loading…',
  className,
}: TabsProps<Id>) {
  const base = useId()
  const strip = useRef<HTMLDivElement>(null)
  // The panels shown so far: drawn from then on.
  const [seen, setSeen] = useState<ReadonlySet<Id>>(() => new Set([selected]))
  if (!seen.has(selected)) setSeen(new Set(seen).add(selected))
  const keyDown = (ev: KeyboardEvent) => {
    const step = STEPS[ev.key]
    if (!step) return
    ev.preventDefault()
    const to = step(
      tabs.findIndex((t) => t.id === selected),
      tabs.length,
    )
    onSelect(tabs[to]!.id)
    strip.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus()
  }
  return (
    <div className={className ? `rk-tabs ${className}` : 'rk-tabs'}>
      <div ref={strip} role="tablist" aria-label={label} className="rk-tab-list" onKeyDown={keyDown}>
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`${base}-${t.id}`}
            aria-selected={t.id === selected}
            aria-controls={`${base}-${t.id}-panel`}
            tabIndex={t.id === selected ? 0 : -1}
            onClick={() => onSelect(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${base}-${t.id}-panel`}
          aria-labelledby={`${base}-${t.id}`}
          className="rk-tab-panel"
          hidden={t.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA's tab panel is a tab stop, so a panel that scrolls (or starts with no control) is reached from its tab
          tabIndex={0}
        >
          {(t.always || seen.has(t.id)) && (
            <Suspense fallback={<p className="rk-tab-loading">{loading}</p>}>{t.panel}</Suspense>
          )}
        </div>
      ))}
    </div>
  )
}
