// The wrapper MDX puts around every chapter: keeps sideways-scrolling formulas reachable by
// keyboard, reports how many sections the chapter has, marks the presented step (presentSteps.ts)
// and scrolls to the section or figure a link names once the chapter is there.
import { type ReactNode, useContext, useEffect, useLayoutEffect, useRef } from 'react'
import { watchOverflow } from '../kit/focusableOverflow'
import type { ChapterProps } from './chapters'
import { hashTarget } from './hashTarget'
import { clearMarks, markStep } from './presentSteps'
import { PresentedSection } from './Section'

/** The chapter's props, and the chapter's content as children. */
export interface ChapterBodyProps extends ChapterProps {
  children?: ReactNode
}

/** The element a `#section-id` or `#widget-<id>` hash names (not a figure's `#<id>:<state>`). */
function linkTarget(): Element | null {
  const id = hashTarget(window.location.hash)
  return id === null ? null : document.getElementById(id)
}

export function ChapterBody({ children, onSectionCount, onStepCount }: ChapterBodyProps) {
  const root = useRef<HTMLDivElement>(null)
  const place = useContext(PresentedSection)
  useEffect(() => {
    const el = root.current
    if (!el) return
    onSectionCount?.(Math.max(1, el.querySelectorAll(':scope > section').length))
    // The browser looked for the hash's target before the chapter had loaded: look again, and once
    // more when the figures above it have loaded and moved it.
    const scroll = () => linkTarget()?.scrollIntoView({ block: 'start' })
    scroll()
    const settled = new MutationObserver(() => {
      if (el.querySelector('.book-loading')) return
      settled.disconnect()
      scroll()
    })
    settled.observe(el, { childList: true, subtree: true })
    const stopOverflow = watchOverflow(el, '.katex-display, pre')
    return () => {
      settled.disconnect()
      stopOverflow()
    }
  }, [onSectionCount])

  const section = place?.section ?? null
  const step = place?.step ?? null
  useLayoutEffect(() => {
    const el = root.current
    if (!el) return
    if (section === null || step === null) {
      clearMarks(el)
      return
    }
    const presented = el.querySelector(`:scope > section[data-section="${section}"]`)
    if (!presented) return
    const mark = () => markStep(el, presented, step)
    const { count } = mark()
    onStepCount?.(count)
    el.querySelector('[data-step="current"]')?.scrollIntoView?.({ block: 'nearest' })
    // A figure that loads later (or redraws its outputs) gets its marks when its outputs appear.
    const redo = new MutationObserver((records) => {
      if (records.some((r) => [...r.addedNodes].some((n) => n instanceof Element))) mark()
    })
    redo.observe(el, { childList: true, subtree: true })
    return () => redo.disconnect()
  }, [section, step, onStepCount])

  return (
    <div ref={root} className="book-sections">
      {children}
    </div>
  )
}
