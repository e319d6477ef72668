// Build step (a Vite plugin, used by vite.config.ts): lays out every <Tex tex="..."> template
// written as a string literal with KaTeX at build time and passes the HTML in as the `html`
// prop, so widgets ship no KaTeX code and no layout runs in the reader's browser. Templates
// built at run time still work: <Tex> then loads KaTeX once, lazily.
import katex from 'katex'
import type { Plugin } from 'vite'
import { layOutTemplate } from '../texTemplate.ts'

interface TexTag {
  start: number
  end: number
  /** [start, end) of the whole `tex="..."` attribute */
  attr: [number, number]
  tex: string
  display: boolean
  hasHtml: boolean
}

/** Finds the end of a JSX opening tag starting at `from` (just after `<Tex`), skipping {...} and strings. */
function scanTag(code: string, from: number): { end: number; topLevel: string } | null {
  let depth = 0
  let topLevel = ''
  for (let i = from; i < code.length; i++) {
    const ch = code[i]!
    if (ch === '"' || ch === "'" || ch === '`') {
      const close = code.indexOf(ch, i + 1)
      if (close < 0) return null
      if (depth === 0) topLevel += code.slice(i, close + 1)
      else if (ch === '`' && code.slice(i, close).includes('${')) return null
      i = close
      continue
    }
    if (ch === '{') depth++
    else if (ch === '}') depth--
    else if (depth === 0 && ch === '>') return { end: i + 1, topLevel }
    // Positions inside braces are replaced by spaces so attribute offsets still line up.
    topLevel += depth === 0 ? ch : ' '
  }
  return null
}

export function findTexTags(code: string): TexTag[] {
  const tags: TexTag[] = []
  for (const m of code.matchAll(/<Tex(?=[\s/>])/g)) {
    const from = m.index + m[0].length
    const scanned = scanTag(code, from)
    if (!scanned) continue
    const attr = /(^|\s)tex="([^"]*)"/.exec(scanned.topLevel)
    if (!attr) continue
    const attrStart = from + attr.index + attr[1]!.length
    tags.push({
      start: m.index,
      end: scanned.end,
      attr: [attrStart, attrStart + attr[0].length - attr[1]!.length],
      tex: attr[2]!,
      display: /(^|\s)display(\s|=\{true\}|\/|$)/.test(scanned.topLevel),
      hasHtml: /(^|\s)html=/.test(scanned.topLevel),
    })
  }
  return tags
}

/** Rewrites `tex="..."` into `tex={"..."} html={"<katex html + mathml>"}`; throws on TeX KaTeX rejects. */
export function prerenderTex(code: string, file = ''): string | null {
  const tags = findTexTags(code).filter((t) => !t.hasHtml)
  if (tags.length === 0) return null
  let out = ''
  let last = 0
  for (const tag of tags) {
    let html: string
    try {
      html = layOutTemplate(katex, tag.tex, tag.display)
    } catch (e) {
      throw new Error(
        `${file}: KaTeX rejects the <Tex> template ${JSON.stringify(tag.tex)}: ${(e as Error).message}`,
      )
    }
    out += `${code.slice(last, tag.attr[0])}tex={${JSON.stringify(tag.tex)}} html={${JSON.stringify(html)}}`
    last = tag.attr[1]
  }
  return out + code.slice(last)
}

export function texPrerender(): Plugin {
  return {
    name: 'ricochet-tex-prerender',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.(tsx|mdx)$/.test(id.split('?')[0]!) || !code.includes('<Tex')) return null
      const out = prerenderTex(code, id)
      return out === null ? null : { code: out, map: null }
    },
  }
}
