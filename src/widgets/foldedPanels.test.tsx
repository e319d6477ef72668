// @vitest-environment jsdom
// exchange-1d's errata, time-of-impact's derivation and segment-intersection's worked example are folded panels (kit/Fold): folded, they
// draw none of their text, yet publish for the chapters' prose what their outputs show once open,
// in states with numbers and without (a wall, a miss).
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { formatLive } from '../kit/format'
import { WidgetHostContext } from '../kit/host'
import { LiveStoreContext, createLiveStore } from '../kit/liveStore'
import ExchangeWidget from './exchange-1d/ExchangeWidget'
import SegmentIntersectionWidget from './segment-intersection/SegmentIntersectionWidget'
import TimeOfImpactWidget from './time-of-impact/TimeOfImpactWidget'

afterEach(() => {
  vi.runOnlyPendingTimers()
  cleanup()
  vi.useRealTimers()
})

it.each([
  ['exchange-1d', 'opening state', ExchangeWidget, '', 9],
  ['exchange-1d', 'ball 2 a wall', ExchangeWidget, '#m2=inf', 6],
  ['time-of-impact', 'opening state', TimeOfImpactWidget, '', 8],
  ['time-of-impact', 'a miss', TimeOfImpactWidget, '#B=5,5', 8],
  ['segment-intersection', 'opening state', SegmentIntersectionWidget, '', 5],
  ['segment-intersection', 'parallel', SegmentIntersectionWidget, '#p0=0,0&p1=4,0&p2=0,2&p3=4,2', 5],
] as const)('%s, %s: folded, the panel publishes what it shows open', async (id, _, Widget, hash, count) => {
  vi.useFakeTimers()
  window.history.replaceState(null, '', `/embed.html${hash}`)
  const store = createLiveStore()
  const { container } = render(
    <LiveStoreContext value={store}>
      <WidgetHostContext.Provider value={{ mode: 'embed', headingLevel: 1 }}>
        <Widget />
      </WidgetHostContext.Provider>
    </LiveStoreContext>,
  )
  const panel = container.querySelector('details')!
  const outputs = () => [...panel.querySelectorAll('output')]
  const raw = () => outputs().map((o) => `${o.dataset.quantity}=${o.dataset.value}`)
  // Folded: only the empty outputs, no sentence, no formula.
  expect(panel.querySelector('p, dl, .katex')).toBeNull()
  expect(outputs().every((o) => o.textContent === '')).toBe(true)
  const folded = outputs().map((o) => o.dataset.quantity!)
  expect(folded).toHaveLength(count)
  const foldedRaw = raw()
  const published = new Map(folded.map((q) => [q, store.read(id, q)!]))
  await act(async () => {
    panel.open = true
  })
  const drawn = outputs()
  expect(drawn.map((o) => o.dataset.quantity).sort()).toEqual([...folded].sort())
  expect(raw().sort()).toEqual([...foldedRaw].sort())
  for (const o of drawn) {
    const entry = published.get(o.dataset.quantity!)!
    const shown =
      entry.value === null ? entry.reason : `${formatLive(entry.value, entry.digits ?? 3)}${entry.unit ?? ''}`
    expect([o.dataset.quantity, o.textContent]).toEqual([o.dataset.quantity, shown])
  }
})
