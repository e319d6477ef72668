// The wrapper MDX puts around every chapter: keeps sideways-scrolling formulas reachable by
// keyboard and reports how many sections the chapter has (presentation mode steps through them).
import { type ReactNode, useEffect, useRef } from 'react'
import { watchOverflow } from '../kit/focusableOverflow'
import type { ChapterProps } from './chapters'

/** The chapter's props, and the chapter's content as children. */
export interface ChapterBodyProps extends ChapterProps {
  children?: ReactNode
}

export function ChapterBody({ children, onSectionCount }: ChapterBodyProps) {
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = root.current
    if (!el) return
    onSectionCount?.(Math.max(1, el.querySelectorAll(':scope > section').length))
    return watchOverflow(el, '.katex-display, pre')
  }, [onSectionCount])
  return (
    <div ref={root} className="book-sections">
      {children}
    </div>
  )
}
