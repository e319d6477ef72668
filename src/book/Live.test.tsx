// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Output, WidgetIdContext } from '../kit/Output'
import DemoWidget from '../kit/testing/DemoWidget'
import { Live } from './Live'

afterEach(cleanup)

const prose = (q: string) => document.querySelector(`output[data-bound-to="one-ball"][data-quantity="${q}"]`)!
const figure = (q: string) => document.querySelector(`[data-widget="one-ball"] output[data-quantity="${q}"]`)!

describe('numbers in the prose', () => {
  it('follow the figure they are bound to', () => {
    window.history.replaceState(null, '', '/')
    render(
      <>
        <DemoWidget />
        <p>
          The ball travels <Live w="one-ball" q="distance" digits={2} /> units;{' '}
          <Live w="one-ball" q="nothing" />.
        </p>
      </>,
    )
    expect(prose('distance').getAttribute('data-value')).toBe(figure('distance').getAttribute('data-value'))
    expect(prose('distance').textContent).toBe('3.16')
    // Shift+↑ moves the arrow's head one whole unit (a key step of Shift on this 10-unit figure).
    fireEvent.keyDown(screen.getByRole('button', { name: /^Displacement of A/ }), {
      key: 'ArrowUp',
      shiftKey: true,
    })
    expect(prose('distance').getAttribute('data-value')).toBe(String(Math.hypot(3, 2)))
    expect(prose('nothing').textContent).toBe('waiting for the figure')
    expect(prose('nothing').getAttribute('data-value')).toBe('')
  })
})

describe('a prose number that names no digits or unit', () => {
  const said = (q: string) => document.querySelector(`output[data-bound-to="voice"][data-quantity="${q}"]`)!

  it('reads as the figure writes it: its decimals, its unit, a count’s noun in the right number', () => {
    const figureOf = (lost: number, contacts: number) => (
      <WidgetIdContext.Provider value="voice">
        <Output q="lost" value={lost} digits={1} unit=" %" />
        <Output q="contacts" value={contacts} digits={0} />
      </WidgetIdContext.Provider>
    )
    const prose = (
      <p>
        <Live w="voice" q="lost" />, <Live w="voice" q="lost" digits={3} unit="" />,{' '}
        <Live w="voice" q="contacts" noun="contact" />
      </p>
    )
    const { rerender } = render(
      <>
        {figureOf(72.3214, 1)}
        {prose}
      </>,
    )
    const texts = () =>
      [...document.querySelectorAll('output[data-bound-to="voice"]')].map((o) => o.textContent)
    expect(texts()).toEqual(['72.3 %', '72.321', '1 contact'])
    rerender(
      <>
        {figureOf(-0.04, 3)}
        {prose}
      </>,
    )
    expect(texts()).toEqual(['0.0 %', '\u22120.040', '3 contacts'])
    expect(said('contacts').getAttribute('data-value')).toBe('3')
  })
})
