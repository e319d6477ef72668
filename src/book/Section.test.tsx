// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import type { Root } from 'hast'
import { afterEach, describe, expect, it } from 'vitest'
import { rehypeSections } from './build/rehypeSections'
import { PresentedSection, Section } from './Section'

afterEach(cleanup)

const h = (tagName: string, text: string) => ({
  type: 'element' as const,
  tagName,
  properties: {},
  children: [{ type: 'text' as const, value: text }],
})

describe('chapter sections', () => {
  it('are cut at each h2, leaving import/export statements at the top level', () => {
    const esm = { type: 'mdxjsEsm', value: 'export const meta = {}' } as unknown as Root['children'][number]
    const tree: Root = {
      type: 'root',
      children: [esm, h('h1', 'Title'), h('p', 'Intro'), h('h2', 'One'), h('p', 'First'), h('h2', 'Two')],
    }
    rehypeSections()(tree)
    expect(tree.children[0]).toBe(esm)
    const sections = tree.children.slice(1) as {
      tagName: string
      properties: object
      children: { tagName: string }[]
    }[]
    expect(sections.map((s) => s.tagName)).toEqual(['section', 'section', 'section'])
    expect(sections.map((s) => s.properties)).toEqual([
      { dataSection: 0 },
      { dataSection: 1 },
      { dataSection: 2 },
    ])
    expect(sections.map((s) => s.children.map((c) => c.tagName))).toEqual([
      ['h1', 'p'],
      ['div', 'p'],
      ['div'],
    ])
    // Each h2 gets an id from its text and, beside it, a link to itself.
    const heading = sections[1]!.children[0] as unknown as {
      children: { tagName: string; properties: object }[]
    }
    expect(heading.children.map((c) => [c.tagName, c.properties])).toEqual([
      ['h2', { id: 'one' }],
      ['a', { className: ['book-anchor'], href: '#one', ariaLabel: 'Link to the section “One”' }],
    ])
  })

  it('all show, or only the presented one', () => {
    const chapter = (presented: number | null) => (
      <PresentedSection.Provider value={presented === null ? null : { section: presented, step: 0 }}>
        <Section data-section={0}>a</Section>
        <Section data-section={1}>b</Section>
      </PresentedSection.Provider>
    )
    const { container, rerender } = render(chapter(null))
    const hidden = () => [...container.querySelectorAll('section')].map((s) => s.hasAttribute('data-off'))
    expect(hidden()).toEqual([false, false])
    rerender(chapter(1))
    expect(hidden()).toEqual([true, false])
  })
})
