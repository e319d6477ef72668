// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
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
