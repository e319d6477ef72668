import { chapters } from './chapters'

function currentChapter() {
  const c = new URLSearchParams(window.location.search).get('c')
  return chapters.find((ch) => ch.slug === c) ?? chapters[0]!
}

export function App() {
  const chapter = currentChapter()
  return (
    <div className="book">
      <nav aria-label="Chapters" className="contents">
        <ol>
          {chapters.map((ch) => (
            <li key={ch.slug}>
              <a href={`?c=${ch.slug}`} aria-current={ch === chapter ? 'page' : undefined}>
                {ch.number}. {ch.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <main className="chapter">
        <chapter.Body />
      </main>
    </div>
  )
}
