// The book's contents: every chapter with its sections (made at build time from the `##`
// headings), and how many of its exercises the reader has done (their record in localStorage,
// exerciseProgress.ts). The chapter being read shows its sections; the others fold them away.
import { useEffect, useState } from 'react'
import { type ChapterEntry, chapters } from './chapters'
import { storedProgress } from './exerciseProgress'

function doneCounts(): Map<string, number> {
  const stored = storedProgress()
  return new Map(
    chapters.map((ch) => [ch.slug, ch.outline.exercises.filter((id) => stored.get(id)?.done).length]),
  )
}

function useDoneCounts(): Map<string, number> {
  const [done, setDone] = useState(doneCounts)
  useEffect(() => {
    const update = () => setDone(doneCounts())
    // Another tab's progress (storage) as well as this page's (ricochet-progress).
    window.addEventListener('ricochet-progress', update)
    window.addEventListener('storage', update)
    return () => {
      window.removeEventListener('ricochet-progress', update)
      window.removeEventListener('storage', update)
    }
  }, [])
  return done
}

function ChapterItem({ ch, current, done }: { ch: ChapterEntry; current: boolean; done: number }) {
  const [open, setOpen] = useState(current)
  const total = ch.outline.exercises.length
  const sections = ch.outline.sections.slice(1)
  const listId = `book-sections-${ch.slug}`
  const base = current ? '' : `?c=${ch.slug}`
  return (
    <li>
      <div className="book-contents-row">
        <a className="book-chapter-link" href={`?c=${ch.slug}`} aria-current={current ? 'page' : undefined}>
          <span className="book-chapter-number">{ch.number}.</span> {ch.title}
        </a>
        {total > 0 && (
          <span className="book-progress" data-done={done === total ? '' : undefined}>
            {done}/{total}
            <span className="rk-sr-only"> exercises done</span>
          </span>
        )}
        {sections.length > 0 && (
          <button
            type="button"
            className="book-sections-toggle"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={`Sections of chapter ${ch.number}`}
            onClick={() => setOpen(!open)}
          />
        )}
      </div>
      {sections.length > 0 && (
        <ol id={listId} className="book-contents-sections" hidden={!open}>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`${base}#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      )}
    </li>
  )
}

export function Contents({ chapter }: { chapter: ChapterEntry }) {
  const [open, setOpen] = useState(false)
  const done = useDoneCounts()
  return (
    <nav aria-label="Chapters" className="book-contents" data-open={open ? '' : undefined}>
      <h2 className="book-contents-title">
        {/* Below 1600 px the list folds behind this button: on a phone it would push the chapter a screen
            down, on a laptop it would take the width a figure needs to fit the screen (book.css). */}
        <button
          type="button"
          className="rk-button book-contents-toggle"
          aria-expanded={open}
          aria-controls="book-contents-list"
          onClick={() => setOpen(!open)}
        >
          Contents
        </button>
        <span className="book-contents-label">Contents</span>
      </h2>
      <ol id="book-contents-list">
        {chapters.map((ch) => (
          <ChapterItem key={ch.slug} ch={ch} current={ch === chapter} done={done.get(ch.slug) ?? 0} />
        ))}
      </ol>
    </nav>
  )
}
