// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { sizeForScreen } from './stageCanvas'

const ratio = window.devicePixelRatio
afterEach(() => {
  window.devicePixelRatio = ratio
})

describe('sizeForScreen', () => {
  it('gives the canvas a pixel per screen pixel, rounded, and returns the ratio to draw with', () => {
    window.devicePixelRatio = 1.5
    const canvas = document.createElement('canvas')
    expect(sizeForScreen(canvas, 301, 200)).toBe(1.5)
    expect([canvas.width, canvas.height]).toEqual([452, 300])
  })
  it('takes a ratio of 1 where the browser gives none', () => {
    window.devicePixelRatio = 0
    const canvas = document.createElement('canvas')
    expect(sizeForScreen(canvas, 301, 200)).toBe(1)
    expect([canvas.width, canvas.height]).toEqual([301, 200])
  })
})
