import { describe, expect, it } from 'vitest'
import { type IndexedSection, searchBook } from './search'

const section = (id: string, title: string, text: string): IndexedSection => ({
  slug: 'c',
  chapter: '1. C',
  id,
  title,
  text,
})
const index = [
  section('', 'Intro', 'Balls move. The discriminant, the discriminant, the discriminant.'),
  section('disc', 'The discriminant', 'It decides: b² − 4ac.'),
  section('walls', 'Walls', 'A résumé of walls and the discriminant of nothing.'),
]

describe('the book search', () => {
  it('finds sections holding every word, titles first, and cuts a snippet around the match', () => {
    const hits = searchBook(index, 'Discriminant')
    expect(hits.map((h) => h.id)).toEqual(['disc', '', 'walls'])
    expect(searchBook(index, 'discriminant walls').map((h) => h.id)).toEqual(['walls'])
    expect(hits[1]!.snippet).toContain('discriminant')
  })

  it('ignores case and accents, and finds nothing for nothing', () => {
    expect(searchBook(index, 'RESUME').map((h) => h.id)).toEqual(['walls'])
    expect(searchBook(index, '   ')).toEqual([])
    expect(searchBook(index, 'zzz')).toEqual([])
  })

  it('ranks a title holding the whole query first, and matches words by their start', () => {
    const book = [
      section('floats', 'What floats can and cannot decide', `${'A double is a float. '.repeat(20)}what`),
      section('double', 'What a double is', 'Sign, exponent, fraction.'),
    ]
    expect(searchBook(book, 'What a double is').map((h) => h.id)).toEqual(['double', 'floats'])
    // "a" inside "can" or "fraction" is no word "a".
    expect(searchBook([section('x', 'Can', 'cannot decide the fraction')], 'a')).toEqual([])
  })
})
