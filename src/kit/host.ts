// Where a widget runs decides how its state sits in the URL (see README.md, "State in the URL"):
// alone in embed.html the hash is exactly its state; in the book several widgets share a page,
// so the hash names the widget it belongs to: `?c=<chapter>#<widget-id>:<state>`.
// A <ricochet-widget> element has no URL of its own: it hands its widget a `channel` instead.
import { createContext, useContext } from 'react'

/** Where a widget's state text comes from and goes to (default: the page's URL hash). */
export interface StateChannel {
  /** the state text the outside gives this widget, or null for its defaults */
  read(id: string): string | null
  /** `onChange` runs whenever the outside gives a new state; returns the unsubscribe */
  subscribe(id: string, onChange: () => void): () => void
  /**
   * the reader changed the state; `now`: a link rewritten to what the figure shows; `isDefault`:
   * the state is the figure's default, which a page holding several figures may leave out
   */
  write(id: string, stateText: string, now: boolean, isDefault?: boolean): void
  /** every state the figure shows, the first one included, whoever changed it */
  shown?(id: string, stateText: string): void
}

export interface WidgetHost {
  mode: 'embed' | 'book'
  /** heading level of widget titles: 1 alone in an embed, 2 or 3 inside a chapter */
  headingLevel: 1 | 2 | 3 | 4
  /** the state's home when it is not the URL hash (see StateChannel) */
  channel?: StateChannel
  /** the built site's address when the page is not ours (an element): links and embed code point there */
  site?: string
  /** the chapter shows the figure's parts as its text reaches them (reveal.ts); unset: every part */
  staged?: boolean
}

export const WidgetHostContext = createContext<WidgetHost>({ mode: 'book', headingLevel: 3 })
export const useWidgetHost = () => useContext(WidgetHostContext)

/**
 * The book's hash as its figures' states, in order. Every figure the reader moved has a segment,
 * `<id>:<state>`, the segments joined by `&` like the fields inside them:
 * `#time-of-impact:A=0,0&dA=2,0&relative-motion:dp=5,1.5`. A field is `key=value` with no ':' before
 * its '=', so a token `name:…` whose name holds no '=' starts the next figure. A link to one figure,
 * `#<id>:<state>`, is the one-segment case.
 */
export function bookSegments(hash: string): [id: string, stateText: string][] {
  const body = hash.startsWith('#') ? hash.slice(1) : hash
  const segments: [string, string][] = []
  for (const token of body === '' ? [] : body.split('&')) {
    const colon = token.indexOf(':')
    const eq = token.indexOf('=')
    if (colon > 0 && (eq < 0 || colon < eq)) {
      let owner = token.slice(0, colon)
      try {
        owner = decodeURIComponent(owner)
      } catch {
        owner = ''
      }
      segments.push([owner, token.slice(colon + 1)])
    } else if (segments.length > 0) {
      const last = segments[segments.length - 1]!
      last[1] = last[1] === '' ? token : `${last[1]}&${token}`
    }
  }
  return segments.filter(([id]) => id !== '')
}

/** The state text a hash holds for one widget, or null when the hash is not about it. */
export function stateTextFor(id: string, mode: WidgetHost['mode'], hash: string): string | null {
  if (mode === 'embed') {
    const body = hash.startsWith('#') ? hash.slice(1) : hash
    return body === '' ? null : body
  }
  return bookSegments(hash).find(([owner]) => owner === id)?.[1] ?? null
}

/** The hash that records one widget's state alone (a link to that figure). */
export function hashFor(id: string, mode: WidgetHost['mode'], stateText: string): string {
  return mode === 'embed' ? `#${stateText}` : `#${id}:${stateText}`
}

/**
 * The book's `hash` with one figure's state put first (the one last moved: a link opens there),
 * every other figure's kept; `stateText` null drops the figure (it is back at its default).
 */
export function hashWith(hash: string, id: string, stateText: string | null): string {
  const others = bookSegments(hash).filter(([owner]) => owner !== id)
  const segments = stateText === null ? others : [[id, stateText] as const, ...others]
  return segments.length === 0 ? '' : `#${segments.map(([owner, text]) => `${owner}:${text}`).join('&')}`
}
