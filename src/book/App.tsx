import { MDXProvider } from '@mdx-js/react'
import { Suspense, lazy, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { WidgetHostContext } from '../kit/host'
import { ThemeToggle } from '../kit/ThemeToggle'
import { chapterFor, chapters } from './chapters'
import { Contents } from './Contents'
import { mdxComponents } from './mdxComponents'
import { OfflineStatus } from './OfflineStatus'
import { PresentNav } from './PresentNav'
import { Search } from './Search'
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
  const header = useRef<HTMLElement>(null)
  const presenting = present.place !== null

  // While presenting, the header stays on screen and the figure is fixed just below it.
  useLayoutEffect(() => {
    const el = header.current
    if (!el || !presenting) return
    const root = document.documentElement
    const measure = () =>
      root.style.setProperty('--present-top', `${el.getBoundingClientRect().height + 8}px`)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--present-top')
    }
  }, [presenting])

  useEffect(() => {
    document.title = `${chapter.title} — Ricochet`
  }, [chapter])

  return (
    <div className="book">
      <a className="book-skip" href="#chapter">
        Skip to the chapter
      </a>
      <header className="book-header" ref={header}>
        <a className="book-name" href="?">
          Ricochet
        </a>
        <Search chapter={chapter} />
        {present.place !== null && (
          <PresentNav
            chapter={chapter}
            place={present.place}
            sectionCount={sectionCount}
            stepCount={present.stepCount}
            advance={present.advance}
            goTo={present.goTo}
          />
        )}
        <div className="book-tools">
          <OfflineStatus />
          {present.theme === null ? (
            <ThemeToggle />
          ) : (
            <ThemeToggle
              value={present.theme}
              onChange={present.setTheme}
              label="Theme while presenting"
              labelHidden
            />
          )}
          <button
            type="button"
            className="rk-button book-present"
            aria-pressed={present.place !== null}
            onClick={present.toggle}
          >
            {present.place === null ? 'Present' : 'Exit presentation'}
          </button>
        </div>
      </header>
      <Contents chapter={chapter} />
      <main id="chapter" className="book-chapter" tabIndex={-1}>
        {unknown !== null && (
          <p className="rk-notice book-unknown-chapter" role="status">
            No chapter is called “{unknown}”, so here is chapter {chapter.number}, {chapter.title}. The
            contents list every chapter.
          </p>
        )}
        <WidgetHostContext.Provider value={BOOK_HOST}>
          <MDXProvider components={mdxComponents}>
            <PresentedSection.Provider value={present.place}>
              <Suspense fallback={<p className="book-loading">Loading the chapter…</p>}>
                <Body onSectionCount={setSectionCount} onStepCount={present.setStepCount} />
              </Suspense>
            </PresentedSection.Provider>
          </MDXProvider>
        </WidgetHostContext.Provider>
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
