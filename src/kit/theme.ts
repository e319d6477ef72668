// The reader's theme choice: auto (follows the system), light, dark or high contrast. Stored per
// browser and applied as data-theme on <html>; kit.css does the rest.
export const THEMES = ['auto', 'light', 'dark', 'contrast'] as const
export type Theme = (typeof THEMES)[number]
const KEY = 'ricochet-theme'

const isTheme = (v: unknown): v is Theme => typeof v === 'string' && (THEMES as readonly string[]).includes(v)

export function storedTheme(): Theme {
  try {
    const v = localStorage.getItem(KEY)
    return isTheme(v) ? v : 'auto'
  } catch {
    return 'auto'
  }
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'auto') root.removeAttribute('data-theme')
  else root.setAttribute('data-theme', theme)
}

export function saveTheme(theme: Theme): void {
  applyTheme(theme)
  try {
    localStorage.setItem(KEY, theme)
  } catch {
    // Storage can be off (private windows, sandboxed iframes): the choice then lasts the visit.
  }
}

/** A theme named by a URL parameter (embeds: `embed.html?w=...&theme=dark`), if valid. */
export function themeFromParam(search: string): Theme | null {
  const v = new URLSearchParams(search).get('theme')
  return isTheme(v) ? v : null
}
