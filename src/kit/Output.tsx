// Every live number on the page (docs/design.md, "The widget contract"): an <output> with the raw value in data-value and
// the rounded one as text. Where there is no number it says why, never NaN or Infinity.
import { Fragment, createContext, memo, useContext, useLayoutEffect } from 'react'
import { type Digits, type LiveValue, digitGroups, formatLive } from './format'
import { type LiveEntry, LiveStoreContext } from './liveStore'
import { PREDICT_MARK, useHiddenQuantities } from './predict'

/** The id of the widget whose outputs are being drawn; WidgetFrame provides it. */
export const WidgetIdContext = createContext<string | null>(null)

export interface OutputProps {
  /** the quantity's name, e.g. "t1"; prose binds to it with <Live w="<widget>" q="t1" /> */
  q: string
  value: LiveValue
  /** shown when value is null, undefined or not finite, e.g. "no real roots" */
  reason?: string
  /** decimals shown, or 'all' (the raw value stays in data-value) */
  digits?: Digits
  /** appended to the text, e.g. " rad" */
  unit?: string
  /** accessible name when the surrounding text does not already say what this is */
  label?: string
}

// What an output with no number and no reason says: never the word "undefined".
const NO_VALUE = 'none'

/** The raw value as written into data-value: the exact number, the word, or "" for none. */
export function rawValue(value: LiveValue): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  return value ?? ''
}

/** What an output publishes for prose: its value as it writes it, or why it has none. */
export function liveEntryOf({ value, reason, digits = 3, unit = '' }: OutputProps): LiveEntry {
  return formatLive(value, digits) === null
    ? { value: null, reason: reason ?? NO_VALUE }
    : { value, digits, unit }
}

/**
 * Draws one live number and publishes it for prose bound to the same widget. Its props are plain
 * values, so an output whose number did not change skips the re-render a drag elsewhere causes.
 */
export const Output = memo(function Output({ q, value, reason, digits = 3, unit = '', label }: OutputProps) {
  const widget = useContext(WidgetIdContext)
  const { publish } = useContext(LiveStoreContext)
  const hidden = useHiddenQuantities(widget).has(q)
  const text = formatLive(value, digits)
  // Published with the commit, so prose numbers change in the same frame as the figure, and a drag
  // move needs no separate task for passive effects.
  useLayoutEffect(() => {
    if (widget) publish(widget, q, liveEntryOf({ q, value, reason, digits, unit }))
  }, [publish, widget, q, value, reason, digits, unit])
  return (
    <OutputView q={q} value={value} text={text} reason={reason} unit={unit} label={label} hidden={hidden} />
  )
})

/** A number whose lines break only between its digit groups (digitGroups; kit.css keeps it whole otherwise). */
function Groups({ text }: { text: string }) {
  const pieces = digitGroups(text)
  return pieces.map((piece, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in order
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {piece}
    </Fragment>
  ))
}

export interface OutputViewProps {
  q: string
  value: LiveValue
  text: string | null
  reason?: string
  unit?: string
  label?: string
  /** set on prose numbers (<Live>): the widget they are bound to */
  boundTo?: string
  /** an open exercise asks for this number (predict.ts): show "?" until it is answered */
  hidden?: boolean
  /** every digit is shown on purpose (a rounding error made visible): marked data-all-digits */
  allDigits?: boolean
}

export function OutputView({
  q,
  value,
  text,
  reason,
  unit,
  label,
  boundTo,
  hidden,
  allDigits,
}: OutputViewProps) {
  if (hidden)
    return (
      <output
        className="rk-output rk-predict"
        data-quantity={q}
        data-bound-to={boundTo}
        data-value={text === null ? '' : rawValue(value)}
        data-predict=""
        aria-label={label}
        title="Yours to work out: shown once you answer the exercise"
        aria-live="off"
      >
        {PREDICT_MARK}
      </output>
    )
  return (
    <output
      className={`rk-output${text === null ? ' rk-no-value' : ''}`}
      data-quantity={q}
      data-bound-to={boundTo}
      data-value={text === null ? '' : rawValue(value)}
      data-all-digits={allDigits ? '' : undefined}
      aria-label={label}
      // An <output> is a polite live region by default; during a drag that would read out every
      // number on every move. The handles announce their positions instead.
      aria-live="off"
    >
      {text === null ? (reason ?? NO_VALUE) : <Groups text={`${text}${unit ?? ''}`} />}
    </output>
  )
}
