// The id a book URL's hash names: `#section-id` or `#widget-<id>`, percent-encoded as the browser
// keeps it. A hash that is not valid percent-encoding (`#%`, `#%E0`: anyone can type one) names
// nothing and is ignored, rather than throwing out of the page.

/** The decoded id of `hash` ('#…'), or null when it names none: empty, undecodable, or a figure's `#<id>:<state>`. */
export function hashTarget(hash: string): string | null {
  let id: string
  try {
    id = decodeURIComponent(hash.startsWith('#') ? hash.slice(1) : hash)
  } catch {
    return null
  }
  return id === '' || id.includes(':') ? null : id
}
