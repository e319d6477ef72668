// Live formula templates, shared by the build-time prerender (texPrerender.ts) and <Tex> at run
// time. A template is TeX with named number slots, `t_1 = \slot{t1}`; each slot becomes a
// KaTeX \htmlData box whose digits <Tex> rewrites in place, so a drag never re-runs KaTeX.
import type { KatexOptions } from 'katex'
import { type LiveValue, formatLive } from './format.ts'

const SLOT = /\\slot\{([A-Za-z][\w-]*)\}/g

/** The TeX KaTeX lays out: each \slot{name} becomes a data-slot box holding a placeholder digit. */
export function toKatexSource(template: string): string {
  return template.replace(SLOT, (_, name: string) => `\\htmlData{slot=${name}}{0}`)
}

/** The slot names of a template, in order. */
export function slotNames(template: string): string[] {
  return [...template.matchAll(SLOT)].map((m) => m[1]!)
}

export function katexOptions(displayMode: boolean): KatexOptions {
  return {
    displayMode,
    // HTML only: a MathML copy would hold the placeholder digits; <Tex> gives an aria-label instead.
    output: 'html',
    // \htmlData is the only trusted command, and only our own templates reach KaTeX.
    trust: (context) => context.command === '\\htmlData',
    strict: (code: string) => (code === 'htmlExtension' ? 'ignore' : 'error'),
    throwOnError: true,
  }
}

/** The template read aloud: slots replaced by their current text, TeX markup left as written. */
export function spokenTemplate(
  template: string,
  values: Readonly<Record<string, LiveValue>>,
  digits: number,
): string {
  return template.replace(SLOT, (_, name: string) => formatLive(values[name], digits) ?? 'undefined')
}
