// The state's usual home, the page's URL hash (host.ts: `#<state>` alone, in the book every moved
// figure's `<id>:<state>`), written back throttled (throttle.ts) so a drag does not flood the
// browser's history. In the book the figures' writes are gathered and merged into the hash when
// it is written, so two figures moved in one throttle window both stay in the link.
import { type StateChannel, type WidgetHost, hashFor, hashWith, stateTextFor } from './host'
import { throttle } from './throttle'

function replaceHash(next: string) {
  const { pathname, search } = window.location
  if (window.location.hash !== next && !(next === '' && window.location.hash === '#'))
    window.history.replaceState(window.history.state, '', `${pathname}${search}${next}`)
}

const embedHash = throttle(replaceHash)
// The book's waiting states by figure (null: back at its default), merged in when written.
const waiting = new Map<string, string | null>()
const bookHash = throttle(() => {
  let next = window.location.hash
  for (const [id, text] of waiting) next = hashWith(next, id, text)
  waiting.clear()
  replaceHash(next)
})

function channel(mode: WidgetHost['mode']): StateChannel {
  return {
    read: (id) => (typeof window === 'undefined' ? null : stateTextFor(id, mode, window.location.hash)),
    subscribe(_id, onChange) {
      // A link pasted into the same tab changes only the hash: follow it.
      window.addEventListener('hashchange', onChange)
      return () => window.removeEventListener('hashchange', onChange)
    },
    write(id, stateText, now, isDefault) {
      if (mode === 'embed') {
        embedHash[now ? 'now' : 'push'](hashFor(id, mode, stateText))
        return
      }
      waiting.delete(id)
      waiting.set(id, isDefault ? null : stateText)
      bookHash[now ? 'now' : 'push'](undefined)
    },
  }
}

export const URL_CHANNELS: Readonly<Record<WidgetHost['mode'], StateChannel>> = {
  embed: channel('embed'),
  book: channel('book'),
}
