// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { prerenderTex } from './build/texPrerender'
import { Tex } from './Tex'

afterEach(cleanup)

const TEMPLATE = 't_1 = \\frac{\\slot{q}}{\\slot{a}}'

describe('a live formula', () => {
  it('lays its template out once and then rewrites only the numbers in place', async () => {
    const { container, rerender } = render(<Tex tex={TEMPLATE} values={{ q: 1.5, a: 2 }} />)
    const math = container.querySelector('[role="math"]')!
    await waitFor(() => expect(math.hasAttribute('data-laid-out')).toBe(true))
    const katexRoot = container.querySelector('.katex')!
    const slot = (name: string) => container.querySelector(`[data-slot="${name}"]`)!.textContent
    expect(slot('q')).toBe('1.500')
    expect(slot('a')).toBe('2.000')
    expect(math.getAttribute('aria-label')).toBe('t_1 = \\frac{1.500}{2.000}')

    rerender(<Tex tex={TEMPLATE} values={{ q: -0.25, a: Number.NaN }} />)
    expect(container.querySelector('.katex')).toBe(katexRoot)
    expect(slot('q')).toBe('\u22120.250')
    expect(slot('a')).toBe('\u2014')
    expect(math.getAttribute('aria-label')).toBe('t_1 = \\frac{\u22120.250}{undefined}')
  })

  it('uses the layout the build made when it has one, without loading KaTeX', () => {
    const built = prerenderTex(`<Tex tex="${TEMPLATE}" />`)!
    const html = JSON.parse(/html=\{("(?:[^"\\]|\\.)*")\}/.exec(built)![1]!) as string
    const { container } = render(<Tex tex={TEMPLATE} html={html} values={{ q: 3, a: 4 }} digits={1} />)
    expect(container.querySelector('[role="math"]')!.hasAttribute('data-laid-out')).toBe(true)
    expect(container.querySelector('[data-slot="q"]')!.textContent).toBe('3.0')
    expect(container.querySelector('[data-slot="a"]')!.textContent).toBe('4.0')
  })
})
