// One section of a chapter (made by build/rehypeSections.ts). In presentation mode only the
// presented section is shown; the others stay mounted, so their figures keep their state and
// keep publishing the numbers the prose shows.
import { type ComponentProps, createContext, useContext } from 'react'

/** The presented section's index, or null when the whole chapter shows. */
export const PresentedSection = createContext<number | null>(null)

export function Section(props: ComponentProps<'section'> & { 'data-section'?: number | string }) {
  const presented = useContext(PresentedSection)
  const index = Number(props['data-section'])
  return <section {...props} className="book-section" hidden={presented !== null && presented !== index} />
}
