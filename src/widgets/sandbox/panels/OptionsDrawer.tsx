// The table's options behind one button on a phone, where the table and its run come first
// (sandbox.css); on a wider screen the button is not shown and the options sit in the toolbar.
import { type ReactNode, useId, useState } from 'react'

export function OptionsDrawer({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <>
      <button
        type="button"
        className="rk-button sandbox-options-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        Options: restitution, border, what the table shows
      </button>
      <div id={id} className="sandbox-options-drawer" data-open={open}>
        {children}
      </div>
    </>
  )
}
