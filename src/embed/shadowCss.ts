// The site's CSS, rewritten for a <ricochet-widget>'s shadow root. Written for a page, it names
// the page (`:root`, `body`) and sizes things in rem, which in a shadow root would still be the
// host page's root font size; here `:root` becomes the element (`:root[data-theme]` its `theme`
// attribute), `body` its inner wrapper, and rem a custom property the element fixes.
const AT_RULE_PRELUDE = /(@(?:media|container|supports)[^{]*\{)/

function rewrite(css: string): string {
  return css
    .replace(/:root(\[data-theme=([^\]]*)\])?/g, (_, attr?: string, theme?: string) =>
      attr ? `:host([theme=${theme}])` : ':host',
    )
    .replace(/(^|[{}])\s*body\s*\{/g, '$1.rk-element{')
    .replace(/(\d*\.?\d+)rem\b/g, 'calc($1 * var(--rk-rem))')
}

/** The CSS as the shadow root needs it; at-rule conditions (`@media (max-width: 40rem)`) are left alone. */
export function forShadow(css: string): string {
  return css
    .split(AT_RULE_PRELUDE)
    .map((part, i) => (i % 2 === 1 ? part : rewrite(part)))
    .join('')
}

const FONT_FACE = /@font-face\s*\{[^}]*\}/g

/** Chromium ignores @font-face inside a shadow root: these rules go to the document instead. */
export const fontFaces = (css: string): string => (css.match(FONT_FACE) ?? []).join('\n')
export const withoutFontFaces = (css: string): string => css.replace(FONT_FACE, '')

const URL_REF = /url\((["']?)([^"')]+)\1\)/g

/**
 * Relative url()s made absolute against the CSS file's own URL: a constructed sheet's `baseURL`
 * is not used for the fonts of a sheet the document adopts (Chromium resolves them against the page).
 */
export const absoluteUrls = (css: string, base: string): string =>
  css.replace(URL_REF, (_, _quote: string, ref: string) => `url("${new URL(ref, base).href}")`)
