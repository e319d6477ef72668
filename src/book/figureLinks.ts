// A prose link that sets a figure (`[graze](#stable-roots:A=0,0&…)`) brings the figure to the
// reader: the browser follows the link as usual (a history entry, so Back returns to the text),
// then the figure is scrolled into view (at once under prefers-reduced-motion), its read-outs
// that the link changed are marked for a moment, and the chapter offers the way back to the
// sentence (ChapterBody's "Back to the text").
import { prefersReducedMotion } from '../kit/TimeScrubber'

/** How long the figure and its changed read-outs stay marked. */
export const MARK_MS = 2500

/** The widget a same-page link sets, or null for any other link. */
export function figureOf(link: HTMLAnchorElement): string | null {
  const href = link.getAttribute('href') ?? ''
  if (!href.startsWith('#')) return null
  const colon = href.indexOf(':')
  if (colon < 2) return null
  try {
    return decodeURIComponent(href.slice(1, colon))
  } catch {
    return null
  }
}

const valuesIn = (figure: Element) =>
  new Map([...figure.querySelectorAll('output[data-quantity]')].map((o) => [o, o.getAttribute('data-value')]))

/**
 * After a click on a link that sets `widget`: once the figure shows the new state, scrolls it into
 * view, focuses it, and marks it and every read-out whose value changed. Returns the cleanup.
 */
export function bringFigure(widget: string): () => void {
  const figure = document.getElementById(`widget-${widget}`)
  if (!figure) return () => {}
  const before = valuesIn(figure)
  let timer = 0
  let frame = 0
  const marked: Element[] = []
  // Two frames: the hashchange, then the figure's render with the new state.
  frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      figure.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      if (!figure.hasAttribute('tabindex')) figure.setAttribute('tabindex', '-1')
      ;(figure as HTMLElement).focus({ preventScroll: true })
      marked.push(figure)
      for (const [output, value] of valuesIn(figure))
        if (before.has(output) && before.get(output) !== value) marked.push(output)
      for (const el of marked) el.setAttribute('data-just-set', '')
      timer = window.setTimeout(unmark, MARK_MS)
    })
  })
  function unmark() {
    for (const el of marked) el.removeAttribute('data-just-set')
  }
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
    unmark()
  }
}
