// Build step (a Vite plugin, used by vite.config.ts): two small modules per chapter, made without
// compiling its body. `chapters/NN-slug.mdx?meta` is the chapter's `export const meta = {...}`
// statement and its `outline` (section ids and titles, exercise ids): the contents and the pager
// need every chapter's, but only the chapter being read needs its body, so the book loads the
// metas with the page and each body lazily. `?search` is the outline with each section's prose,
// loaded only when the reader searches.
import fs from 'node:fs'
import type { Plugin } from 'vite'
import { outlineOf } from './outline.ts'

/** The `export const meta = …` statement of an MDX chapter: from its start to the next blank line. */
export function extractMeta(source: string, file: string): string {
  const start = source.search(/^export const meta\b/m)
  if (start < 0)
    throw new Error(`${file}: a chapter needs an \`export const meta = { number, title, source }\``)
  const rest = source.slice(start)
  const end = rest.search(/\n[ \t]*\n/)
  return end < 0 ? rest : rest.slice(0, end)
}

/** The `?meta` and `?search` modules' text for one chapter's source; null for other queries. */
export function chapterModule(source: string, file: string, query: string): string | null {
  if (query === 'meta') {
    const { sections, exercises } = outlineOf(source)
    const outline = { sections: sections.map(({ id, title }) => ({ id, title })), exercises }
    return `${extractMeta(source, file)}\n\nexport const outline = ${JSON.stringify(outline)}\n`
  }
  if (query === 'search') return `export const sections = ${JSON.stringify(outlineOf(source).sections)}\n`
  return null
}

export function chapterMeta(): Plugin {
  return {
    name: 'ricochet-chapter-meta',
    enforce: 'pre',
    load(id) {
      const [file, query = ''] = id.split('?')
      if (!file!.endsWith('.mdx')) return null
      const source = query === 'meta' || query === 'search' ? fs.readFileSync(file!, 'utf8') : null
      if (source === null) return null
      this.addWatchFile(file!)
      // Still MDX (the MDX plugin compiles it): ESM alone is a valid, empty MDX document.
      return chapterModule(source, file!, query)
    },
  }
}
