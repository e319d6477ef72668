// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WidgetHostContext } from './host'
import { markReached, useShown } from './reveal'

afterEach(cleanup)

function Part({ part }: { part: string }) {
  return <p hidden={!useShown('grows', part)}>{part}</p>
}

// Within the test's own render: with the unit tests sharing one document (not isolated), other
// files' nodes may be in the body.
const shown = (root: HTMLElement) => [...root.querySelectorAll('p:not([hidden])')].map((p) => p.textContent)

describe('a figure that grows with the text', () => {
  it('shows a part of a staged figure once its marker is reached, and keeps it', () => {
    const { container } = render(
      <WidgetHostContext.Provider value={{ mode: 'book', headingLevel: 2, staged: true }}>
        <Part part="plot" />
        <Part part="cases" />
      </WidgetHostContext.Provider>,
    )
    expect(shown(container)).toEqual([])
    act(() => markReached('grows', 'plot'))
    expect(shown(container)).toEqual(['plot'])
    act(() => markReached('other-figure', 'cases'))
    expect(shown(container)).toEqual(['plot'])
  })

  it('shows every part of a figure that is not staged', () => {
    const { container } = render(
      <WidgetHostContext.Provider value={{ mode: 'embed', headingLevel: 1 }}>
        <Part part="numbers" />
      </WidgetHostContext.Provider>,
    )
    expect(shown(container)).toEqual(['numbers'])
  })
})
