// <Reveal w="time-of-impact" part="plot" /> in a chapter's prose: where the text derives a part of a
// staged figure (<Widget id="…" staged />). Once the marker's place has come onto the reader's
// screen, or lies above it (they read past it, or a link or a jump brought them further down), the
// figure shows that part (kit/reveal.ts).
import { useEffect, useRef } from 'react'
import { markReached } from '../kit/reveal'

export function Reveal({ w, part }: { w: string; part: string }) {
  const marker = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const el = marker.current
    if (!el) return
    let frame = 0
    const check = () => {
      frame = 0
      // A marker in a hidden section (presentation mode) has no box: not reached.
      if (el.getClientRects().length === 0 || el.getBoundingClientRect().top > window.innerHeight) return
      markReached(w, part)
      stop()
    }
    // Checked once a frame at most: a scroll fires many events per frame.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    const stop = () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('scroll', schedule, true)
      window.removeEventListener('resize', schedule)
    }
    // Captured on the document: it hears the page's scroll and any scrolling box's.
    document.addEventListener('scroll', schedule, { capture: true, passive: true })
    window.addEventListener('resize', schedule, { passive: true })
    schedule()
    return stop
  }, [w, part])
  return <span ref={marker} className="book-reveal" data-reveals={`${w}:${part}`} aria-hidden="true" />
}
