// The components a chapter's MDX can use without importing them, given to every chapter through
// MDXProvider (vite.config.ts sets providerImportSource).
import type { MDXComponents } from 'mdx/types'
import { Tex } from '../kit/Tex'
import { ChapterBody } from './ChapterBody'
import { Exercise, Hint, Solution } from './Exercise'
import { Live } from './Live'
import { IfNone, IfNumber } from './LiveCase'
import { Reveal } from './Reveal'
import { Section } from './Section'
import { Widget } from './Widget'

export const mdxComponents: MDXComponents = {
  wrapper: ChapterBody,
  section: Section,
  Widget,
  Live,
  IfNumber,
  IfNone,
  Reveal,
  Tex,
  Exercise,
  Hint,
  Solution,
}
