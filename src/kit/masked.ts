// Text a figure writes without an <Output> (its stage's description, a label drawn on the stage)
// may hold a number an open exercise hides (predict.ts): this is that text with those numbers
// masked, for the widget the text is drawn in.
import { useContext, useMemo } from 'react'
import { WidgetIdContext } from './Output'
import { PREDICT_MARK, maskValues, useHiddenQuantities, useHiddenValues } from './predict'

export function useMasked(text: string): string {
  const values = useHiddenValues(useContext(WidgetIdContext))
  return useMemo(() => maskValues(text, values), [text, values])
}

/**
 * A writer for values of the figure's quantity `q` that no single <Output> shows (a log of contact
 * times, a timeline's spoken position): each is written by `write`, or as the predict mark while an
 * open exercise hides `q` (predict.ts) — every one of them, since a past value gives a hidden answer
 * away as well as the current one.
 */
export function useMaskedWriter<T>(q: string, write: (value: T) => string): (value: T) => string {
  const hidden = useHiddenQuantities(useContext(WidgetIdContext)).has(q)
  return useMemo(() => (hidden ? () => PREDICT_MARK : write), [hidden, write])
}
