// The switch for sticky contacts, and why it is off when the set-up is too large for them.
import { useId } from 'react'

interface Props {
  /** the reader asked for sticky contacts (the link's `stick`) */
  on: boolean
  /** why this set-up cannot have them (setup/stick.ts); null when it can */
  refusal: string | null
  onChange: (on: boolean) => void
}

export function StickSwitch({ on, refusal, onChange }: Props) {
  const why = useId()
  return (
    <>
      <label>
        <input
          type="checkbox"
          checked={on && refusal === null}
          disabled={refusal !== null}
          aria-describedby={refusal ? why : undefined}
          onChange={(ev) => onChange(ev.target.checked)}
        />
        Sticky contacts (balls that touch join)
      </label>
      {refusal && (
        <p id={why} className="sandbox-notice">
          {refusal}
        </p>
      )}
    </>
  )
}
