// A measured number with its error bar, as chapter 12's read-outs write it: the value as an output
// (or the reason there is none yet), then "± error" as a second output once blocks give one.
import { Output } from '../../kit'

export interface MeasuredProps {
  /** the value's quantity name; the error's is `${q}-error` */
  q: string
  value: number | null
  error: number | null
  digits: number
  /** why there is no value yet */
  reason: string
  /** what the value is, e.g. "Z measured" */
  label: string
  /** what the error is, e.g. "standard error of Z" */
  errorLabel: string
  /** written after the number and its error (not after a reason), e.g. " radii² per time unit" */
  unit?: string
}

export function Measured({ q, value, error, digits, reason, label, errorLabel, unit = '' }: MeasuredProps) {
  return (
    <>
      <Output
        q={q}
        value={value}
        digits={digits}
        reason={reason}
        label={label}
        unit={error === null ? unit : ''}
      />
      {error !== null && (
        <>
          {' '}
          ± <Output q={`${q}-error`} value={error} digits={digits} label={errorLabel} unit={unit} />
        </>
      )}
    </>
  )
}
