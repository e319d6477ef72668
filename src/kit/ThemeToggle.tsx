import { useId, useState } from 'react'
import { THEMES, type Theme, saveTheme, storedTheme } from './theme'

const NAMES: Record<Theme, string> = {
  auto: 'System',
  light: 'Light',
  dark: 'Dark',
  contrast: 'High contrast',
}

/** A labelled select of the themes; the choice applies at once and is remembered. */
export function ThemeToggle() {
  const id = useId()
  const [theme, setTheme] = useState<Theme>(storedTheme)
  return (
    <span className="rk-theme">
      <label htmlFor={id}>Theme</label>
      <select
        id={id}
        value={theme}
        onChange={(e) => {
          const next = e.currentTarget.value as Theme
          setTheme(next)
          saveTheme(next)
        }}
      >
        {THEMES.map((t) => (
          <option key={t} value={t}>
            {NAMES[t]}
          </option>
        ))}
      </select>
    </span>
  )
}
