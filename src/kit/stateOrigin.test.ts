// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { gestureOf, setStateOrigin, stateOrigin } from './stateOrigin'

describe('stateOrigin', () => {
  it('calls a press on a button a preset, unless the button is marked as the reader’s own move', () => {
    document.body.innerHTML = `
      <button id="preset"><span id="inside">Load a graze</span></button>
      <button id="step" data-move="own">▶</button>
      <svg><circle id="handle" /></svg>
      <input id="slider" type="range" />`
    const el = (id: string) => document.getElementById(id)
    expect(gestureOf(el('preset'))).toBe('preset')
    expect(gestureOf(el('inside'))).toBe('preset')
    expect(gestureOf(el('step'))).toBe('own')
    expect(gestureOf(el('handle'))).toBe('own')
    expect(gestureOf(el('slider'))).toBe('own')
    expect(gestureOf(null)).toBe('own')
  })

  it('is the page’s until the figure records one', () => {
    expect(stateOrigin('never-loaded')).toBe('page')
    setStateOrigin('w', 'own')
    expect(stateOrigin('w')).toBe('own')
  })
})
