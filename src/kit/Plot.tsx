// A plot frame, as a reader reads a graph: linear (or log) axes with ticks at round values, tick
// labels written by the book's formatter, each axis named with its unit, and an optional cursor
// at one x; the curves come as children, drawn with the scales it hands them. d3-array picks the
// ticks (the kit's decades on a log axis): d3-scale would add ~10 KB to an embed for the same numbers.
// It is drawn at the pixel width its column gives it, so its type keeps its size in px on a phone
// (a plot scaled down as a picture had 7 px tick labels at 375 px), with fewer ticks when narrow.
import { nice, ticks } from 'd3-array'
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { formatNumber, formatPowerOfTen } from './format'
import { type LinearScale, decadeTicks, fitTicks, linearScale, logScale } from './scale'

export interface PlotScales {
  x: LinearScale
  y: LinearScale
}

export interface PlotAxis {
  domain: readonly [number, number]
  /** the axis's name with its unit, e.g. "t (s)"; SVG text (a subscript is a <tspan>) */
  name: ReactNode
  /** about how many ticks (at most: a narrow plot shows fewer) */
  ticks?: number
  /** the ticks themselves, instead of round ones: the axis's own marks at every width */
  values?: readonly number[]
  /** a tick's label, instead of the formatter's number (e.g. "exact" at a log axis's floor) */
  format?: (tick: number) => string
}

export interface PlotProps {
  /** the SVG's accessible name: what the plot shows now */
  label: string
  x: PlotAxis
  y: PlotAxis & { log?: boolean }
  children: (s: PlotScales) => ReactNode
  /**
   * The plot's size in px where its column is `width` wide (and before it is measured). Drawn
   * narrower, it keeps the same shape, but not below MIN_HEIGHT px tall (nor above `height`).
   */
  width?: number
  height?: number
  /** room around the axes, in px: the y tick labels' on the left, the x ones' below */
  margin?: { left: number; right: number; top: number; bottom: number }
  /** the SVG's class: its width on the page (e.g. 100% up to a maximum); its height follows */
  className?: string
  /** an x marked by a dashed line across the plot (the time shown); none when undefined */
  cursor?: number
}

const MARGIN = { left: 48, right: 12, top: 10, bottom: 40 }
/** The least height of a plot drawn narrower than its `width` (px): a phone's plot keeps room for its ticks. */
export const MIN_HEIGHT = 240
/** The least room between two ticks (px): an x tick label of ~4 characters of 11 px type and a gap, a y one a line of it. */
const X_TICK_PX = 40
const Y_TICK_PX = 24

/** Decimals that tell ticks this far apart from each other. */
const decimalsFor = (step: number) => Math.max(0, -Math.floor(Math.log10(step) + 1e-9))

/** A decade as a log axis labels it, 10ⁿ (1 written 10⁰ among its neighbours). */
const decade = (t: number) => {
  const power = Math.round(Math.log10(t))
  return power === 0 ? '10⁰' : formatPowerOfTen(power)
}

/**
 * An axis's domain for [lo, hi]: widened to round ticks (d3's nice), and a flat one (a constant,
 * nothing measured yet) opened around its value.
 */
export function plotDomain([lo, hi]: readonly [number, number], count: number): [number, number] {
  const [a, b] = hi > lo ? [lo, hi] : [lo - (Math.abs(lo) || 1), hi + (Math.abs(hi) || 1)]
  return nice(a, b, count)
}

export function Plot({
  label,
  x,
  y,
  children,
  width = 360,
  height = 240,
  margin = MARGIN,
  className,
  cursor,
}: PlotProps) {
  const svg = useRef<SVGSVGElement>(null)
  const [measured, setMeasured] = useState<number | null>(null)
  // The SVG's width is its class's (CSS), whatever its viewBox: measuring it cannot loop.
  useLayoutEffect(() => {
    const el = svg.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      const w = el.getBoundingClientRect().width
      if (w > 0) setMeasured(w)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  const w = measured ?? width
  const h = Math.max(Math.round((height * w) / width), Math.min(height, MIN_HEIGHT))
  const [x0, x1] = [margin.left, w - margin.right]
  const [y0, y1] = [h - margin.bottom, margin.top]
  const sx = linearScale(x.domain, [x0, x1])
  const sy = (y.log ? logScale : linearScale)(y.domain, [y0, y1])
  const xTicks =
    x.values ??
    fitTicks(
      (n) => ticks(x.domain[0], x.domain[1], n),
      x.ticks ?? 6,
      sx,
      () => X_TICK_PX,
    )
  const yTicks =
    y.values ??
    fitTicks(
      (n) => (y.log ? decadeTicks(y.domain, n) : ticks(y.domain[0], y.domain[1], n)),
      y.ticks ?? (y.log ? 10 : 5),
      sy,
      () => Y_TICK_PX,
    )
  const xDigits = decimalsFor((xTicks[1] ?? 1) - (xTicks[0] ?? 0))
  const yDigits = decimalsFor((yTicks[1] ?? 1) - (yTicks[0] ?? 0))
  const xText = x.format ?? ((t: number) => formatNumber(t, xDigits))
  const yText = y.format ?? ((t: number) => (y.log ? decade(t) : formatNumber(t, yDigits)))
  return (
    <svg
      ref={svg}
      className={`rk-plot${className ? ` ${className}` : ''}`}
      width={w}
      height={h}
      viewBox={`0 0 ${w} ${h}`}
      role="img"
      aria-label={label}
    >
      {yTicks.map((t) => (
        <g key={`y${t}`}>
          <line className="rk-plot-grid" x1={x0} x2={x1} y1={sy(t)} y2={sy(t)} />
          <text className="rk-plot-tick" x={x0 - 5} y={sy(t) + 4} textAnchor="end">
            {yText(t)}
          </text>
        </g>
      ))}
      {xTicks.map((t) => (
        <g key={`x${t}`}>
          <line className="rk-plot-grid" x1={sx(t)} x2={sx(t)} y1={y0} y2={y1} />
          {/* The tick at the corner starts there, clear of the y axis's lowest label. */}
          <text
            className="rk-plot-tick"
            x={sx(t)}
            y={y0 + 15}
            textAnchor={sx(t) <= x0 + 0.5 ? 'start' : 'middle'}
          >
            {xText(t)}
          </text>
        </g>
      ))}
      <line className="rk-plot-axis" x1={x0} x2={x1} y1={y0} y2={y0} />
      <line className="rk-plot-axis" x1={x0} x2={x0} y1={y0} y2={y1} />
      <text className="rk-plot-name" x={(x0 + x1) / 2} y={h - 6} textAnchor="middle">
        {x.name}
      </text>
      <text
        className="rk-plot-name"
        transform={`translate(12 ${(y0 + y1) / 2}) rotate(-90)`}
        textAnchor="middle"
      >
        {y.name}
      </text>
      <g>{children({ x: sx, y: sy })}</g>
      {cursor !== undefined && (
        <line className="rk-plot-cursor" x1={sx(cursor)} x2={sx(cursor)} y1={y0} y2={y1} data-x={cursor} />
      )}
    </svg>
  )
}
