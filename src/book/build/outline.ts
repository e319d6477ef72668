// Build step: a chapter's outline, read from its MDX source. The contents list each chapter's
// sections and count its exercises, and the search indexes its prose, without loading any
// chapter's body. Section ids are made here and in rehypeSections.ts by the one `slugFor` rule
// from the same heading text, so a contents link always finds its heading.
import { createProcessor } from '@mdx-js/mdx'
import remarkMath from 'remark-math'

export interface OutlineSection {
  /** the heading's id, "" for the part before the first `##` (the chapter's top) */
  id: string
  title: string
  /** the section's prose as plain text (no formulas, code or figures), for the search */
  text: string
}
export interface Outline {
  sections: OutlineSection[]
  /** the ids of the chapter's <Exercise>s, in reading order */
  exercises: string[]
}

// Ids the page itself uses, and the figures' prefix: a heading never takes one.
const RESERVED = new Set(['root', 'chapter', 'book-contents-list'])

/** A heading's id: its text in lower case, runs of anything but letters and digits as one "-". */
export function slugFor(text: string, taken: Set<string>): string {
  const base =
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section'
  const safe = RESERVED.has(base) || base.startsWith('widget-') ? `${base}-section` : base
  let id = safe
  for (let n = 2; taken.has(id); n++) id = `${safe}-${n}`
  taken.add(id)
  return id
}

interface Node {
  type: string
  value?: string
  depth?: number
  name?: string | null
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: Node[]
}

// Words a reader would search for: text, inline code and the letters of inline TeX, not display
// formulas, code blocks or JSX expressions.
const SKIPPED = new Set(['code', 'math', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression'])
const texWords = (tex: string) =>
  tex
    .replace(/\\[a-zA-Z]+|[{}^_\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

const TEX_SYMBOLS: Record<string, string> = {
  Delta: 'Δ',
  cdot: '·',
  times: '×',
  le: '≤',
  ge: '≥',
  ne: '≠',
  pi: 'π',
  theta: 'θ',
  alpha: 'α',
  beta: 'β',
  to: '→',
}

/**
 * Inline TeX as a person reads it, for the places that show a heading as plain text (contents,
 * link labels, search): `\mathbf{F} = 2\mathbf{N}` → `F = 2N`. Never a control sequence.
 */
export function texPlain(tex: string): string {
  return tex
    .replace(/\\([a-zA-Z]+)/g, (_, name: string) => TEX_SYMBOLS[name] ?? '')
    .replace(/\\[,;:! ]/g, ' ')
    .replace(/[{}\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A heading's text as rehypeSections sees it: inline TeX as plain text, code as written. */
export function headingText(node: Node): string {
  if (node.type === 'inlineMath') return texPlain(node.value ?? '')
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? ''
  return (node.children ?? []).map(headingText).join('')
}

function proseText(node: Node): string {
  if (SKIPPED.has(node.type)) return ''
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? ''
  if (node.type === 'inlineMath') return texWords(node.value ?? '')
  const inner = (node.children ?? []).map(proseText).join(node.type === 'paragraph' ? '' : ' ')
  return node.type === 'paragraph' || node.type === 'listItem' ? `${inner} ` : inner
}

/** The string attribute `attr` of every <`name`> element under `node`, in reading order. */
function attributesOf(node: Node, name: string, attr: string, out: string[]): string[] {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name) {
    const value = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === attr)?.value
    if (typeof value === 'string') out.push(value)
  }
  for (const child of node.children ?? []) attributesOf(child, name, attr, out)
  return out
}

/** Every formula's TeX under `node`, inline and display. */
function formulasOf(node: Node, out: string[]): string[] {
  if (node.type === 'math' || node.type === 'inlineMath') out.push(node.value ?? '')
  for (const child of node.children ?? []) formulasOf(child, out)
  return out
}

const processor = createProcessor({ remarkPlugins: [remarkMath] })

export function outlineOf(source: string): Outline {
  const tree = processor.parse(source) as Node
  const taken = new Set<string>()
  const sections: OutlineSection[] = [{ id: '', title: '', text: '' }]
  const exercises: string[] = []
  for (const node of tree.children ?? []) {
    if (node.type === 'heading' && node.depth === 2) {
      const title = headingText(node).trim()
      sections.push({ id: slugFor(title, taken), title, text: '' })
      continue
    }
    const current = sections.at(-1)!
    if (node.type === 'heading' && node.depth === 1 && sections.length === 1)
      current.title = headingText(node).trim()
    else current.text += proseText(node)
    attributesOf(node, 'Exercise', 'id', exercises)
  }
  for (const s of sections) s.text = s.text.replace(/\s+/g, ' ').trim()
  return { sections, exercises }
}

/** What a chapter places on its page: its figures (`<Widget id>`), the figures its live numbers quote (`<Live w>`) and every formula's TeX, in reading order. */
export interface Placed {
  figures: string[]
  lives: string[]
  formulas: string[]
}

/** What the browser tests expect to find on a chapter's page, read from its source as the build reads it. */
export function placedIn(source: string): Placed {
  const tree = processor.parse(source) as Node
  return {
    figures: attributesOf(tree, 'Widget', 'id', []),
    lives: attributesOf(tree, 'Live', 'w', []),
    formulas: formulasOf(tree, []),
  }
}
