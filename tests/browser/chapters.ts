// The book's chapters as the browser tests find them: chapters/NN-slug.mdx, read by the build's own
// parser (src/book/build/outline.ts), so a new chapter is tested without an edit here. The unit
// test tests/unit/chapter-integrity.test.ts holds each file to its name (NN is meta.number) and
// its one `#` heading to meta.title.
import fs from 'node:fs'
import path from 'node:path'
import { type Outline, type Placed, outlineOf, placedIn } from '../../src/book/build/outline'

export interface Chapter extends Outline, Placed {
  slug: string
  number: number
  title: string
  /** the MDX source */
  source: string
}

/** Every chapter, in reading order. */
export function readChapters(): Chapter[] {
  const list = fs
    .readdirSync('chapters')
    // Every MDX file, as the book's own glob (src/book/chapters.ts) takes them.
    .filter((f) => f.endsWith('.mdx'))
    .sort()
    .map((f) => {
      const source = fs.readFileSync(path.join('chapters', f), 'utf8')
      const outline = outlineOf(source)
      return {
        slug: path.basename(f, '.mdx'),
        number: Number(f.slice(0, 2)),
        title: outline.sections[0]!.title,
        source,
        ...outline,
        ...placedIn(source),
      }
    })
  if (list.length === 0) throw new Error('no chapters/NN-slug.mdx: the chapter tests have nothing to test')
  return list
}

/** A chapter's sections' titles as the contents show them (the top, section 0, left out). */
export const sectionTitles = (c: Chapter): string[] => c.sections.slice(1).map((s) => s.title)

/** Whether a section's heading is written without TeX, so the page shows its title as written. */
export const plainHeading = (c: Chapter, title: string): boolean => c.source.includes(`\n## ${title}\n`)
