// The search box in the book's header. The index (each chapter's `?search` module) loads the
// first time the reader focuses the box, so readers who never search never download it.
// Keyboard: type, ↓ into the results, ↑/↓ between them, Enter follows one, Escape closes.
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { type ChapterEntry, chapters } from './chapters'
import { type IndexedSection, type SearchHit, searchBook } from './search'

const sources = import.meta.glob<IndexedSection[]>('../../chapters/*.mdx', {
  query: '?search',
  import: 'sections',
})

let index: Promise<IndexedSection[]> | null = null
function loadIndex(): Promise<IndexedSection[]> {
  index ??= Promise.all(
    chapters.map(async (ch) => {
      const path = Object.keys(sources).find((p) => p.endsWith(`/${ch.slug}.mdx`))
      const sections = path ? await sources[path]!() : []
      const chapter = `${ch.number}. ${ch.title}`
      return sections.map((s) => ({ ...s, slug: ch.slug, chapter, title: s.title || ch.title }))
    }),
  ).then((all) => all.flat())
  return index
}

const hrefOf = (hit: SearchHit, current: ChapterEntry) =>
  hit.slug === current.slug ? `#${hit.id || 'chapter'}` : `?c=${hit.slug}${hit.id ? `#${hit.id}` : ''}`

export function Search({ chapter }: { chapter: ChapterEntry }) {
  const [query, setQuery] = useState('')
  const [hits, setHits] = useState<SearchHit[] | null>(null)
  const [open, setOpen] = useState(false)
  const list = useRef<HTMLUListElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const listId = useId()

  const run = async (q: string) => {
    setQuery(q)
    setOpen(true)
    const found = searchBook(await loadIndex(), q)
    // A slower earlier search must not overwrite a later one's results.
    if (input.current?.value === q) setHits(q.trim() === '' ? null : found)
  }
  const links = () => [...(list.current?.querySelectorAll('a') ?? [])]
  const onKey = (e: KeyboardEvent) => {
    const all = links()
    const at = all.indexOf(document.activeElement as HTMLAnchorElement)
    if (e.key === 'ArrowDown') all[Math.min(all.length - 1, at + 1)]?.focus()
    else if (e.key === 'ArrowUp') (at <= 0 ? input.current : all[at - 1])?.focus()
    else if (e.key === 'Escape') {
      setOpen(false)
      input.current?.focus()
    } else return
    e.preventDefault()
  }
  const shown = open && hits !== null

  return (
    <search
      className="book-search"
      onKeyDown={onKey}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault()
          links()[0]?.click()
        }}
      >
        <label htmlFor={inputId} className="rk-sr-only">
          Search the book
        </label>
        <input
          ref={input}
          id={inputId}
          type="search"
          className="book-search-input"
          placeholder="Search the book"
          autoComplete="off"
          aria-controls={listId}
          value={query}
          onFocus={() => {
            loadIndex()
            setOpen(true)
          }}
          onChange={(e) => run(e.target.value)}
        />
      </form>
      <div className="book-search-results" hidden={!shown}>
        <p role="status" className="book-search-count">
          {hits === null
            ? ''
            : hits.length === 0
              ? 'Nothing found.'
              : `${hits.length === 12 ? 'The first 12' : hits.length} sections found.`}
        </p>
        <ul ref={list} id={listId}>
          {(hits ?? []).map((hit) => (
            <li key={`${hit.slug}#${hit.id}`}>
              <a className="book-search-hit" href={hrefOf(hit, chapter)} onClick={() => setOpen(false)}>
                <span className="book-search-title">{hit.title}</span>
                <span className="book-search-chapter">{hit.chapter}</span>
                <span className="book-search-snippet">{hit.snippet}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </search>
  )
}
