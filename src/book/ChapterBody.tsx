// The wrapper MDX puts around every chapter: keeps sideways-scrolling formulas reachable by
// keyboard, reports how many sections the chapter has, marks the presented step (presentSteps.ts)
// scrolls to the section or figure a link names once the chapter is there, and brings the figure a
// prose link sets into view, with the way back to the sentence (figureLinks.ts).
import { type ReactNode, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { watchOverflow } from '../kit/focusableOverflow'
import { hashWith } from '../kit/host'
import type { ChapterProps } from './chapters'
import { bringFigure, figureOf } from './figureLinks'
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

  // The sentence whose link last set a figure: "Back to the text" returns to it.
  const [back, setBack] = useState<HTMLAnchorElement | null>(null)
  useEffect(() => {
    const el = root.current
    if (!el) return
    let release = () => {}
    const onClick = (e: MouseEvent) => {
      const link = e.target instanceof Element ? e.target.closest('a') : null
      const widget = link && !link.closest('.rk-widget') ? figureOf(link) : null
      if (!link || !widget || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey)
        return
      release()
      release = bringFigure(widget)
      setBack(link)
      // Following the link fires a popstate of its own (a fragment navigation): not the reader's Back.
      following = true
      setTimeout(() => {
        following = false
      })
      // The link sets its figure and leaves the others' states in the URL (a history entry, as
      // the link itself would have made).
      e.preventDefault()
      const href = link.getAttribute('href')!
      window.location.hash = hashWith(window.location.hash, widget, href.slice(href.indexOf(':') + 1))
    }
    // Back in the browser returns to the text by itself.
    let following = false
    const onPop = () => {
      if (!following) setBack(null)
    }
    el.addEventListener('click', onClick)
    window.addEventListener('popstate', onPop)
    return () => {
      release()
      el.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onPop)
    }
  }, [])
  // Once the reader is back at the sentence by any way, the offer goes.
  useEffect(() => {
    if (!back || typeof IntersectionObserver === 'undefined') return
    let left = false
    const seen = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) left = true
      else if (left) setBack(null)
    })
    seen.observe(back)
    return () => seen.disconnect()
  }, [back])
  const goBack = () => {
    back?.scrollIntoView({ block: 'center' })
    back?.focus({ preventScroll: true })
    setBack(null)
  }

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
      {back && (
        <button type="button" className="rk-button book-back-to-text" onClick={goBack}>
          ↑ Back to the text
        </button>
      )}
    </div>
  )
}
