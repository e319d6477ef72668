// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { URL_CHANNELS as Channels } from './urlChannel'

/** A link pasted into the tab: the hash changes (a fragment navigation) and fires `hashchange`. */
function paste(hash: string) {
  window.history.replaceState(null, '', `/page${hash}`)
  window.dispatchEvent(new HashChangeEvent('hashchange'))
}

let unsubscribe: (() => void)[] = []
const followed = vi.fn()
// The channels are the module's own (one throttle each), shared with every other file of this
// thread (isolate: false): each test takes a fresh module, so no other file's waiting write or
// timer can be in it.
let URL_CHANNELS: typeof Channels
beforeEach(async () => {
  vi.resetModules()
  URL_CHANNELS = (await import('./urlChannel')).URL_CHANNELS
  vi.useFakeTimers()
  window.history.replaceState(null, '', '/page')
})
afterEach(() => {
  for (const off of unsubscribe) off()
  unsubscribe = []
  vi.runOnlyPendingTimers()
  vi.useRealTimers()
  followed.mockClear()
})

describe('a write still waiting when a link is pasted into the tab', () => {
  it('in an embed, is dropped: the pasted link stays', () => {
    const channel = URL_CHANNELS.embed
    unsubscribe.push(channel.subscribe('w', followed))
    channel.write('w', 'a=1', false)
    paste('#a=2')
    expect(followed).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(2000)
    expect(window.location.hash).toBe('#a=2')
    // The figure's next move is written as usual.
    channel.write('w', 'a=3', false)
    vi.advanceTimersByTime(2000)
    expect(window.location.hash).toBe('#a=3')
  })

  it('in an embed, is kept when the new hash gives no state (the figure keeps its own)', () => {
    const channel = URL_CHANNELS.embed
    unsubscribe.push(channel.subscribe('w', followed))
    channel.write('w', 'a=1', false)
    paste('')
    vi.advanceTimersByTime(2000)
    expect(window.location.hash).toBe('#a=1')
  })

  it('in the book, is dropped for each figure the link names; one it leaves out is merged in', () => {
    const channel = URL_CHANNELS.book
    unsubscribe.push(channel.subscribe('one', followed), channel.subscribe('two', followed))
    channel.write('one', 'a=1', false)
    channel.write('two', 'b=1', false)
    paste('#one:a=2&three:c=2')
    vi.advanceTimersByTime(2000)
    expect(window.location.hash).toBe('#two:b=1&one:a=2&three:c=2')
  })
})

describe('a write still waiting when its figure leaves the page', () => {
  it('is dropped, so it cannot land in the next page’s link; a figure that only resubscribes keeps it', async () => {
    const channel = URL_CHANNELS.book
    const gone = channel.subscribe('gone', followed)
    const stays = channel.subscribe('stays', followed)
    channel.write('gone', 'a=1', false)
    channel.write('stays', 'b=1', false)
    gone()
    stays()
    unsubscribe.push(channel.subscribe('stays', followed))
    await Promise.resolve()
    vi.advanceTimersByTime(2000)
    expect(window.location.hash).toBe('#stays:b=1')
  })

  it('leaves no timer behind once nothing is waiting', async () => {
    const channel = URL_CHANNELS.book
    const gone = channel.subscribe('gone', followed)
    channel.write('gone', 'a=1', false)
    expect(vi.getTimerCount()).toBe(1)
    gone()
    await Promise.resolve()
    expect(vi.getTimerCount()).toBe(0)
  })
})
