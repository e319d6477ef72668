// Presentation mode for teachers: large type, high contrast, one section at a time. Kept in
// the query (`&present=<section>`) so a bookmarked or reloaded page opens where the class was.
import { useCallback, useEffect, useState } from 'react'
import { type Theme, applyTheme, storedTheme } from '../kit/theme'

function readSection(): number | null {
  const v = new URLSearchParams(window.location.search).get('present')
  if (v === null) return null
  const n = Number(v)
  return Number.isInteger(n) && n >= 0 ? n : 0
}

function writeSection(section: number | null) {
  const params = new URLSearchParams(window.location.search)
  if (section === null) params.delete('present')
  else params.set('present', String(section))
  const { pathname, hash } = window.location
  window.history.replaceState(window.history.state, '', `${pathname}?${params}${hash}`)
}

export function usePresentation(sectionCount: number) {
  const [section, setSection] = useState<number | null>(readSection)
  const last = Math.max(0, sectionCount - 1)
  const current = section === null ? null : Math.min(section, last)

  // Projectors wash colours out: presenting switches to high contrast. The presenter may pick
  // another theme for the room; either way the reader's saved choice comes back afterwards.
  const [theme, setTheme] = useState<Theme>('contrast')
  const presenting = current !== null
  useEffect(() => {
    writeSection(current)
  }, [current])
  useEffect(() => {
    document.documentElement.toggleAttribute('data-present', presenting)
    applyTheme(presenting ? theme : storedTheme())
  }, [presenting, theme])

  const go = useCallback(
    (delta: number) => setSection((s) => (s === null ? s : Math.max(0, Math.min(last, s + delta)))),
    [last],
  )
  const toggle = useCallback(() => setSection((s) => (s === null ? 0 : null)), [])

  // PageDown / PageUp step through sections like a slide clicker, unless a control has focus.
  useEffect(() => {
    if (current === null) return
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null
      if (target?.closest('input, select, textarea, [role="button"]')) return
      if (e.key === 'PageDown') go(1)
      else if (e.key === 'PageUp') go(-1)
      else if (e.key === 'Escape') toggle()
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [current, go, toggle])

  /** the theme in force while presenting, or null when not presenting */
  return { section: current, go, toggle, theme: presenting ? theme : null, setTheme }
}
