// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MIN_HEIGHT, Plot, plotDomain } from './Plot'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a plot axis’s domain', () => {
  it('widens to round ticks', () => {
    expect(plotDomain([0, 3.7], 5)).toEqual([0, 4])
    expect(plotDomain([-0.83, 0.83], 4)).toEqual([-1, 1])
    expect(plotDomain([0, 1234.5], 4)).toEqual([0, 1500])
  })

  it('gives a flat line room around it: its own size either way, or ±1 at zero', () => {
    expect(plotDomain([0, 0], 4)).toEqual([-1, 1])
    expect(plotDomain([-2, -2], 4)).toEqual([-4, 0])
    expect(plotDomain([3, 3], 4)).toEqual([0, 6])
  })
})

const texts = (root: Element, cls: string) => [...root.querySelectorAll(`.${cls}`)].map((t) => t.textContent)

describe('a plot', () => {
  it('names its axes with their units, ticks them through the formatter, and marks the cursor', () => {
    const { container } = render(
      <Plot
        label="speed against time"
        x={{ domain: [0, 2], name: 't (s)', ticks: 4 }}
        y={{ domain: [-1, 1], name: 'vₓ (m/s)', ticks: 4 }}
        cursor={0.5}
        className="mine"
      >
        {(s) => <circle className="dot" cx={s.x(1)} cy={s.y(0)} r={2} />}
      </Plot>,
    )
    const svg = container.querySelector('svg.rk-plot.mine')!
    expect(svg.getAttribute('aria-label')).toBe('speed against time')
    expect(texts(svg, 'rk-plot-name')).toEqual(['t (s)', 'vₓ (m/s)'])
    expect(texts(svg, 'rk-plot-tick')).toEqual([
      '−1.0',
      '−0.5',
      '0.0',
      '0.5',
      '1.0',
      '0.0',
      '0.5',
      '1.0',
      '1.5',
      '2.0',
    ])
    // The x tick at the corner starts there, clear of the lowest y label; the others are centred.
    const anchors = [...svg.querySelectorAll('.rk-plot-tick')]
      .slice(5)
      .map((t) => t.getAttribute('text-anchor'))
    expect(anchors).toEqual(['start', 'middle', 'middle', 'middle', 'middle'])
    // The scales handed to the children: x = 1 halfway along the axis (48 to 348), y = 0 halfway up (200 to 10).
    const dot = svg.querySelector('.dot')!
    expect([Number(dot.getAttribute('cx')), Number(dot.getAttribute('cy'))]).toEqual([198, 105])
    expect(Number(svg.querySelector('.rk-plot-cursor')!.getAttribute('x1'))).toBe(123)
  })

  it('labels a log axis’s decades 10ⁿ, and draws no cursor unless asked', () => {
    const { container } = render(
      <Plot
        label="error"
        x={{ domain: [0, 1], name: 't' }}
        y={{ domain: [1e-3, 10], name: 'error', log: true }}
      >
        {() => null}
      </Plot>,
    )
    expect(texts(container, 'rk-plot-tick').slice(0, 5)).toEqual(['10⁻³', '10⁻²', '10⁻¹', '10⁰', '10¹'])
    expect(container.querySelector('.rk-plot-cursor')).toBeNull()
  })

  it('is drawn at its column’s width in px, no shorter than MIN_HEIGHT, with fewer ticks when narrow', () => {
    // A phone's column: 300 px where the plot asks for 520 × 280 (jsdom lays nothing out).
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
    vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 300 } as DOMRect)
    const { container } = render(
      <Plot
        label="error"
        x={{ domain: [0, 40], name: 't' }}
        y={{ domain: [1e-16, 1e4], name: 'error', log: true }}
        width={520}
        height={280}
      >
        {() => null}
      </Plot>,
    )
    const svg = container.querySelector('svg')!
    expect([svg.getAttribute('viewBox'), svg.getAttribute('width'), svg.getAttribute('height')]).toEqual([
      `0 0 300 ${MIN_HEIGHT}`,
      '300',
      `${MIN_HEIGHT}`,
    ])
    // 240 px of x axis, ticks at least 40 px apart; 190 px of y axis, at least 24 (d3 alone, asked for
    // 10 decades, would give 11 labels 19 px apart).
    expect(texts(svg, 'rk-plot-tick')).toEqual(['10⁻¹⁵', '10⁻¹⁰', '10⁻⁵', '10⁰', '0', '10', '20', '30', '40'])
  })
})
