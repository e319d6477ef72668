// Build step (a rehype plugin, used by vite.config.ts for chapters): wraps a chapter's content
// into one <section data-section="i"> per <h2>, the part before the first <h2> being section 0.
// Real sections give screen readers the chapter's outline, and let presentation mode show one
// at a time (src/book/Section.tsx).
import type { Element, Root, RootContent } from 'hast'

export function rehypeSections() {
  return (tree: Root) => {
    const children: RootContent[] = []
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
      current.children.push(node as Element)
    }
    tree.children = children
  }
}
