// Build step (used by vite.config.ts): the Content-Security-Policy of every built page, as a
// <meta http-equiv> first in <head>, so a static host needs no header configuration. Build only:
// Vite's dev server injects inline scripts (React Fast Refresh) that this policy forbids.
//
// No inline script and no eval anywhere. Styles allow 'unsafe-inline' because React writes style
// attributes (positions, sizes) and KaTeX's markup carries inline styles; a style attribute cannot
// run code. Fonts and images may be data: URLs, which is how Vite inlines small assets.
import type { Plugin } from 'vite'

export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

export function cspMeta(): Plugin {
  return {
    name: 'ricochet-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP },
        injectTo: 'head-prepend',
      },
    ],
  }
}
