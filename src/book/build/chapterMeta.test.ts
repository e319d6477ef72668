import { describe, expect, it } from 'vitest'
import { extractMeta } from './chapterMeta'

describe("a chapter's meta", () => {
  it('is the export statement alone, however many lines it spans', () => {
    const source = [
      "import src from '../src/core/toi.ts?raw'",
      '',
      'export const meta = {',
      "  number: 3, title: 'When do they touch?',",
      "  source: '000 §2' }",
      '',
      '# When do they touch?',
    ].join('\n')
    expect(extractMeta(source, 'c.mdx')).toBe(
      "export const meta = {\n  number: 3, title: 'When do they touch?',\n  source: '000 §2' }",
    )
  })

  it('is required, and the error names the file', () => {
    expect(() => extractMeta('# No meta', 'chapters/09-x.mdx')).toThrow(/chapters\/09-x.mdx/)
  })
})
