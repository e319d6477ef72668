// The state's usual home, the page's URL hash (host.ts: `#<state>` alone, `#<id>:<state>` in the
// book), written back throttled (throttle.ts) so a drag does not flood the browser's history.
import { type StateChannel, type WidgetHost, hashFor, stateTextFor } from './host'
import { throttle } from './throttle'

const hash = throttle((next: string) => {
  const { pathname, search } = window.location
  if (window.location.hash !== next)
    window.history.replaceState(window.history.state, '', `${pathname}${search}${next}`)
})

function channel(mode: WidgetHost['mode']): StateChannel {
  return {
    read: (id) => (typeof window === 'undefined' ? null : stateTextFor(id, mode, window.location.hash)),
    subscribe(_id, onChange) {
      // A link pasted into the same tab changes only the hash: follow it.
      window.addEventListener('hashchange', onChange)
      return () => window.removeEventListener('hashchange', onChange)
    },
    write: (id, stateText, now) => hash[now ? 'now' : 'push'](hashFor(id, mode, stateText)),
  }
}

export const URL_CHANNELS: Readonly<Record<WidgetHost['mode'], StateChannel>> = {
  embed: channel('embed'),
  book: channel('book'),
}
