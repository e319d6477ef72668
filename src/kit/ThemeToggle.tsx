import { useId, useState } from 'react'
import { THEMES, type Theme, saveTheme, storedTheme } from './theme'

const NAMES: Record<Theme, string> = {
  auto: 'System',
  light: 'Light',
  dark: 'Dark',
  contrast: 'High contrast',
}

export interface ThemeToggleProps {
  /**
   * The theme in force when the page sets one for a while (the book's presentation mode), with
   * `onChange`: the select then shows and changes that one, and the saved choice is left alone.
   */
  value?: Theme
  onChange?: (theme: Theme) => void
  label?: string
  /** the label for assistive technology only: the select names itself (a one-line header) */
  labelHidden?: boolean
}

/** A labelled select of the themes; the choice applies at once and is remembered. */
export function ThemeToggle({ value, onChange, label = 'Theme', labelHidden = false }: ThemeToggleProps) {
  const id = useId()
  const [saved, setSaved] = useState<Theme>(storedTheme)
  const controlled = value !== undefined && onChange !== undefined
  return (
    <span className="rk-theme">
      <label htmlFor={id} className={labelHidden ? 'rk-sr-only' : undefined}>
        {label}
      </label>
      <select
        id={id}
        value={controlled ? value : saved}
        onChange={(e) => {
          const next = e.currentTarget.value as Theme
          if (controlled) onChange(next)
          else {
            setSaved(next)
            saveTheme(next)
          }
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
