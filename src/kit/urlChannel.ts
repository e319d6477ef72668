// The state's usual home, the page's URL hash (host.ts: `#<state>` alone, in the book every moved
// figure's `<id>:<state>`), written back throttled (throttle.ts) so a drag does not flood the
// browser's history. In the book the figures' writes are gathered and merged into the hash when
// it is written, so two figures moved in one throttle window both stay in the link. A write still
// waiting when a link is pasted into the tab is older than that link: it is dropped for every
// figure the link names, so it cannot land over the link (a figure the link leaves out keeps its own).
import { type StateChannel, type WidgetHost, hashFor, hashWith, stateTextFor } from './host'
import { throttle } from './throttle'

function replaceHash(next: string) {
  const { pathname, search } = window.location
  if (window.location.hash !== next && !(next === '' && window.location.hash === '#'))
    window.history.replaceState(window.history.state, '', `${pathname}${search}${next}`)
}

function channel(mode: WidgetHost['mode']): StateChannel {
  // The waiting states by figure (null: back at its default, which the book's hash leaves out),
  // merged in when written (an embed's hash holds its one figure's).
  const waiting = new Map<string, string | null>()
  const mounted = new Map<string, number>()
  const flush = throttle(() => {
    let next = window.location.hash
    for (const [id, text] of waiting)
      next = mode === 'embed' ? hashFor(id, mode, text!) : hashWith(next, id, text)
    waiting.clear()
    replaceHash(next)
  })
  return {
    read: (id) => (typeof window === 'undefined' ? null : stateTextFor(id, mode, window.location.hash)),
    subscribe(id, onChange) {
      // A link pasted into the same tab changes only the hash: follow it, dropping first the
      // writes still waiting for every figure it names.
      const onHash = () => {
        for (const id of waiting.keys())
          if (stateTextFor(id, mode, window.location.hash) !== null) waiting.delete(id)
        onChange()
      }
      window.addEventListener('hashchange', onHash)
      mounted.set(id, (mounted.get(id) ?? 0) + 1)
      return () => {
        window.removeEventListener('hashchange', onHash)
        mounted.set(id, mounted.get(id)! - 1)
        // A figure gone from the page (another chapter opened, a test's render unmounted) leaves
        // no write behind to land in the next page's link. Checked after the commit: a figure that
        // only resubscribes (its effect re-run) is still there and keeps its write.
        queueMicrotask(() => {
          if (mounted.get(id) === 0) waiting.delete(id)
          if (waiting.size === 0) flush.cancel()
        })
      }
    },
    write(id, stateText, now, isDefault) {
      waiting.delete(id)
      waiting.set(id, isDefault && mode === 'book' ? null : stateText)
      flush[now ? 'now' : 'push'](undefined)
    },
  }
}

export const URL_CHANNELS: Readonly<Record<WidgetHost['mode'], StateChannel>> = {
  embed: channel('embed'),
  book: channel('book'),
}
