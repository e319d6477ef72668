// One section of a chapter (made by build/rehypeSections.ts). In presentation mode only the
// presented section's prose shows (and the figure that belongs beside it, presentSteps.ts); the
// others stay mounted, so their figures keep their state and keep publishing the numbers the
// prose shows.
import { type ComponentProps, createContext, useContext } from 'react'

/** The presented place (section and step), or null when the whole chapter shows. */
export const PresentedSection = createContext<{ section: number; step: number } | null>(null)

export function Section(props: ComponentProps<'section'> & { 'data-section'?: number | string }) {
  const presented = useContext(PresentedSection)
  const index = Number(props['data-section'])
  const off = presented !== null && presented.section !== index
  return <section {...props} className="book-section" data-off={off ? '' : undefined} />
}
