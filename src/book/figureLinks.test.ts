// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { figureOf } from './figureLinks'

function link(href: string): HTMLAnchorElement {
  const a = document.createElement('a')
  a.setAttribute('href', href)
  return a
}

describe('figureOf', () => {
  it('names the figure a same-page link sets, and nothing for any other link', () => {
    expect(figureOf(link('#stable-roots:A=0,0&dA=4,0'))).toBe('stable-roots')
    for (const href of [
      '#section-id',
      '#widget-time-of-impact',
      '?c=02-gross-detection',
      '#:A=0,0',
      '#%E0%A4%A:x',
    ])
      expect(figureOf(link(href)), href).toBeNull()
  })
})
