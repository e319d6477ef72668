// The book's search: every section's prose, indexed at build time (build/outline.ts, `?search`),
// searched in the page. A few hundred sections need no index structure: a section matches when it
// holds every word of the query, and ranks by where and how often they occur.

export interface IndexedSection {
  slug: string
  chapter: string
  /** the section's id, "" for the chapter's top */
  id: string
  title: string
  text: string
}
export interface SearchHit {
  slug: string
  chapter: string
  id: string
  title: string
  /** the text around the first match, with … where it was cut */
  snippet: string
}

/** Lower case without accents, so "resume" finds "résumé" and "Cramer" finds "cramer". */
export const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

const SNIPPET = 70

function snippetOf(text: string, at: number): string {
  const start = Math.max(0, at - SNIPPET / 2)
  const end = Math.min(text.length, start + SNIPPET * 2)
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
}

/** How often `word` starts a word of `haystack` ("a" counts in "a ball", not in "can"). */
function occurrences(haystack: string, word: string): number {
  let n = 0
  for (let i = haystack.indexOf(word); i >= 0; i = haystack.indexOf(word, i + 1))
    if (i === 0 || !/[\p{L}\p{N}]/u.test(haystack[i - 1]!)) n++
  return n
}

// A title that holds the whole query as written outranks any count of scattered words.
const PHRASE_IN_TITLE = 1000

export function searchBook(index: readonly IndexedSection[], query: string, limit = 12): SearchHit[] {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  const scored: { hit: SearchHit; score: number; order: number }[] = []
  index.forEach((s, order) => {
    const title = fold(s.title)
    const text = fold(s.text)
    let score = 0
    for (const w of words) {
      const inTitle = occurrences(title, w)
      const inText = occurrences(text, w)
      if (inTitle + inText === 0) return
      score += 5 * inTitle + Math.min(inText, 10)
    }
    if (title.includes(words.join(' '))) score += PHRASE_IN_TITLE
    // fold() keeps the length of the ASCII text it lowers, so a position in `text` is one in s.text
    // for the book's prose (accented letters may shift a snippet by a character, never break it).
    const at = text.indexOf(words[0]!)
    const snippet = at < 0 ? s.text.slice(0, SNIPPET * 2) : snippetOf(s.text, at)
    scored.push({
      hit: { slug: s.slug, chapter: s.chapter, id: s.id, title: s.title, snippet },
      score,
      order,
    })
  })
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((x) => x.hit)
}
