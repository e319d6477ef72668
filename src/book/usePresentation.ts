// Presentation mode for teachers: the figure large beside the derivation, which advances one step
// (a paragraph or formula, presentSteps.ts) per key press: → , PageDown (a clicker) or Space
// forward; ← , PageUp or Shift+Space back; past a section's last step into the next section.
// Kept in the query (`&present=<section>&step=<step>`) so a bookmarked or reloaded page opens
// where the class was. Steps replace the history entry; a jump (the section menu, a `#section`
// link) makes a new one, so the browser's Back returns to where the jump was made from.
import { useCallback, useEffect, useRef, useState } from 'react'
import { type Theme, applyTheme, storedTheme } from '../kit/theme'
import { hashTarget } from './hashTarget'

/** Where the presentation is; step -1 is "the section's last step" (going back into a section). */
export interface Place {
  section: number
  step: number
}

const natural = (v: string | null) => {
  const n = Number(v)
  return v !== null && Number.isInteger(n) && n >= 0 ? n : 0
}

function readPlace(): Place | null {
  const params = new URLSearchParams(window.location.search)
  if (!params.has('present')) return null
  return { section: natural(params.get('present')), step: natural(params.get('step')) }
}

/** The section holding the element the URL's hash names (a section's heading, a figure), if any. */
function hashSection(hash = window.location.hash): number | null {
  const id = hashTarget(hash)
  const section = id === null ? null : document.getElementById(id)?.closest('[data-section]')
  return section ? Number(section.getAttribute('data-section')) : null
}

function writePlace(place: Place | null, push: boolean) {
  const params = new URLSearchParams(window.location.search)
  params.delete('present')
  params.delete('step')
  if (place) params.set('present', String(place.section))
  if (place && place.step > 0) params.set('step', String(place.step))
  const query = params.toString()
  const { pathname } = window.location
  // A hash naming another section than the presented one would send a reload there: it goes.
  const named = hashSection()
  const hash = place && named !== null && named !== place.section ? '' : window.location.hash
  const url = `${pathname}${query ? `?${query}` : ''}${hash}`
  if (push) window.history.pushState(window.history.state, '', url)
  else window.history.replaceState(window.history.state, '', url)
}

// Keys that belong to what has the focus: every key in a field or a figure (its handles move with
// the arrows), Space and Enter on a button or link.
const OWNS_ALL_KEYS = 'input, select, textarea, [role="slider"], .rk-widget'
const OWNS_SPACE = 'button, a[href], summary, [role="button"]'

export function usePresentation(sectionCount: number) {
  const [place, setPlace] = useState<Place | null>(readPlace)
  // Steps in the presented section, reported by the chapter once it has marked them.
  const [stepCount, setStepCount] = useState(1)
  const last = Math.max(0, sectionCount - 1)
  const current: Place | null =
    place === null
      ? null
      : {
          section: Math.min(place.section, last),
          step: place.step < 0 ? Math.max(0, stepCount - 1) : Math.min(place.step, stepCount - 1),
        }

  // Projectors wash colours out: presenting switches to high contrast. The presenter may pick
  // another theme for the room; either way the reader's saved choice comes back afterwards.
  const [theme, setTheme] = useState<Theme>('contrast')
  const presenting = current !== null
  const section = current?.section ?? null
  const step = current?.step ?? null
  // Set by a jump, so that the place it leads to gets a history entry of its own.
  const push = useRef(false)
  const shown = useRef(current)
  shown.current = current
  useEffect(() => {
    writePlace(section === null ? null : { section, step: step ?? 0 }, push.current)
    push.current = false
  }, [section, step])
  // Back and forward bring the place their entry keeps; a `#section` link (a new entry whose
  // query still holds the old place) moves to the section it names.
  useEffect(() => {
    const onPop = () => setPlace(readPlace())
    const onHash = () => {
      const target = hashSection()
      if (target !== null)
        setPlace((p) => (p === null || p.section === target ? p : { section: target, step: 0 }))
    }
    window.addEventListener('popstate', onPop)
    window.addEventListener('hashchange', onHash)
    return () => {
      window.removeEventListener('popstate', onPop)
      window.removeEventListener('hashchange', onHash)
    }
  }, [])
  useEffect(() => {
    document.documentElement.toggleAttribute('data-present', presenting)
    applyTheme(presenting ? theme : storedTheme())
  }, [presenting, theme])

  /** Moves one step; past either end of a section into the next or previous one. */
  const advance = useCallback(
    (delta: 1 | -1) =>
      setPlace((p) => {
        if (p === null) return p
        const s = Math.min(p.section, last)
        const at = p.step < 0 ? stepCount - 1 : Math.min(p.step, stepCount - 1)
        if (delta > 0)
          return at < stepCount - 1
            ? { section: s, step: at + 1 }
            : s < last
              ? { section: s + 1, step: 0 }
              : p
        return at > 0 ? { section: s, step: at - 1 } : s > 0 ? { section: s - 1, step: -1 } : p
      }),
    [last, stepCount],
  )
  const goTo = useCallback((target: Place) => {
    const from = shown.current
    push.current = from === null || from.section !== target.section || from.step !== target.step
    setPlace(target)
  }, [])
  // Presenting starts at the section a link led to, else at the chapter's start.
  const toggle = useCallback(
    () => setPlace((p) => (p === null ? { section: hashSection() ?? 0, step: 0 } : null)),
    [],
  )

  useEffect(() => {
    if (!presenting) return
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return
      const target = e.target as HTMLElement | null
      if (target?.closest(OWNS_ALL_KEYS) || (e.key === ' ' && target?.closest(OWNS_SPACE))) return
      if (e.key === 'ArrowRight' || e.key === 'PageDown' || (e.key === ' ' && !e.shiftKey)) advance(1)
      else if (e.key === 'ArrowLeft' || e.key === 'PageUp' || (e.key === ' ' && e.shiftKey)) advance(-1)
      else if (e.key === 'Escape') toggle()
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [presenting, advance, toggle])

  return {
    /** the presented place, or null when not presenting */
    place: current,
    stepCount,
    setStepCount,
    advance,
    goTo,
    toggle,
    /** the theme in force while presenting, or null when not presenting */
    theme: presenting ? theme : null,
    setTheme,
  }
}
