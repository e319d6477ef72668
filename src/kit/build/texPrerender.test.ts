import { describe, expect, it } from 'vitest'
import katex from 'katex'
import { layOutTemplate, slotNames, toKatexSource } from '../texTemplate'
import { findTexTags, prerenderTex } from './texPrerender'

describe('live formula templates', () => {
  it('turns each slot into a data-slot box for the eye and a numbered marker for the MathML', () => {
    expect(toKatexSource('t_1 = \\slot{t1} + \\slot{b-2}')).toBe(
      't_1 = \\html@mathml{\\htmlData{slot=t1}{0}}{\\text{rkslot0}} + \\html@mathml{\\htmlData{slot=b-2}{0}}{\\text{rkslot1}}',
    )
    expect(slotNames('a \\slot{x} b \\slot{y}')).toEqual(['x', 'y'])
  })

  it('lays out MathML a screen reader reads, each slot a number named for it, no TeX exposed', () => {
    const html = layOutTemplate(
      katex,
      'a = \\mathbf{w}\\cdot\\mathbf{w} = (\\slot{wx})^2 + \\frac{\\slot{q}}{2}',
      true,
    )
    const mathml = /<math[\s\S]*<\/math>/.exec(html)![0]
    expect(mathml).toContain('<mn data-slot="wx">0</mn>')
    expect(mathml).toContain('<mn data-slot="q">0</mn>')
    expect(mathml).toContain('<mfrac>')
    expect(mathml).not.toContain('rkslot')
    // the only TeX left is the hidden annotation, and it is the template as written
    const visible = mathml.replace(/<annotation[\s\S]*<\/annotation>/, '')
    expect(visible).not.toMatch(/\\[a-zA-Z]/)
    expect(mathml).toContain(
      '<annotation encoding="application/x-tex">a = \\mathbf{w}\\cdot\\mathbf{w} = (\\slot{wx})^2',
    )
    // a space KaTeX merges into the marker's text stays a space beside the number
    expect(layOutTemplate(katex, '(\\slot{x},\\ \\slot{y})', false)).toMatch(
      /<mn data-slot="x">0<\/mn><mo separator="true">,<\/mo><mtext>\u00a0<\/mtext><mn data-slot="y">0<\/mn>/,
    )
    // the HTML the eye reads is hidden from assistive technology, and keeps its slot boxes
    expect(html).toMatch(/class="katex-html" aria-hidden="true"[\s\S]*data-slot="wx"/)
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
    expect(html).toContain('<mn data-slot="t1">0</mn>')
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
