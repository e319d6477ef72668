import { describe, expect, it } from 'vitest'
import { chapterModule } from './chapterMeta'
import { outlineOf, placedIn, slugFor, texPlain } from './outline'

const source = [
  "export const meta = { number: 3, title: 'When?', source: '000' }",
  '',
  '# When?',
  '',
  'Intro with $t_1$ and `code`.',
  '',
  '## The condition',
  '',
  'Text.',
  '',
  '$$',
  'x^2',
  '$$',
  '',
  '<Exercise id="c3-a">Task<Hint>Hint text</Hint></Exercise>',
  '',
  '## The condition',
  '',
  '<Widget id="w" />',
  '<Exercise id="c3-b">B</Exercise>',
].join('\n')

describe("a chapter's outline", () => {
  it('names what the page places: figures, the figures live numbers quote, and every formula', () => {
    const placed = placedIn(
      `${source}\n\nSo $d =$ <Live w="w" q="d" />, not \`<Widget id="in-code" />\`.\n\n<Widget id="v" />`,
    )
    expect(placed).toEqual({ figures: ['w', 'v'], lives: ['w'], formulas: ['t_1', 'x^2', 'd ='] })
  })

  it('has the top, one section per ## heading with a unique id, and the exercises in order', () => {
    const o = outlineOf(source)
    expect(o.sections.map((s) => [s.id, s.title])).toEqual([
      ['', 'When?'],
      ['the-condition', 'The condition'],
      ['the-condition-2', 'The condition'],
    ])
    expect(o.exercises).toEqual(['c3-a', 'c3-b'])
  })

  it('indexes the prose, not display formulas', () => {
    const [top, first] = outlineOf(source).sections
    expect(top!.text).toBe('Intro with t 1 and code.')
    expect(first!.text).toContain('Hint text')
    expect(first!.text).toBe('Text. Task Hint text')
  })

  it('never gives a heading an id the page or a figure uses', () => {
    const taken = new Set<string>()
    expect(slugFor('Chapter', taken)).toBe('chapter-section')
    expect(slugFor('Widget: time of impact', taken)).toBe('widget-time-of-impact-section')
    expect(slugFor('Élan, résumé!', taken)).toBe('elan-resume')
    expect(slugFor('∑', taken)).toBe('section')
  })

  it('becomes the ?meta and ?search modules', () => {
    const meta = chapterModule(source, 'c.mdx', 'meta')!
    expect(meta).toContain("export const meta = { number: 3, title: 'When?', source: '000' }")
    expect(meta).toContain('"exercises":["c3-a","c3-b"]')
    expect(meta).not.toContain('Intro with')
    expect(chapterModule(source, 'c.mdx', 'search')).toContain('Intro with')
    expect(chapterModule(source, 'c.mdx', 'raw')).toBeNull()
  })

  it('shows a heading with inline maths as plain text, never as TeX', () => {
    const outline = outlineOf('# T\n\n## Any wall: $\\mathbf{F} = 2\\mathbf{N} + \\mathbf{I}$\n\nText.')
    expect(outline.sections[1]!.title).toBe('Any wall: F = 2N + I')
    expect(texPlain('\\Delta\\mathbf{p} \\cdot \\mathbf{w}')).toBe('Δp · w')
    expect(texPlain('a\\,b \\le c_{1}')).toBe('a b ≤ c_1')
  })
})
