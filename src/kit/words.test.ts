import { describe, expect, it } from 'vitest'
import { formatLive } from './format'
import { caseIds, wordsFor } from './words'

describe('the words for cases', () => {
  it('give every id in the table words without hyphens, and leave plain words alone', () => {
    for (const id of caseIds) expect(wordsFor(id)).not.toMatch(/^[a-z]+(-[a-z0-9]+)+$/)
    expect(wordsFor('after-frame')).toBe('after the frame')
    expect(wordsFor('hit')).toBe('hit')
    expect(wordsFor('constructor')).toBe('constructor')
  })

  it('are what a live value shows: the id stays in data-value, the reader reads the words', () => {
    expect(formatLive('same-motion')).toBe('moving together (w = 0)')
    expect(formatLive(-0.5, 2)).toBe('\u22120.50')
  })
})
