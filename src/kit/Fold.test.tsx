// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Fold } from './Fold'
import { type LiveStore, LiveStoreContext, createLiveStore } from './liveStore'
import { Output, type OutputProps, WidgetIdContext } from './Output'

afterEach(cleanup)

const outputsAt = (x: number): OutputProps[] => [
  { q: 'x', value: x, digits: 2, unit: ' m', label: 'x' },
  { q: 'root', value: x > 0 ? Math.sqrt(x) : null, reason: 'no real root' },
]

function Panel({ x }: { x: number }) {
  const [a, b] = outputsAt(x) as [OutputProps, OutputProps]
  return (
    <Fold summary="More" outputs={outputsAt(x)}>
      <p>
        x = <Output {...a} />, √x = <Output {...b} />
      </p>
    </Fold>
  )
}

function mount(store: LiveStore, x: number) {
  const tree = (x: number) => (
    <LiveStoreContext value={store}>
      <WidgetIdContext value="fig">
        <Panel x={x} />
      </WidgetIdContext>
    </LiveStoreContext>
  )
  const view = render(tree(x))
  return { ...view, set: (x: number) => view.rerender(tree(x)) }
}

describe('Fold', () => {
  it('folded, publishes its numbers as its outputs would, and draws none of them', async () => {
    const folded = createLiveStore()
    const { container, set } = mount(folded, 4)
    const outputs = () => [...container.querySelectorAll('output')]
    // Each quantity keeps its element (a shape may name it) and raw value, with no text.
    const read = () => outputs().map((o) => [o.dataset.quantity, o.textContent, o.dataset.value])
    expect(read()).toEqual([
      ['x', '', '4'],
      ['root', '', '2'],
    ])
    expect(container.querySelector('p')).toBeNull()
    set(-1)
    expect(read()).toEqual([
      ['x', '', '-1'],
      ['root', '', ''],
    ])
    // The same entries as an open panel's outputs publish, in each state.
    const open = createLiveStore()
    const drawn = mount(open, -1)
    await act(async () => {
      drawn.container.querySelector('details')!.open = true
    })
    expect(drawn.container.querySelector('p')).not.toBeNull()
    for (const q of ['x', 'root']) expect(folded.read('fig', q)).toEqual(open.read('fig', q))
    expect(folded.read('fig', 'x')).toEqual({ value: -1, digits: 2, unit: ' m' })
    expect(folded.read('fig', 'root')).toEqual({ value: null, reason: 'no real root' })
  })

  it('draws its numbers as it opens, before the browser paints, and stops when it folds', async () => {
    const { container, set } = mount(createLiveStore(), 4)
    const details = container.querySelector('details')!
    details.open = true
    // The attribute's observer runs as a microtask: drawn before any frame.
    await Promise.resolve()
    expect(container.querySelector('p')?.textContent).toBe('x = 4.00 m, √x = 2.000')
    set(9)
    expect(container.querySelector('p')?.textContent).toBe('x = 9.00 m, √x = 3.000')
    details.open = false
    await Promise.resolve()
    expect(container.querySelector('p')).toBeNull()
  })
})
