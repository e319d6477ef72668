// The links a widget hands out: to itself in the book or the embed page, and an <iframe> snippet.
import { hashFor } from './host'

/** The page URL with this widget's state as the hash (keeps ?c=<chapter> in the book). */
export function linkTo(id: string, mode: 'embed' | 'book', stateText: string, location: Location): string {
  return `${location.origin}${location.pathname}${location.search}${hashFor(id, mode, stateText)}`
}

/** The URL of embed.html next to the current page, showing one widget in the given state. */
export function embedUrl(id: string, stateText: string, baseURI: string): string {
  const url = new URL('embed.html', baseURI)
  url.search = `?w=${encodeURIComponent(id)}`
  url.hash = stateText
  return url.href
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * An <iframe> snippet for a blog post, with no style attribute (a page whose CSP says
 * `style-src 'self'` refuses one): the height given fits the figure as it is now, and the script
 * after it, which a page may leave out, keeps fitting it as the figure's height changes
 * (src/embed/frameHost.ts).
 */
export function embedCode(
  id: string,
  title: string,
  stateText: string,
  baseURI: string,
  height: number,
): string {
  const script = new URL('ricochet-frame.js', baseURI).href
  return `<iframe src="${escapeAttr(embedUrl(id, stateText, baseURI))}" title="${escapeAttr(title)}" width="100%" height="${Math.round(height)}" frameborder="0" loading="lazy"></iframe>\n<script type="module" src="${escapeAttr(script)}"></script>`
}

/** The <ricochet-widget> snippet: the element's script (one per page) and the element itself. */
export function elementCode(id: string, stateText: string, baseURI: string): string {
  const script = new URL('ricochet-widget.js', baseURI).href
  return `<script type="module" src="${escapeAttr(script)}"></script>\n<ricochet-widget name="${escapeAttr(id)}" state="${escapeAttr(stateText)}"></ricochet-widget>`
}

/** What "Copy embed code" copies: both ways, each under a comment, for the reader to keep one. */
export function embedSnippets(iframe: string, element: string): string {
  return `<!-- Ricochet figure as an iframe (the script, optional, fits the frame to the figure): -->\n${iframe}\n<!-- or, instead, as an element (docs/embedding.md): -->\n${element}\n`
}
