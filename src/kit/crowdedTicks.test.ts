// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { hideCrowdedTicks } from './crowdedTicks'

const NS = 'http://www.w3.org/2000/svg'

/** An element of `svg` under `parent` whose page box is `[left, top, width, height]` (jsdom lays nothing out). */
function drawn(
  parent: Element,
  tag: string,
  [left, top, width, height]: [number, number, number, number],
  className = '',
  text = '',
) {
  const el = document.createElementNS(NS, tag)
  if (className) el.setAttribute('class', className)
  el.textContent = text
  el.getBoundingClientRect = () =>
    ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top }) as DOMRect
  parent.append(el)
  return el
}

describe('tick labels give way', () => {
  it('to a label over them and to a handle on them, and come back when it leaves', () => {
    const svg = document.createElementNS(NS, 'svg') as SVGSVGElement
    const axes = drawn(svg, 'g', [0, 0, 0, 0], 'rk-axes')
    const underLabel = drawn(axes, 'text', [100, 100, 20, 14], '', '2')
    const underHandle = drawn(axes, 'text', [200, 100, 20, 14], '', '4')
    // 12 px right of the handle's centre: 2 px into its 14 px clear circle.
    const nearHandle = drawn(axes, 'text', [222, 100, 20, 14], '', '5')
    const free = drawn(axes, 'text', [300, 100, 20, 14], '', '6')
    drawn(svg, 'text', [110, 105, 30, 14], '', 'B')
    const handle = drawn(svg, 'g', [0, 0, 0, 0], 'rk-handle')
    const dot = drawn(handle, 'circle', [202, 99, 16, 16], 'rk-handle-dot')
    hideCrowdedTicks(svg)
    const hidden = () =>
      [underLabel, underHandle, nearHandle, free].filter((t) => t.classList.contains('rk-tick-hidden'))
    expect(hidden().map((t) => t.textContent)).toEqual(['2', '4', '5'])
    dot.getBoundingClientRect = () =>
      ({ left: 402, top: 99, width: 16, height: 16, right: 418, bottom: 115, x: 402, y: 99 }) as DOMRect
    hideCrowdedTicks(svg)
    expect(hidden().map((t) => t.textContent)).toEqual(['2'])
  })
})
