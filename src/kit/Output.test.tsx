// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Output, WidgetIdContext } from './Output'
import { hideForPrediction } from './predict'

afterEach(cleanup)

describe('Output', () => {
  it('says "none", never "undefined", when it has no number and no reason', () => {
    const { container } = render(<Output q="t1" value={undefined} />)
    const out = container.querySelector('output')!
    expect(out.textContent).toBe('none')
    expect(out.getAttribute('data-value')).toBe('')
  })

  it('shows every digit with digits="all", and keeps the raw number in data-value', () => {
    const x = -1.7763568394002505e-14
    const { container } = render(<Output q="d" value={x} digits="all" />)
    const out = container.querySelector('output')!
    expect(out.textContent).toBe('\u22121.7763568394002505\u00a0\u00d7\u00a010\u207b\u00b9\u2074')
    expect(Number(out.getAttribute('data-value'))).toBe(x)
  })

  it('lets a long number break only between its digit groups', () => {
    const { container } = render(<Output q="c" value={1116.0511129640145} digits="all" />)
    const out = container.querySelector('output')!
    expect(out.textContent).toBe('1116.0511129640145')
    expect(out.innerHTML).toBe('1116.051<wbr>112<wbr>964<wbr>014<wbr>5')
  })

  it('shows "?" while an open exercise asks for its number, and the number once it lets go', () => {
    const release = hideForPrediction('fig', ['t1'])
    const { container } = render(
      <WidgetIdContext.Provider value="fig">
        <Output q="t1" value={0.25} />
        <Output q="t2" value={0.75} />
      </WidgetIdContext.Provider>,
    )
    const texts = () => [...container.querySelectorAll('output')].map((o) => o.textContent)
    expect(texts()).toEqual(['?', '0.750'])
    act(release)
    expect(texts()).toEqual(['0.250', '0.750'])
  })
})
