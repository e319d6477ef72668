// Presentation mode's controls: the step buttons (the keys do the same, usePresentation.ts), where
// the class is, and a menu of the chapter's sections to jump to, with a way back to where the
// jump was made from (a question from the room, then on with the lesson).
import { useState } from 'react'
import type { ChapterEntry } from './chapters'
import type { Place } from './usePresentation'

export interface PresentNavProps {
  chapter: ChapterEntry
  place: Place
  sectionCount: number
  stepCount: number
  advance: (delta: 1 | -1) => void
  goTo: (place: Place) => void
}

export function PresentNav({ chapter, place, sectionCount, stepCount, advance, goTo }: PresentNavProps) {
  const [back, setBack] = useState<Place | null>(null)
  const titles = chapter.outline.sections.map((s, i) => (i === 0 ? chapter.title : s.title))
  const atStart = place.section === 0 && place.step === 0
  const atEnd = place.section >= sectionCount - 1 && place.step >= stepCount - 1
  return (
    <nav aria-label="Presentation" className="book-present-nav">
      <button type="button" className="rk-button" onClick={() => advance(-1)} disabled={atStart}>
        ← Back
      </button>
      <button type="button" className="rk-button" onClick={() => advance(1)} disabled={atEnd}>
        Next →
      </button>
      <span className="book-present-where" aria-live="polite">
        Step {place.step + 1} of {stepCount}
      </span>
      <label className="book-present-jump">
        <span className="rk-sr-only">Section</span>
        <select
          value={place.section}
          onChange={(e) => {
            setBack(place)
            goTo({ section: Number(e.target.value), step: 0 })
          }}
        >
          {titles.slice(0, Math.max(sectionCount, 1)).map((title, i) => (
            <option key={title + String(i)} value={i}>
              {i}. {title}
            </option>
          ))}
        </select>
      </label>
      {back !== null && back.section !== place.section && (
        <button
          type="button"
          className="rk-button book-present-return"
          onClick={() => {
            goTo(back)
            setBack(null)
          }}
        >
          Back to “{titles[back.section]}”
        </button>
      )}
    </nav>
  )
}
