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
  /** the reader changed the state; `now`: a link rewritten to what the figure shows */
  write(id: string, stateText: string, now: boolean): void
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
}

export const WidgetHostContext = createContext<WidgetHost>({ mode: 'book', headingLevel: 3 })
export const useWidgetHost = () => useContext(WidgetHostContext)

/** The state text a hash holds for one widget, or null when the hash is not about it. */
export function stateTextFor(id: string, mode: WidgetHost['mode'], hash: string): string | null {
  const body = hash.startsWith('#') ? hash.slice(1) : hash
  if (mode === 'embed') return body === '' ? null : body
  const colon = body.indexOf(':')
  if (colon < 0) return null
  let owner = body.slice(0, colon)
  try {
    owner = decodeURIComponent(owner)
  } catch {
    return null
  }
  return owner === id ? body.slice(colon + 1) : null
}

/** The hash that records one widget's state. */
export function hashFor(id: string, mode: WidgetHost['mode'], stateText: string): string {
  return mode === 'embed' ? `#${stateText}` : `#${id}:${stateText}`
}
