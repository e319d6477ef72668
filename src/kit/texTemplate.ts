// Live formula templates, shared by the build-time prerender (texPrerender.ts) and <Tex> at run
// time. A template is TeX with named number slots, `t_1 = \slot{t1}`. KaTeX lays it out twice
// over: HTML for the eye (each slot a \htmlData box) and MathML for assistive technology (each slot
// an <mn data-slot>). <Tex> rewrites the digits of both in place, so a drag never re-runs KaTeX
// and a screen reader hears the formula, with its current numbers, as maths rather than as TeX.
import type { KatexOptions } from 'katex'

const SLOT = /\\slot\{([A-Za-z][\w-]*)\}/g
// KaTeX's MathML drops \htmlData's attributes, so each slot's MathML side is a marker text,
// replaced after layout by a number element that names the slot. KaTeX merges neighbouring texts
// (a `\ ` space becomes part of the marker's <mtext>), so the marker may have company.
const MARKER = /<mtext>([^<]*?)rkslot(\d+)([^<]*)<\/mtext>/g
const ANNOTATION = /(<annotation encoding="application\/x-tex">)[^<]*(<\/annotation>)/
// KaTeX sizes its boxes with style attributes. A page whose Content-Security-Policy forbids inline
// styles (a host page of an embed) refuses them when the HTML is parsed, so they travel as
// data-rk-style and Tex.tsx sets them through the CSSOM, which such a policy allows.
const STYLE_ATTR = / style="/g
export const STYLE_DATA = 'data-rk-style'

/** The TeX KaTeX lays out: each \slot{name} becomes a data-slot box (HTML) and a marker (MathML). */
export function toKatexSource(template: string): string {
  let i = 0
  return template.replace(
    SLOT,
    (_, name: string) => `\\html@mathml{\\htmlData{slot=${name}}{0}}{\\text{rkslot${i++}}}`,
  )
}

/** The slot names of a template, in order. */
export function slotNames(template: string): string[] {
  return [...template.matchAll(SLOT)].map((m) => m[1]!)
}

export function katexOptions(displayMode: boolean): KatexOptions {
  return {
    displayMode,
    output: 'htmlAndMathml',
    // \htmlData is the only trusted command, and only our own templates reach KaTeX.
    trust: (context) => context.command === '\\htmlData',
    strict: (code: string) => (code === 'htmlExtension' ? 'ignore' : 'error'),
    throwOnError: true,
  }
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * KaTeX's HTML and MathML for a template, every slot's MathML marker made `<mn data-slot="name">`
 * and the MathML's TeX annotation the template as written (not the slot machinery).
 */
export function layOutTemplate(
  katex: { renderToString: (tex: string, options: KatexOptions) => string },
  template: string,
  displayMode: boolean,
): string {
  const names = slotNames(template)
  const html = katex.renderToString(toKatexSource(template), katexOptions(displayMode))
  let found = 0
  const text = (t: string) => (t === '' ? '' : `<mtext>${t}</mtext>`)
  const withSlots = html.replace(MARKER, (_, before: string, i: string, after: string) => {
    found++
    return `${text(before)}<mn data-slot="${names[Number(i)]}">0</mn>${text(after)}`
  })
  if (found !== names.length)
    throw new Error(`KaTeX's MathML for ${JSON.stringify(template)} lost ${names.length - found} slot(s)`)
  return withSlots
    .replace(ANNOTATION, (_, open: string, close: string) => `${open}${escapeText(template)}${close}`)
    .replace(STYLE_ATTR, ` ${STYLE_DATA}="`)
}
