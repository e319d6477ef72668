// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { publish } from '../kit/liveStore'
import { hiddenQuantities } from '../kit/predict'
import { setStateOrigin } from '../kit/stateOrigin'
import { Exercise, Hint, Solution, resetExerciseProgress } from './Exercise'
import { Live } from './Live'
import { STORAGE_KEY } from './exerciseProgress'
import { chapter1 } from './exercises/chapter1'
import { chapter3 } from './exercises/chapter3'

afterEach(cleanup)
beforeEach(() => {
  localStorage.clear()
  resetExerciseProgress()
  window.history.replaceState(null, '', '/?c=03-when-do-they-touch#time-of-impact:A=0,0')
  // The reader has moved each figure unless a test says otherwise (kit/stateOrigin.ts).
  for (const w of ['time-of-impact', 'overlap-test', 'relative-motion']) setStateOrigin(w, 'own')
})

const status = () => document.querySelector('.book-exercise-feedback')!

function typed() {
  return render(
    <Exercise id="c3-t1">
      <p>What is t₁?</p>
      <Hint>Use the half-b form.</Hint>
      <Hint>β = −20.</Hint>
      <Solution>t₁ = (20 − √28)/16.</Solution>
    </Exercise>,
  )
}

describe('<Exercise>', () => {
  it('checks a typed number against the figure’s live output and keeps the answer in the query', () => {
    publish('time-of-impact', 't1', { value: (40 - Math.sqrt(112)) / 32 })
    typed()
    const input = screen.getByLabelText('t₁ =')
    fireEvent.change(input, { target: { value: '0.95' } })
    fireEvent.click(screen.getByRole('button', { name: 'Check' }))
    expect(status().textContent).toMatch(/^Not quite/)
    fireEvent.change(input, { target: { value: '0,919' } })
    fireEvent.submit(input.closest('form')!)
    expect(status().textContent).toBe('Right: the figure’s model gives 0.919, now shown in the figure.')
    expect(window.location.search).toBe('?c=03-when-do-they-touch&ex=c3-t1:d:0,919')
    expect(window.location.hash).toBe('#time-of-impact:A=0,0')
  })

  it('follows the figure: the same answer is wrong once the figure changes', () => {
    publish('time-of-impact', 't1', { value: 0.5 })
    typed()
    fireEvent.change(screen.getByLabelText('t₁ ='), { target: { value: '0.919' } })
    fireEvent.click(screen.getByRole('button', { name: 'Check' }))
    expect(status().textContent).toMatch(/^Not quite/)
    publish('time-of-impact', 't1', { value: null, reason: 'no real roots' })
    fireEvent.click(screen.getByRole('button', { name: 'Check' }))
    expect(status().textContent).toBe('The figure as it stands has no answer (no real roots): move it back.')
  })

  it('says “move it back” only to a reader who moved the figure away from an answer', () => {
    publish('time-reversal', 'collisions-to-radius', { value: null })
    render(
      <Exercise id="c12-one-radius">
        <p>How many contacts per disk?</p>
      </Exercise>,
    )
    const none =
      'The figure as it stands has no answer (the return error has not reached one radius in the figure yet: run it with T = 60, then check your estimate)'
    // The figure as the page opened it, or as a preset left it, is not the reader's to move back.
    for (const origin of ['page', 'preset'] as const) {
      setStateOrigin('time-reversal', origin)
      fireEvent.click(screen.getByRole('button', { name: 'Check' }))
      expect(status().textContent).toBe(`${none}.`)
    }
    setStateOrigin('time-reversal', 'own')
    fireEvent.click(screen.getByRole('button', { name: 'Check' }))
    expect(status().textContent).toBe(`${none}: move it back.`)
  })

  it('reveals hints one at a time and the solution on request, remembered in the URL', () => {
    typed()
    expect(screen.queryByText('Use the half-b form.')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Show hint 1 of 2' }))
    expect(screen.getByText('Use the half-b form.')).toBeTruthy()
    expect(document.activeElement).toBe(
      screen.getByText('Use the half-b form.').closest('.book-exercise-hint'),
    )
    expect(screen.queryByText('β = −20.')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Show hint 2 of 2' }))
    expect(screen.queryByRole('button', { name: /Show hint/ })).toBeNull()
    // The button is gone: the focus went to the hint it revealed, not to the page's body.
    expect(document.activeElement).toBe(screen.getByText('β = −20.').closest('.book-exercise-hint'))
    fireEvent.click(screen.getByRole('button', { name: 'Show the worked solution' }))
    expect(screen.getByText('t₁ = (20 − √28)/16.')).toBeTruthy()
    expect(new URLSearchParams(window.location.search).get('ex')).toBe('c3-t1:h2s')
    cleanup()
    resetExerciseProgress()
    typed()
    expect(screen.getByText('β = −20.')).toBeTruthy()
    expect(document.activeElement).toBe(document.body)
    expect(screen.getByRole('button', { name: 'Hide the worked solution' })).toBeTruthy()
  })

  it('checks a move against the figure’s outputs', () => {
    render(
      <Exercise id="c3-after-frame">
        <p>Make the touch come after the frame.</p>
      </Exercise>,
    )
    publish('time-of-impact', 'case', { value: 'hit' })
    fireEvent.click(screen.getByRole('button', { name: 'Check the figure' }))
    expect(status().textContent).toBe(
      'Not yet: the touch must come after the end of this frame, and the case is “hit”: aim the balls at each other with arrows too short to meet within the frame.',
    )
    publish('time-of-impact', 'case', { value: 'after-frame' })
    // The goal on screen proves nothing until the reader made it so: not after a link or a preset.
    setStateOrigin('time-of-impact', 'page')
    fireEvent.click(screen.getByRole('button', { name: 'Check the figure' }))
    expect(status().textContent).toMatch(/^Not yet: the figure shows it because the page or a link set it up/)
    setStateOrigin('time-of-impact', 'preset')
    fireEvent.click(screen.getByRole('button', { name: 'Check the figure' }))
    expect(status().textContent).toMatch(/^Not yet: a button put the figure there/)
    expect(new URLSearchParams(window.location.search).get('ex')).toBeNull()
    setStateOrigin('time-of-impact', 'own')
    fireEvent.click(screen.getByRole('button', { name: 'Check the figure' }))
    expect(status().textContent).toMatch(/^Yes/)
    expect(new URLSearchParams(window.location.search).get('ex')).toBe('c3-after-frame:d')
  })

  it('hides the number it asks for until the reader answers: figure and prose show “?”', () => {
    publish('overlap-test', 'distanceSq', { value: 6.73 })
    publish('overlap-test', 'distance', { value: Math.sqrt(6.73) })
    render(
      <>
        <p>
          d² = <Live w="overlap-test" q="distanceSq" />, d = <Live w="overlap-test" q="distance" />, Δx ={' '}
          <Live w="overlap-test" q="dx" />
        </p>
        <Exercise id="c1-distance-squared">
          <p>What is d²?</p>
          <Solution>Add the squares.</Solution>
        </Exercise>
      </>,
    )
    const shown = () => [...document.querySelectorAll('output')].map((o) => o.textContent)
    expect(shown()).toEqual(['?', '?', 'waiting for the figure'])
    expect(hiddenQuantities('overlap-test').has('distanceSq')).toBe(true)
    const input = screen.getByLabelText('d² =')
    // The usual mistakes get a hint aimed at them, and the number stays hidden.
    fireEvent.change(input, { target: { value: '2.594' } })
    fireEvent.submit(input.closest('form')!)
    expect(status().textContent).toMatch(/^Not quite\. That is d, the distance itself/)
    fireEvent.change(input, { target: { value: '−6.73' } })
    fireEvent.submit(input.closest('form')!)
    expect(status().textContent).toMatch(/^Not quite\. The size is right but the sign is not/)
    fireEvent.change(input, { target: { value: '13.46' } })
    fireEvent.submit(input.closest('form')!)
    expect(status().textContent).toMatch(/twice the answer/)
    expect(shown()).toEqual(['?', '?', 'waiting for the figure'])
    // A fraction is a number too.
    fireEvent.change(input, { target: { value: '673/100' } })
    fireEvent.submit(input.closest('form')!)
    expect(status().textContent).toMatch(/^Right/)
    expect(shown()).toEqual(['6.730', '2.594', 'waiting for the figure'])
    expect(hiddenQuantities('overlap-test').size).toBe(0)
  })

  it('says what a move still lacks, without a number an open exercise hides', () => {
    publish('overlap-test', 'verdict', { value: 'apart' })
    publish('overlap-test', 'gap', { value: 0.3 })
    publish('overlap-test', 'depth', { value: null })
    const touch = (
      <Exercise id="c1-touch">
        <p>Make them touch.</p>
      </Exercise>
    )
    const { unmount } = render(touch)
    const checkFigure = () => fireEvent.click(screen.getByRole('button', { name: 'Check the figure' }))
    checkFigure()
    expect(status().textContent).toBe(
      'Not yet: the rims are still 0.300 apart: bring the balls together until the gap closes.',
    )
    unmount()
    // c1-distance-squared hides the gap (d = gap + the radii): the feedback says it in words only.
    render(
      <>
        {touch}
        <Exercise id="c1-distance-squared">
          <p>What is d²?</p>
        </Exercise>
      </>,
    )
    checkFigure()
    expect(status().textContent).toBe(
      'Not yet: the rims are still apart: bring the balls together until the gap closes.',
    )
    // The page's live store outlives the test, and a later one wants this figure not loaded.
    publish('overlap-test', 'verdict', { value: undefined as never })
  })

  it('reveals the number when the reader gives up and opens the worked solution', () => {
    publish('relative-motion', 'tClosest', { value: 1.25 })
    render(
      <>
        <Live w="relative-motion" q="tClosest" />
        <Exercise id="c3-closest">
          <p>When closest?</p>
          <Solution>−Δp·w / w·w.</Solution>
        </Exercise>
      </>,
    )
    expect(document.querySelector('output')?.textContent).toBe('?')
    fireEvent.click(screen.getByRole('button', { name: 'Show the worked solution' }))
    expect(document.querySelector('output')?.textContent).toBe('1.250')
  })

  it('asks about a state of the reader’s own: the opening figure’s answer is in the text', () => {
    publish('time-of-impact', 't1', { value: (40 - Math.sqrt(112)) / 32 })
    setStateOrigin('time-of-impact', 'page')
    typed()
    const input = screen.getByLabelText('t₁ =')
    fireEvent.change(input, { target: { value: '0.919' } })
    fireEvent.submit(input.closest('form')!)
    expect(status().textContent).toMatch(/^First make the figure your own/)
    setStateOrigin('time-of-impact', 'own')
    fireEvent.submit(input.closest('form')!)
    expect(status().textContent).toMatch(/^Right/)
  })

  it('says so when the figure has not loaded, or the id is unknown', () => {
    render(
      <Exercise id="c1-touch">
        <p>Make them touch.</p>
      </Exercise>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Check the figure' }))
    expect(status().textContent).toMatch(/not loaded yet/)
    cleanup()
    render(<Exercise id="no-such">x</Exercise>)
    expect(screen.getByRole('alert').textContent).toMatch(/“no-such”/)
  })

  it('numbers the exercises in page order, in their names', () => {
    render(
      <>
        <Exercise id="c1-touch">
          <p>Touch.</p>
        </Exercise>
        <Exercise id="c3-after-frame">
          <p>After.</p>
        </Exercise>
      </>,
    )
    expect(
      screen
        .getAllByRole('group')
        .map((g) => `${g.getAttribute('data-exercise')} ${g.querySelector('legend')?.textContent}`),
    ).toEqual(['c1-touch Try it 1', 'c3-after-frame Try it 2'])
  })
})

describe('the checks', () => {
  it('judge moves and numbers by the figure’s outputs', () => {
    expect(chapter1['c1-touch'].goal({ verdict: 'touching' })).toBe(true)
    expect(chapter1['c1-touch'].goal({ verdict: 'apart' })).toBe(false)
    expect(chapter1['c1-substeps-miss'].goal({ n: 3, case: 'hit', substeps: 'missed' })).toBe(true)
    expect(chapter1['c1-substeps-miss'].goal({ n: 1, case: 'hit', substeps: 'missed' })).toBe(false)
    expect(chapter3['c3-graze'].goal({ h: 2.004, R: 2 })).toBe(true)
    expect(chapter3['c3-graze'].goal({ h: 1.5, R: 2 })).toBe(false)
    expect(
      chapter3['c3-disagree'].goal({ 'case-textbook': 'miss', 'case-stable': 'hit', spread: 5.69 }),
    ).toBe(true)
    expect(chapter3['c3-closest'].expected({ tClosest: 1.25 })).toBe(1.25)
    expect(chapter3['c3-closest'].expected({ tClosest: null })).toBeNull()
  })

  it('keeps the reader’s record in localStorage: it fills in what the URL does not say, the URL wins where it does', () => {
    publish('time-of-impact', 't1', { value: (40 - Math.sqrt(112)) / 32 })
    typed()
    fireEvent.click(screen.getByRole('button', { name: /hint/i }))
    expect(localStorage.getItem(STORAGE_KEY)).toBe('c3-t1:h1')
    cleanup()
    // A later visit without `ex` continues where the reader left off.
    resetExerciseProgress()
    window.history.replaceState(null, '', '/?c=03-when-do-they-touch')
    typed()
    expect(screen.getByText('Use the half-b form.')).toBeTruthy()
    cleanup()
    // A shared link that names the exercise shows what the link says.
    resetExerciseProgress()
    window.history.replaceState(null, '', '/?c=03-when-do-they-touch&ex=c3-t1:s')
    typed()
    expect(screen.queryByText('Use the half-b form.')).toBeNull()
    expect(screen.getByText('t₁ = (20 − √28)/16.')).toBeTruthy()
  })
})
