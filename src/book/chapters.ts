import type { ComponentType } from 'react'

export interface ChapterMeta {
  number: number
  title: string
  source: string | null
}
/** Made at build time from the chapter's source (build/outline.ts). */
export interface ChapterOutline {
  /** section 0 is the chapter's top (id "", the chapter's title); one more per `##` heading */
  sections: { id: string; title: string }[]
  exercises: string[]
}
/** What App passes a chapter's MDX body; MDX hands these props on to its wrapper, ChapterBody. */
export interface ChapterProps {
  onSectionCount?: (n: number) => void
  /** presentation mode: how many steps the presented section has */
  onStepCount?: (n: number) => void
}
/** A chapter's MDX body, as its module's default export. */
export type ChapterComponent = ComponentType<ChapterProps>

// Chapters are discovered from chapters/NN-slug.mdx: their metas and outlines (`?meta`, see
// build/chapterMeta.ts) load with the book for the contents; each body loads when it is read.
const metas = import.meta.glob<{ meta: ChapterMeta; outline: ChapterOutline }>('../../chapters/*.mdx', {
  query: '?meta',
  eager: true,
})
const bodies = import.meta.glob<{ default: ChapterComponent }>('../../chapters/*.mdx')

export interface ChapterEntry extends ChapterMeta {
  slug: string
  outline: ChapterOutline
  load: () => Promise<{ default: ChapterComponent }>
}

const slugOf = (path: string) => path.replace(/^.*\/(.*)\.mdx(\?.*)?$/, '$1')
const loaders = new Map(Object.entries(bodies).map(([path, load]) => [slugOf(path), load]))

export const chapters: ChapterEntry[] = Object.entries(metas)
  .map(([path, { meta, outline }]) => ({
    slug: slugOf(path),
    ...meta,
    outline,
    load: loaders.get(slugOf(path))!,
  }))
  .sort((a, b) => a.number - b.number)

/**
 * The chapter a `?c=<slug>` query names, or the first one; `unknown` is the name asked for when no
 * chapter has it (shortened: it comes from a link and is shown to the reader as text).
 */
export function chapterFor(search: string): { chapter: ChapterEntry; unknown: string | null } {
  const c = new URLSearchParams(search).get('c')
  const found = chapters.find((ch) => ch.slug === c)
  if (found) return { chapter: found, unknown: null }
  const unknown = c === null || c === '' ? null : c.length > 60 ? `${c.slice(0, 60)}…` : c
  return { chapter: chapters[0]!, unknown }
}
