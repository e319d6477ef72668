// Build step (a rehype plugin, used by vite.config.ts for chapters, before KaTeX): wraps a
// chapter's content into one <section data-section="i"> per <h2>, the part before the first <h2>
// being section 0. Real sections give screen readers the chapter's outline, and let presentation
// mode show one at a time (src/book/Section.tsx). Each <h2> gets the id outline.ts gives it and,
// beside it (not inside, where it would join the heading's name), a link to itself.
import type { Element, ElementContent, Root, RootContent } from 'hast'
import { slugFor, texPlain } from './outline.ts'

// The heading's text before KaTeX, as the MDX outline reads it: inline TeX (still its source
// here, in remark-math's <code class="math-inline">) as plain text.
const textOf = (node: ElementContent): string => {
  if (node.type === 'text') return node.value
  if (node.type !== 'element') return ''
  const inner = node.children.map(textOf).join('')
  const classes = node.properties.className
  return Array.isArray(classes) && classes.includes('math-inline') ? texPlain(inner) : inner
}

function linkedHeading(h2: Element, taken: Set<string>): Element {
  const title = h2.children.map(textOf).join('').trim()
  const id = slugFor(title, taken)
  h2.properties = { ...h2.properties, id }
  const anchor: Element = {
    type: 'element',
    tagName: 'a',
    properties: { className: ['book-anchor'], href: `#${id}`, ariaLabel: `Link to the section “${title}”` },
    children: [{ type: 'text', value: '#' }],
  }
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['book-heading'] },
    children: [h2, anchor],
  }
}

export function rehypeSections() {
  return (tree: Root) => {
    const children: RootContent[] = []
    const taken = new Set<string>()
    let current: Element | null = null
    let index = 0
    for (const node of tree.children) {
      // import/export statements must stay at the top level of an MDX module.
      if ((node.type as string) === 'mdxjsEsm') {
        children.push(node)
        continue
      }
      const isHeading = node.type === 'element' && node.tagName === 'h2'
      if (!current || isHeading) {
        current = { type: 'element', tagName: 'section', properties: { dataSection: index++ }, children: [] }
        children.push(current)
      }
      current.children.push(isHeading ? linkedHeading(node, taken) : (node as Element))
    }
    tree.children = children
  }
}
