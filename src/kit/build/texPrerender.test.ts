import { describe, expect, it } from 'vitest'
import { slotNames, spokenTemplate, toKatexSource } from '../texTemplate'
import { findTexTags, prerenderTex } from './texPrerender'

describe('live formula templates', () => {
  it('turns each slot into a data-slot box', () => {
    expect(toKatexSource('t_1 = \\slot{t1} + \\slot{b-2}')).toBe(
      't_1 = \\htmlData{slot=t1}{0} + \\htmlData{slot=b-2}{0}',
    )
    expect(slotNames('a \\slot{x} b \\slot{y}')).toEqual(['x', 'y'])
  })

  it('reads the template aloud with the numbers filled in', () => {
    expect(spokenTemplate('t = \\slot{t}, s = \\slot{s}', { t: -0.5, s: null }, 2)).toBe(
      't = \u22120.50, s = undefined',
    )
  })
})

describe('prerendering <Tex> at build time', () => {
  it('finds the tex attribute wherever it sits in the tag, skipping expressions that contain ">"', () => {
    const code = `<Tex values={{ a: x > 0 ? 1 : 2 }} tex="a = \\slot{a}" display />\n<Tex tex={dynamic} />`
    const tags = findTexTags(code)
    expect(tags).toHaveLength(1)
    expect(tags[0]!.tex).toBe('a = \\slot{a}')
    expect(tags[0]!.display).toBe(true)
  })

  it('replaces the literal with the template and KaTeX HTML holding one box per slot', () => {
    const out = prerenderTex('const f = <Tex tex="t_1 = \\slot{t1}" values={{ t1 }} />')!
    const html = JSON.parse(/html=\{("(?:[^"\\]|\\.)*")\}/.exec(out)![1]!) as string
    expect(html).toContain('class="katex"')
    expect(html).toContain('data-slot="t1"')
    expect(html).not.toContain('<math')
    expect(out).toContain('tex={"t_1 = \\\\slot{t1}"}')
    expect(out).toContain('values={{ t1 }}')
  })

  it('leaves code without literal templates alone, and fails the build on TeX KaTeX rejects', () => {
    expect(prerenderTex('<Texture tex="x" />')).toBeNull()
    expect(prerenderTex('<Tex tex={x} />')).toBeNull()
    expect(() => prerenderTex('<Tex tex="\\frac{1}" />', 'Bad.tsx')).toThrow(/Bad.tsx: KaTeX rejects/)
  })

  it('trusts only \\htmlData: a link in a template is not made a link', () => {
    const out = prerenderTex('<Tex tex="\\href{javascript:alert(1)}{x}" />')!
    expect(out).not.toContain('<a ')
    expect(out).not.toContain('href=\\"javascript')
  })
})
