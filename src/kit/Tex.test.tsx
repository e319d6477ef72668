// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { prerenderTex } from './build/texPrerender'
import { WidgetIdContext } from './Output'
import { hideForPrediction } from './predict'
import { Tex } from './Tex'

afterEach(cleanup)

const TEMPLATE = 't_1 = \\frac{\\slot{q}}{\\slot{a}}'

describe('a live formula', () => {
  it('lays its template out once and then rewrites only the numbers in place', async () => {
    const { container, rerender } = render(<Tex tex={TEMPLATE} values={{ q: 1.5, a: 2 }} />)
    const tex = container.querySelector('.rk-tex')!
    await waitFor(() => expect(tex.hasAttribute('data-laid-out')).toBe(true))
    const katexRoot = container.querySelector('.katex')!
    const slot = (name: string) => container.querySelector(`.katex-html [data-slot="${name}"]`)!.textContent
    // what a screen reader reads: the MathML, with the same numbers
    const spoken = () =>
      container.querySelector('math')!.querySelector('semantics > :first-child')!.textContent
    expect(slot('q')).toBe('1.500')
    expect(slot('a')).toBe('2.000')
    expect(spoken()).toBe('t1=1.5002.000')
    expect(container.querySelector('mn[data-slot="q"]')!.textContent).toBe('1.500')

    rerender(<Tex tex={TEMPLATE} values={{ q: -0.25, a: Number.NaN }} />)
    expect(container.querySelector('.katex')).toBe(katexRoot)
    expect(slot('q')).toBe('\u22120.250')
    expect(slot('a')).toBe('\u2014')
    expect(spoken()).toBe('t1=\u22120.250\u2014')
    // the TeX itself is never an accessible name
    expect(container.querySelector('[aria-label]')).toBeNull()
  })

  it('uses the layout the build made when it has one, without loading KaTeX', () => {
    const built = prerenderTex(`<Tex tex="${TEMPLATE}" />`)!
    const html = JSON.parse(/html=\{("(?:[^"\\]|\\.)*")\}/.exec(built)![1]!) as string
    const { container } = render(<Tex tex={TEMPLATE} html={html} values={{ q: 3, a: 4 }} digits={1} />)
    expect(container.querySelector('.rk-tex')!.hasAttribute('data-laid-out')).toBe(true)
    for (const where of ['.katex-html [data-slot="q"]', 'mn[data-slot="q"]'])
      expect(container.querySelector(where)!.textContent).toBe('3.0')
    expect(container.querySelector('mn[data-slot="a"]')!.textContent).toBe('4.0')
  })

  it('shows "?" in a slot an open exercise hides for the figure it sits in (predict.ts)', () => {
    const built = prerenderTex(`<Tex tex="${TEMPLATE}" />`)!
    const html = JSON.parse(/html=\{("(?:[^"\\]|\\.)*")\}/.exec(built)![1]!) as string
    const release = hideForPrediction('fig', ['q'])
    const { container } = render(
      <WidgetIdContext.Provider value="fig">
        <Tex tex={TEMPLATE} html={html} values={{ q: 3, a: 4 }} digits={1} />
      </WidgetIdContext.Provider>,
    )
    const slot = (name: string) => container.querySelector(`mn[data-slot="${name}"]`)!.textContent
    expect([slot('q'), slot('a')]).toEqual(['?', '4.0'])
    act(release)
    expect([slot('q'), slot('a')]).toEqual(['3.0', '4.0'])
  })
})
