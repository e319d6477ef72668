// Build step (a Vite plugin, used by vite.config.ts): `chapters/NN-slug.mdx?meta` is just the
// chapter's `export const meta = {...}` statement. The contents and the pager need every
// chapter's title, but only the chapter being read needs its body, so the book loads the
// metas with the page and each body lazily.
import fs from 'node:fs'
import type { Plugin } from 'vite'

/** The `export const meta = …` statement of an MDX chapter: from its start to the next blank line. */
export function extractMeta(source: string, file: string): string {
  const start = source.search(/^export const meta\b/m)
  if (start < 0)
    throw new Error(`${file}: a chapter needs an \`export const meta = { number, title, source }\``)
  const rest = source.slice(start)
  const end = rest.search(/\n[ \t]*\n/)
  return end < 0 ? rest : rest.slice(0, end)
}

export function chapterMeta(): Plugin {
  return {
    name: 'ricochet-chapter-meta',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?')
      if (query !== 'meta' || !file!.endsWith('.mdx')) return null
      this.addWatchFile(file!)
      // Still MDX (the MDX plugin compiles it): ESM alone is a valid, empty MDX document.
      return extractMeta(fs.readFileSync(file!, 'utf8'), file!)
    },
  }
}
