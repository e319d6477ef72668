// Text a figure writes without an <Output> (its stage's description, a label drawn on the stage)
// may hold a number an open exercise hides (predict.ts): this is that text with those numbers
// masked, for the widget the text is drawn in.
import { useContext, useMemo } from 'react'
import { WidgetIdContext } from './Output'
import { maskValues, useHiddenValues } from './predict'

export function useMasked(text: string): string {
  const values = useHiddenValues(useContext(WidgetIdContext))
  return useMemo(() => maskValues(text, values), [text, values])
}
