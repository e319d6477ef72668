import type { ComponentType } from 'react'

export interface ChapterMeta {
  number: number
  title: string
  source: string | null
}
interface ChapterModule {
  default: ComponentType
  meta: ChapterMeta
}

// Chapters are discovered from chapters/NN-slug.mdx. Their prose is small and loads with the
// book; the widgets inside them load lazily through the registry.
const modules = import.meta.glob<ChapterModule>('../../chapters/*.mdx', { eager: true })

export interface ChapterEntry extends ChapterMeta {
  slug: string
  Body: ComponentType
}

export const chapters: ChapterEntry[] = Object.entries(modules)
  .map(([path, mod]) => ({ slug: path.replace(/^.*\/(.*)\.mdx$/, '$1'), Body: mod.default, ...mod.meta }))
  .sort((a, b) => a.number - b.number)
