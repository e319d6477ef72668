import { MDXProvider } from '@mdx-js/react'
import { Suspense, lazy, useEffect, useState } from 'react'
import { WidgetHostContext } from '../kit/host'
import { ThemeToggle } from '../kit/ThemeToggle'
import { chapterFor, chapters } from './chapters'
import { mdxComponents } from './mdxComponents'
import { PresentedSection } from './Section'
import { usePresentation } from './usePresentation'

const BOOK_HOST = { mode: 'book', headingLevel: 3 } as const

export function App() {
  const [{ chapter, unknown }] = useState(() => chapterFor(window.location.search))
  const [Body] = useState(() => lazy(chapter.load))
  const index = chapters.indexOf(chapter)
  const prev = chapters[index - 1]
  const next = chapters[index + 1]
  const [sectionCount, setSectionCount] = useState(1)
  const present = usePresentation(sectionCount)
  const [contentsOpen, setContentsOpen] = useState(false)

  useEffect(() => {
    document.title = `${chapter.title} — Ricochet`
  }, [chapter])

  return (
    <div className="book">
      <a className="book-skip" href="#chapter">
        Skip to the chapter
      </a>
      <header className="book-header">
        <a className="book-name" href="?">
          Ricochet
        </a>
        <div className="book-tools">
          {present.theme === null ? (
            <ThemeToggle />
          ) : (
            <ThemeToggle value={present.theme} onChange={present.setTheme} label="Theme while presenting" />
          )}
          <button
            type="button"
            className="rk-button book-present"
            aria-pressed={present.section !== null}
            onClick={present.toggle}
          >
            {present.section === null ? 'Present' : 'Exit presentation'}
          </button>
        </div>
      </header>
      <nav aria-label="Chapters" className="book-contents" data-open={contentsOpen ? '' : undefined}>
        <h2 className="book-contents-title">
          {/* On a phone the list would push the chapter a screen down: there it folds behind this button. */}
          <button
            type="button"
            className="rk-button book-contents-toggle"
            aria-expanded={contentsOpen}
            aria-controls="book-contents-list"
            onClick={() => setContentsOpen(!contentsOpen)}
          >
            Contents
          </button>
          <span className="book-contents-label">Contents</span>
        </h2>
        <ol id="book-contents-list">
          {chapters.map((ch) => (
            <li key={ch.slug}>
              <a href={`?c=${ch.slug}`} aria-current={ch === chapter ? 'page' : undefined}>
                <span className="book-chapter-number">{ch.number}.</span> {ch.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <main id="chapter" className="book-chapter" tabIndex={-1}>
        {unknown !== null && (
          <p className="rk-notice book-unknown-chapter" role="status">
            No chapter is called “{unknown}”, so here is chapter {chapter.number}, {chapter.title}. The
            contents list every chapter.
          </p>
        )}
        <WidgetHostContext.Provider value={BOOK_HOST}>
          <MDXProvider components={mdxComponents}>
            <PresentedSection.Provider value={present.section}>
              <Suspense fallback={<p className="book-loading">Loading the chapter…</p>}>
                <Body onSectionCount={setSectionCount} />
              </Suspense>
            </PresentedSection.Provider>
          </MDXProvider>
        </WidgetHostContext.Provider>
        {present.section !== null && (
          <nav aria-label="Sections" className="book-section-nav">
            <button
              type="button"
              className="rk-button"
              onClick={() => present.go(-1)}
              disabled={present.section === 0}
            >
              Previous section
            </button>
            <span>
              Section {present.section + 1} of {sectionCount}
            </span>
            <button
              type="button"
              className="rk-button"
              onClick={() => present.go(1)}
              disabled={present.section >= sectionCount - 1}
            >
              Next section
            </button>
          </nav>
        )}
        <nav aria-label="Previous and next chapter" className="book-pager">
          {prev ? (
            <a href={`?c=${prev.slug}`} rel="prev">
              ← {prev.number}. {prev.title}
            </a>
          ) : (
            <span />
          )}
          {next && (
            <a href={`?c=${next.slug}`} rel="next">
              {next.number}. {next.title} →
            </a>
          )}
        </nav>
      </main>
    </div>
  )
}
