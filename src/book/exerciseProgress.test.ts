import { describe, expect, it } from 'vitest'
import { blankProgress, parseProgress, readAnswer, withProgress } from './exerciseProgress'

describe('exercise progress in the URL', () => {
  it('reads hints, done, solution and the typed answer', () => {
    const p = parseProgress('?c=03-when-do-they-touch&ex=c3-t1:h2ds:0.919,c3-graze:d')
    expect(p.get('c3-t1')).toEqual({ hints: 2, done: true, solution: true, answer: '0.919' })
    expect(p.get('c3-graze')).toEqual({ ...blankProgress, done: true })
  })

  it('drops whatever does not parse, and never keeps markup', () => {
    const p = parseProgress(
      `?ex=${encodeURIComponent('<img src=x>:d,ok:h1,bad:zz,x:d:1<script>,Up:d,dup:d,dup:s,n:h1:1e999')}`,
    )
    expect([...p.keys()]).toEqual(['ok', 'dup', 'n'])
    expect(p.get('dup')!.done).toBe(true)
    expect(parseProgress('?ex=').size).toBe(0)
    expect(parseProgress('?c=x').size).toBe(0)
  })

  it('writes a compact entry beside the other parameters, and round-trips', () => {
    const progress = new Map([
      ['c3-t1', { hints: 1, done: false, solution: false, answer: '0.92' }],
      ['c3-after-frame', { ...blankProgress, done: true, solution: true }],
      ['untouched', blankProgress],
    ])
    const search = withProgress('?c=03-when-do-they-touch&ex=old:d', progress)
    expect(search).toBe('?c=03-when-do-they-touch&ex=c3-t1:h1:0.92,c3-after-frame:ds')
    expect(parseProgress(search)).toEqual(new Map([...progress].filter(([id]) => id !== 'untouched')))
    expect(withProgress('?ex=a:d', new Map())).toBe('')
  })

  it('reads typed numbers the way readers write them', () => {
    expect(readAnswer(' 0,919 ')).toBe(0.919)
    expect(readAnswer('\u22123.5')).toBe(-3.5)
    expect(readAnswer('1e-3')).toBe(0.001)
    expect(readAnswer('')).toBeNull()
    expect(readAnswer('-')).toBeNull()
    expect(readAnswer('two')).toBeNull()
    expect(readAnswer('1e999')).toBeNull()
    // Fractions, as a reader works them out by hand.
    expect(readAnswer('1/9')).toBe(1 / 9)
    expect(readAnswer(' \u22125 / 4 ')).toBe(-1.25)
    expect(readAnswer('0,5/2')).toBe(0.25)
    // Counts grouped as the book prints them; a comma before fewer or more than three digits is decimal.
    expect(readAnswer('20,000')).toBe(20000)
    expect(readAnswer('\u22121,020.5')).toBe(-1020.5)
    expect(readAnswer('1,5')).toBe(1.5)
    expect(readAnswer('1,0200')).toBe(1.02)
    expect(readAnswer('2,000/4')).toBe(500)
    expect(readAnswer('1/0')).toBeNull()
    expect(readAnswer('1/')).toBeNull()
    expect(readAnswer('/4')).toBeNull()
    expect(readAnswer('1/2/3')).toBeNull()
  })
})
