import { describe, expect, it } from 'vitest'
import { bookSegments, hashFor, hashWith, stateTextFor } from './host'
import { elementCode, embedCode, embedUrl } from './links'

describe('whose state a hash holds', () => {
  it('in an embed, the whole hash is the state', () => {
    expect(stateTextFor('time-of-impact', 'embed', '#A=0,0&rA=1')).toBe('A=0,0&rA=1')
    expect(stateTextFor('time-of-impact', 'embed', '')).toBeNull()
    expect(hashFor('time-of-impact', 'embed', 'A=0,0')).toBe('#A=0,0')
  })

  it('in the book, the hash names its widget before a colon', () => {
    expect(stateTextFor('time-of-impact', 'book', '#time-of-impact:A=0,0')).toBe('A=0,0')
    expect(stateTextFor('overlap-test', 'book', '#time-of-impact:A=0,0')).toBeNull()
    expect(stateTextFor('time-of-impact', 'book', '#A=0,0')).toBeNull()
    expect(stateTextFor('time-of-impact', 'book', '#%E0%A4%A:A=0')).toBeNull()
    expect(hashFor('time-of-impact', 'book', 'A=0,0')).toBe('#time-of-impact:A=0,0')
  })
})

describe('links handed out by a widget', () => {
  it('points the embed URL at embed.html beside the page', () => {
    expect(embedUrl('time-of-impact', 'A=0,0&rA=1', 'https://example.org/book/index.html?c=x')).toBe(
      'https://example.org/book/embed.html?w=time-of-impact#A=0,0&rA=1',
    )
  })

  it('escapes the attributes of the iframe snippet', () => {
    const code = embedCode('w', 'Say "hi" <b>', 'A=1', 'https://example.org/', 400)
    expect(code).toBe(
      '<iframe src="https://example.org/embed.html?w=w#A=1" title="Say &quot;hi&quot; &lt;b&gt;" width="100%" height="400" frameborder="0" loading="lazy"></iframe>\n' +
        '<script type="module" src="https://example.org/ricochet-frame.js"></script>',
    )
  })

  it('escapes the attributes of the element snippet and links its script at the site root', () => {
    expect(elementCode('w', 'A=1&B="x"', 'https://example.org/book/index.html?c=x')).toBe(
      '<script type="module" src="https://example.org/book/ricochet-widget.js"></script>\n' +
        '<ricochet-widget name="w" state="A=1&amp;B=&quot;x&quot;"></ricochet-widget>',
    )
  })

  it('holds every moved figure of a book page, and reads a one-figure link as before', () => {
    const hash = '#time-of-impact:A=0,0&dA=2,0&relative-motion:dp=5,1.5&R=2'
    expect(bookSegments(hash)).toEqual([
      ['time-of-impact', 'A=0,0&dA=2,0'],
      ['relative-motion', 'dp=5,1.5&R=2'],
    ])
    expect(stateTextFor('time-of-impact', 'book', hash)).toBe('A=0,0&dA=2,0')
    expect(stateTextFor('relative-motion', 'book', hash)).toBe('dp=5,1.5&R=2')
    // A value may hold ':' (a compact text field): only a name before any '=' starts a figure.
    expect(stateTextFor('sandbox', 'book', '#sandbox:custom=b:1,2&n=3')).toBe('custom=b:1,2&n=3')
    // The figure moved last goes first; a figure back at its default leaves the link.
    expect(hashWith(hash, 'relative-motion', 'dp=1,1')).toBe(
      '#relative-motion:dp=1,1&time-of-impact:A=0,0&dA=2,0',
    )
    expect(hashWith(hash, 'time-of-impact', null)).toBe('#relative-motion:dp=5,1.5&R=2')
    expect(hashWith('#time-of-impact:A=0,0', 'time-of-impact', null)).toBe('')
    expect(hashWith('', 'stable-roots', 'A=0,0')).toBe('#stable-roots:A=0,0')
  })
})
