// Auto-height for iframes: whenever the page's height changes, tell the parent
// {type: 'ricochet:height', v: 1, id, height}. A host page listens and sets the iframe's height.
import { type HeightMessage, VERSION } from './protocol'

export function postHeight(id: string): void {
  if (window.parent === window) return
  let last = -1
  const send = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height)
    if (height === last) return
    last = height
    const message: HeightMessage = { type: 'ricochet:height', v: VERSION, id, height }
    // The height is not secret and the embedding page's origin is unknown, so any origin may read it.
    window.parent.postMessage(message, '*')
  }
  new ResizeObserver(send).observe(document.documentElement)
}
