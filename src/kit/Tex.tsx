// A live formula. KaTeX lays the template out once (at build time when `tex` is a string literal
// written first-ish in the JSX tag, see texPrerender.ts; else once at mount, loading KaTeX
// lazily); after that a change of `values` only rewrites the digits inside the slots: in the
// HTML the eye reads and in the MathML a screen reader reads (texTemplate.ts).
import { memo, useContext, useLayoutEffect, useRef, useState } from 'react'
import { type LiveValue, formatLive } from './format'
import { syncFocusable } from './focusableOverflow'
import { WidgetIdContext } from './Output'
import { PREDICT_MARK, useHiddenQuantities } from './predict'
import { STYLE_DATA, layOutTemplate, slotNames } from './texTemplate'

export interface TexProps {
  /** TeX with number slots: `t_1 = \slot{t1}` */
  tex: string
  /** the current value of each slot */
  values?: Readonly<Record<string, LiveValue>>
  digits?: number
  /** a centred block formula instead of an inline one */
  display?: boolean
  /** filled in by the build (texPrerender.ts): KaTeX's HTML and MathML for the template */
  html?: string
}

const NO_VALUES: Readonly<Record<string, LiveValue>> = {}

// The slot names of each template, read once: a formula redraws only when one of its own slots
// changes, so a widget may hand every formula the same values object.
const slotsOf = new Map<string, readonly string[]>()
function slotsIn(tex: string): readonly string[] {
  let names = slotsOf.get(tex)
  if (!names) slotsOf.set(tex, (names = slotNames(tex)))
  return names
}

function sameProps(a: TexProps, b: TexProps): boolean {
  if (a.tex !== b.tex || a.html !== b.html || a.digits !== b.digits || a.display !== b.display) return false
  const x = a.values ?? NO_VALUES
  const y = b.values ?? NO_VALUES
  return x === y || slotsIn(a.tex).every((k) => Object.is(x[k], y[k]))
}

export const Tex = memo(function Tex({
  tex,
  values = NO_VALUES,
  digits = 3,
  display = false,
  html,
}: TexProps) {
  const box = useRef<HTMLSpanElement>(null)
  // A slot named as a quantity an open exercise asks for shows "?" (predict.ts).
  const hidden = useHiddenQuantities(useContext(WidgetIdContext))
  // Each slot's digit holders: the HTML box's digits and the MathML <mn>.
  const slots = useRef<Map<string, { els: Element[]; text: string }>>(new Map())
  const [laidOut, setLaidOut] = useState(0)

  useLayoutEffect(() => {
    const el = box.current
    if (!el) return
    const collect = () => {
      for (const styled of el.querySelectorAll<HTMLElement>(`[${STYLE_DATA}]`))
        styled.style.cssText = styled.getAttribute(STYLE_DATA)!
      slots.current = new Map()
      for (const slot of el.querySelectorAll('[data-slot]')) {
        const holder = slot.localName === 'mn' ? slot : slot.firstElementChild
        if (!holder) continue
        const name = slot.getAttribute('data-slot')!
        const entry = slots.current.get(name)
        if (entry) entry.els.push(holder)
        else slots.current.set(name, { els: [holder], text: '0' })
      }
      setLaidOut((n) => n + 1)
    }
    if (html !== undefined) {
      collect()
      return
    }
    let live = true
    import('katex').then(({ default: katex }) => {
      if (!live) return
      el.innerHTML = layOutTemplate(katex, tex, display)
      collect()
    })
    return () => {
      live = false
    }
  }, [tex, html, display])

  const outer = useRef<HTMLSpanElement>(null)
  useLayoutEffect(() => {
    const el = outer.current
    if (!el || typeof ResizeObserver === 'undefined' || laidOut === 0) return
    const observer = new ResizeObserver(() => syncFocusable(el))
    observer.observe(el)
    return () => observer.disconnect()
  }, [laidOut])

  // Runs after every render but touches the DOM only where a slot's text changed.
  useLayoutEffect(() => {
    for (const [name, slot] of slots.current) {
      const text = hidden.has(name) ? PREDICT_MARK : (formatLive(values[name], digits) ?? '\u2014')
      if (text !== slot.text) {
        for (const holder of slot.els) holder.textContent = text
        slot.text = text
      }
    }
  })

  return (
    <span
      ref={outer}
      className={`rk-tex${display ? ' rk-tex-display' : ''}`}
      data-laid-out={laidOut > 0 ? '' : undefined}
    >
      <span
        ref={box}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX's output for a template literal in our own source, made at build time
        dangerouslySetInnerHTML={html === undefined ? undefined : { __html: html }}
      />
    </span>
  )
}, sameProps)
