// The iframe embed's postMessage API, version 1 (docs/embedding.md). The widget posts to '*':
// what it says (its id, state and height) is what its own URL already shows, and the embedding
// page's origin is unknown. It takes commands from its parent page only, from any origin: a state
// is read by the same rules as a link's hash, so no message can put the widget in a state a link
// could not.
import { flushSync } from 'react-dom'
import type { StateChannel } from '../kit/host'
import { URL_CHANNELS } from '../kit/urlChannel'
import { type StateMessage, VERSION, isCommand } from './protocol'
import { reporter } from './reporter'

/**
 * The embed's state channel: the URL hash, as in any embed, and the parent page, told every state
 * and obeyed when it sends a command. `post` sends one message to the parent.
 */
export function parentChannel(id: string, post: (m: StateMessage) => void): StateChannel {
  const url = URL_CHANNELS.embed
  const listeners = new Set<() => void>()
  const report = reporter((state) => post({ type: 'ricochet:state', v: VERSION, id, state }))
  window.addEventListener('message', (e) => {
    if (e.source !== window.parent || !isCommand(e.data)) return
    if (e.data.type === 'ricochet:set-state') {
      url.write(id, e.data.state, true)
      // Drawn at once, so the reply below carries the state the figure now shows.
      flushSync(() => {
        for (const l of listeners) l()
      })
    }
    report.reply()
  })
  return {
    read: url.read,
    subscribe(widget, onChange) {
      listeners.add(onChange)
      const off = url.subscribe(widget, onChange)
      return () => {
        listeners.delete(onChange)
        off()
      }
    },
    write: url.write,
    shown: (_widget, stateText) => report.shown(stateText),
  }
}
