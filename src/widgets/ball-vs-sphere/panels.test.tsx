// @vitest-environment jsdom
// The two folded panels publish, folded, what their outputs show once open: chapter 9's prose
// quotes both (each preset too: hits, misses, a start inside).
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { formatLive } from '../../kit/format'
import { defaultState } from '../../kit/hashState'
import { LiveStoreContext, createLiveStore } from '../../kit/liveStore'
import { WidgetIdContext } from '../../kit/Output'
import { ErrataPanel } from './ErrataPanel'
import { schema } from './meta'
import { PRESETS, clampState, errata, solve } from './model'
import { Steps } from './Steps'

afterEach(cleanup)

const states = [
  clampState(defaultState(schema)),
  ...Object.values(PRESETS).map((p) => clampState({ ...defaultState(schema), ...p.state })),
]

it.each(states.map((s, i) => [i, s] as const))(
  'state %i: folded, the panels publish what they show open',
  async (_, s) => {
    const sol = solve(s)
    const store = createLiveStore()
    const { container } = render(
      <LiveStoreContext value={store}>
        <WidgetIdContext value="bvs">
          <Steps sol={sol} />
          <ErrataPanel err={errata(s, sol)} sol={sol} onPreset={() => {}} />
        </WidgetIdContext>
      </LiveStoreContext>,
    )
    const raw = () =>
      [...container.querySelectorAll('output')].map((o) => `${o.dataset.quantity}=${o.dataset.value}`)
    const foldedRaw = raw()
    const folded = [...container.querySelectorAll('output')].map((o) => o.dataset.quantity!)
    expect(folded.length).toBe(28)
    const published = new Map(folded.map((q) => [q, store.read('bvs', q)!]))
    await act(async () => {
      for (const d of container.querySelectorAll('details')) d.open = true
    })
    const drawn = [...container.querySelectorAll('output')]
    // Every quantity drawn open was published folded, and nothing else.
    expect(drawn.map((o) => o.dataset.quantity)).toEqual(folded)
    // and with the same raw value, which scripts and tests read.
    expect(raw()).toEqual(foldedRaw)
    for (const o of drawn) {
      const entry = published.get(o.dataset.quantity!)!
      const shown =
        entry.value === null
          ? entry.reason
          : `${formatLive(entry.value, entry.digits ?? 3)}${entry.unit ?? ''}`
      expect([o.dataset.quantity, o.textContent]).toEqual([o.dataset.quantity, shown])
      expect(o.getAttribute('data-value')).toBe(entry.value === null ? '' : String(entry.value))
    }
  },
)
