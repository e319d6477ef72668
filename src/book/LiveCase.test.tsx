// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { publish } from '../kit/liveStore'
import { Live } from './Live'
import { IfNone, IfNumber } from './LiveCase'

afterEach(cleanup)

describe('<IfNumber> and <IfNone>', () => {
  it('give each case of the figure its own words', () => {
    const { container } = render(
      <p>
        The balls{' '}
        <IfNumber w="case-fig" q="t">
          meet at t = <Live w="case-fig" q="t" />
        </IfNumber>
        <IfNone w="case-fig" q="t">
          never meet (<Live w="case-fig" q="t" />)
        </IfNone>
        .
      </p>,
    )
    const text = () => container.textContent?.replace(/\s+/g, ' ')
    // Before the figure has loaded the sentence says so, in its number wording.
    expect(text()).toBe('The balls meet at t = waiting for the figure.')
    act(() => publish('case-fig', 't', { value: 0.25 }))
    expect(text()).toBe('The balls meet at t = 0.250.')
    act(() => publish('case-fig', 't', { value: null, reason: 'no real roots' }))
    expect(text()).toBe('The balls never meet (no real roots).')
  })
})
