// A panel that starts closed and makes its content only once opened, so the content's code (a
// lazy component) is fetched then and not with the sandbox: the embed stays within its budget
// (bench/NOTES.md). `opens` opens it from outside (comparing opens the plots the chapter reads).
// Content whose outputs a test or the chapter reads while the panel is closed (the editing tools'
// wall counts) stays in a plain <details> instead.
import { type ReactNode, Suspense, useEffect, useState } from 'react'

interface Props {
  className: string
  summary: string
  /** said while the content's code loads */
  loading: string
  opens?: boolean
  children: ReactNode
}

export function LoadOnOpen({ className, summary, loading, opens = false, children }: Props) {
  const [open, setOpen] = useState(opens)
  useEffect(() => {
    if (opens) setOpen(true)
  }, [opens])
  return (
    <details
      className={className}
      open={open}
      onToggle={(e) => {
        if (e.currentTarget.open !== open) setOpen(e.currentTarget.open)
      }}
    >
      <summary>{summary}</summary>
      {open && <Suspense fallback={<p className="sandbox-legend">{loading}</p>}>{children}</Suspense>}
    </details>
  )
}
