// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { figureFor, markStep, quantitiesIn, stepsOf, texNames } from './presentSteps'

// Two sections: the first with a figure between its paragraphs, the second with none.
function chapter() {
  document.body.replaceChildren()
  const root = document.createElement('div')
  root.innerHTML = `
    <section data-section="0">
      <div class="book-heading"><h2>One</h2></div>
      <p id="p1">Before the figure.</p>
      <div class="book-widget" data-widget-slot="w">
        <output data-quantity="t1">0.9</output><output data-quantity="R">2</output>
        <span data-slot="t1"></span>
        <svg><g id="chord" data-draws="chord t1"></g><g id="radius" data-draws="R"></g><g id="b" data-draws="b"></g></svg>
      </div>
      <p id="p2">Now <output data-bound-to="w" data-quantity="R">2</output> and <output data-bound-to="other" data-quantity="t1">1</output>.</p>
      <div id="f"><annotation>t_1 = \\frac{-b}{a}</annotation></div>
    </section>
    <section data-section="1"><div class="book-heading"><h2>Two</h2></div><p id="p3">Later.</p></section>`
  document.body.append(root)
  return root
}

describe('presentation steps', () => {
  it('are the blocks of a section, not its heading or figures', () => {
    const root = chapter()
    expect(stepsOf(root.querySelector('section')!).map((s) => s.id)).toEqual(['p1', 'p2', 'f'])
  })

  it('show the figure before the step, else the section’s first, else the last one before the section', () => {
    const root = chapter()
    const [one, two] = root.querySelectorAll('section')
    const widget = root.querySelector('.book-widget')
    expect(figureFor(root, one!, root.querySelector('#p1')!)).toBe(widget)
    expect(figureFor(root, one!, root.querySelector('#p2')!)).toBe(widget)
    expect(figureFor(root, two!, root.querySelector('#p3')!)).toBe(widget)
  })

  it('highlight the figure’s quantities the step quotes or names in its TeX, nothing of another figure', () => {
    const root = chapter()
    const widget = root.querySelector('.book-widget')!
    expect([...quantitiesIn(root.querySelector('#p2')!, widget)]).toEqual(['R'])
    // `b` has no output, but a shape draws it.
    expect([...quantitiesIn(root.querySelector('#f')!, widget)]).toEqual(['t1', 'b'])
    const marked = markStep(root, root.querySelector('section')!, 2)
    expect(marked).toEqual({ count: 3, step: 2 })
    expect([...root.querySelectorAll('[data-step]')].map((s) => s.getAttribute('data-step'))).toEqual([
      'past',
      'past',
      'current',
    ])
    expect(widget.hasAttribute('data-present-figure')).toBe(true)
    expect([...widget.querySelectorAll('[data-highlight]')].map((e) => e.outerHTML)).toEqual([
      '<output data-quantity="t1" data-highlight="">0.9</output>',
      '<span data-slot="t1" data-highlight=""></span>',
      '<g id="chord" data-draws="chord t1" data-highlight=""></g>',
      '<g id="b" data-draws="b" data-highlight=""></g>',
    ])
    markStep(root, root.querySelector('section')!, 1)
    expect([...widget.querySelectorAll('[data-highlight]')].map((e) => e.id || e.textContent)).toEqual([
      '2',
      'radius',
    ])
    expect(markStep(root, root.querySelector('section')!, 99).step).toBe(2)
  })

  it('read a dressed letter by its name: bold, hatted or arrowed, with its subscript', () => {
    expect([...texNames(String.raw`\mathbf{v}_A = \hat{\mathbf{n}} + \vec{F}'`)]).toEqual(['vA', 'n', 'F'])
    expect([...texNames(String.raw`r_{A} + \Delta t_1 + \Delta\mathbf{p}`)]).toEqual(['rA', 't1', 'p'])
  })
})
