// Presentation mode's steps, read from the rendered chapter (so any chapter works, whatever its
// prose holds). A step is one block of the presented section: a paragraph, a display formula, a
// list, a side box, an exercise; headings, figures and <Reveal> markers are not steps. The figure shown beside the
// derivation is the last one before the current step (in the section, else before it), so a
// section that talks about the figure above it keeps that figure in view.
//
// The quantities a step speaks of are highlighted in that figure: the live numbers it quotes
// (<Live w q>: `output[data-bound-to][data-quantity]`), the slots of its live formulas
// (`[data-slot]`), and the names in its formulas' TeX that equal a figure output's quantity
// (`t_1` names `t1`, `R` names `R`). In the figure they light up twice: the outputs showing them
// and the shapes drawing them (a kit shape's `quantity` prop: `data-draws="rA"`, src/kit/draws.ts).
// Marks are data attributes, which React does not manage, so re-renders of the figure leave them
// alone.

import { markReached } from '../kit/reveal'

const NOT_STEPS = '.book-heading, .book-widget, .book-reveal, h1, h2'

/** The section's steps, in reading order. */
export function stepsOf(section: Element): Element[] {
  return [...section.children].filter((el) => !el.matches(NOT_STEPS))
}

const before = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)

/** The figure that belongs beside `step` of `section` (null if the chapter has none before or in it). */
export function figureFor(root: Element, section: Element, step: Element | undefined): Element | null {
  const all = [...root.querySelectorAll('.book-widget')]
  const inSection = all.filter((w) => section.contains(w))
  const anchor = step ?? section
  const earlier = inSection.filter((w) => before(w, anchor))
  return earlier.at(-1) ?? inSection[0] ?? all.filter((w) => before(w, section)).at(-1) ?? null
}

// A letter's dress (bold, a hat, an arrow) keeps its name: \mathbf{v}_A is vA, as v_A is.
const DRESS = /\\(?:mathbf|boldsymbol|vec|hat|bar|tilde|mathit|mathrm)\{([^{}]*)\}/g

/** `t_1` -> t1, `r_{A}` -> rA, `\mathbf{v}_A` -> vA, `\Delta` and other commands are not names. */
export function texNames(tex: string): Set<string> {
  const names = new Set<string>()
  let bare = tex
  for (let before = ''; before !== bare; ) [before, bare] = [bare, bare.replace(DRESS, ' $1')]
  const clean = bare.replace(/\\[a-zA-Z]+/g, ' ')
  for (const m of clean.matchAll(/([A-Za-z]+)(?:_\{?([A-Za-z0-9]+)\}?)?/g)) names.add(`${m[1]}${m[2] ?? ''}`)
  return names
}

// What in a figure shows or draws a quantity, and the quantities each such element stands for.
const IN_FIGURE = 'output[data-quantity], [data-slot], [data-draws]'
const namesOf = (el: Element): string[] => [
  ...[el.getAttribute('data-quantity'), el.getAttribute('data-slot')].filter((n) => n !== null),
  ...(el.getAttribute('data-draws')?.split(/\s+/) ?? []),
]

/** The figure's quantities (`data-quantity` names) that `step` speaks of. */
export function quantitiesIn(step: Element, figure: Element | null): Set<string> {
  const id = figure?.getAttribute('data-widget-slot')
  const found = new Set<string>()
  for (const o of step.querySelectorAll('output[data-bound-to][data-quantity]'))
    if (o.getAttribute('data-bound-to') === id) found.add(o.getAttribute('data-quantity')!)
  for (const s of step.querySelectorAll('[data-slot]')) found.add(s.getAttribute('data-slot')!)
  if (figure) {
    const shown = new Set([...figure.querySelectorAll(IN_FIGURE)].flatMap(namesOf))
    for (const a of step.querySelectorAll('annotation'))
      for (const name of texNames(a.textContent ?? '')) if (shown.has(name)) found.add(name)
  }
  return found
}

/** Clears every presentation mark under `root`. */
export function clearMarks(root: Element) {
  for (const attr of ['data-step', 'data-present-figure', 'data-highlight'])
    for (const el of root.querySelectorAll(`[${attr}]`)) el.removeAttribute(attr)
}

/**
 * Marks `section`'s steps (data-step = past, current or future), its figure and the figure's
 * highlighted quantities for `step` (clamped to the section's steps); returns the number of steps.
 */
export function markStep(root: Element, section: Element, step: number): { count: number; step: number } {
  clearMarks(root)
  const steps = stepsOf(section)
  const at = Math.max(0, Math.min(steps.length - 1, step))
  for (const [i, el] of steps.entries())
    el.setAttribute('data-step', i < at ? 'past' : i === at ? 'current' : 'future')
  const figure = figureFor(root, section, steps[at])
  if (figure) {
    figure.setAttribute('data-present-figure', '')
    const current = steps[at]
    const spoken = current ? quantitiesIn(current, figure) : new Set<string>()
    for (const el of figure.querySelectorAll(IN_FIGURE))
      if (namesOf(el).some((n) => spoken.has(n))) el.setAttribute('data-highlight', '')
  }
  revealReached(root, section, steps[at + 1])
  return { count: Math.max(1, steps.length), step: at }
}

/**
 * A staged figure grows with the slides as it grows with scrolling (kit/reveal.ts): every <Reveal>
 * marker the presentation has reached, in an earlier section or before `next` (the presented
 * section's next step), shows its part. Markers in hidden sections have no box for book/Reveal.tsx
 * to see, hence this.
 */
function revealReached(root: Element, section: Element, next: Element | undefined) {
  const presented = Number(section.getAttribute('data-section'))
  for (const marker of root.querySelectorAll('[data-reveals]')) {
    const own = marker.closest('[data-section]')
    const reached =
      own === section ? !next || before(marker, next) : Number(own?.getAttribute('data-section')) < presented
    if (!reached) continue
    const spec = marker.getAttribute('data-reveals')!
    const colon = spec.indexOf(':')
    markReached(spec.slice(0, colon), spec.slice(colon + 1))
  }
}
