import { describe, expect, it } from 'vitest'
import { absoluteUrls, fontFaces, forShadow, withoutFontFaces } from './shadowCss'

describe('the site’s CSS in a shadow root', () => {
  it('puts the page’s selectors on the element and fixes rem, leaving at-rule conditions alone', () => {
    const css =
      ':root{--bg:#fff}:root[data-theme="dark"]{color-scheme:dark}body{color:var(--fg)}' +
      '.a{margin:1.5rem 0 .25rem}@media (max-width:37.5rem){.a{padding:2rem}}'
    expect(forShadow(css)).toBe(
      ':host{--bg:#fff}:host([theme="dark"]){color-scheme:dark}.rk-element{color:var(--fg)}' +
        '.a{margin:calc(1.5 * var(--rk-rem)) 0 calc(.25 * var(--rk-rem))}' +
        '@media (max-width:37.5rem){.a{padding:calc(2 * var(--rk-rem))}}',
    )
  })

  it('splits KaTeX’s @font-face rules from the rest', () => {
    const css = '@font-face{font-family:KaTeX_Main;src:url(a.woff2)}.katex{font:1.21em KaTeX_Main}'
    expect(fontFaces(css)).toBe('@font-face{font-family:KaTeX_Main;src:url(a.woff2)}')
    expect(withoutFontFaces(css)).toBe('.katex{font:1.21em KaTeX_Main}')
  })

  it('resolves url()s against the CSS file, whatever page adopts it', () => {
    const css = `@font-face{src:url(./K.woff2)format("woff2"),url('../K.woff')}.x{background:url("data:image/png;base64,AA==")}`
    expect(absoluteUrls(css, 'https://r.example/site/assets/katex.css')).toBe(
      '@font-face{src:url("https://r.example/site/assets/K.woff2")format("woff2"),url("https://r.example/site/K.woff")}' +
        '.x{background:url("data:image/png;base64,AA==")}',
    )
  })
})
