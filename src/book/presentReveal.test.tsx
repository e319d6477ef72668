// @vitest-environment jsdom
// In presentation mode a staged figure shows what the current slide has reached (presentSteps.ts).
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WidgetHostContext } from '../kit/host'
import { useShown } from '../kit/reveal'
import { markStep } from './presentSteps'

afterEach(cleanup)

function Part({ part }: { part: string }) {
  return <i hidden={!useShown('slides', part)}>{part}</i>
}

describe('a staged figure in presentation mode', () => {
  it('grows as the slides reach its markers, in earlier sections or before the next step', () => {
    render(
      <WidgetHostContext.Provider value={{ mode: 'book', headingLevel: 2, staged: true }}>
        <Part part="plot" />
        <Part part="roots" />
        <Part part="cases" />
      </WidgetHostContext.Provider>,
    )
    const root = document.createElement('div')
    root.innerHTML = `
      <section data-section="0"><p>Intro.</p><span class="book-reveal" data-reveals="slides:plot"></span><p>More.</p></section>
      <section data-section="1">
        <p id="a">First step.</p>
        <span class="book-reveal" data-reveals="slides:roots"></span>
        <p id="b">Second step.</p>
        <span class="book-reveal" data-reveals="slides:cases"></span>
        <p id="c">Third step.</p>
      </section>`
    document.body.append(root)
    // Nothing before the presentation starts: every marker sits in a section not yet presented.
    const shown = () => [...document.querySelectorAll('i:not([hidden])')].map((p) => p.textContent)
    const [first, second] = root.querySelectorAll('section')
    expect(shown()).toEqual([])
    // A marker is reached with the step it follows, as a scrolling reader reaches it.
    act(() => void markStep(root, first!, 0))
    expect(shown()).toEqual(['plot'])
    act(() => void markStep(root, second!, 0))
    expect(shown()).toEqual(['plot', 'roots'])
    act(() => void markStep(root, second!, 1))
    expect(shown()).toEqual(['plot', 'roots', 'cases'])
  })
})
