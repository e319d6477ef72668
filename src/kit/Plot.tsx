// A plot frame, as a reader reads a graph: linear (or log) axes with ticks at round values, tick
// labels written by the book's formatter, each axis named with its unit, and an optional cursor
// at one x; the curves come as children, drawn with the scales it hands them. d3-array picks the
// ticks (the kit's decades on a log axis): d3-scale would add ~10 KB to an embed for the same numbers.
import { nice, ticks } from 'd3-array'
import type { ReactNode } from 'react'
import { formatNumber, formatPowerOfTen } from './format'
import { type LinearScale, decadeTicks, linearScale, logScale } from './scale'

export interface PlotScales {
  x: LinearScale
  y: LinearScale
}

export interface PlotAxis {
  domain: readonly [number, number]
  /** the axis's name with its unit, e.g. "t (s)"; SVG text (a subscript is a <tspan>) */
  name: ReactNode
  /** about how many ticks */
  ticks?: number
}

export interface PlotProps {
  /** the SVG's accessible name: what the plot shows now */
  label: string
  x: PlotAxis
  y: PlotAxis & { log?: boolean }
  children: (s: PlotScales) => ReactNode
  width?: number
  height?: number
  /** room around the axes, in the SVG's units: the y tick labels' on the left, the x ones' below */
  margin?: { left: number; right: number; top: number; bottom: number }
  /** the SVG's class (its size on the page) */
  className?: string
  /** an x marked by a dashed line across the plot (the time shown); none when undefined */
  cursor?: number
}

const MARGIN = { left: 48, right: 12, top: 10, bottom: 40 }

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
  const [x0, x1] = [margin.left, width - margin.right]
  const [y0, y1] = [height - margin.bottom, margin.top]
  const sx = linearScale(x.domain, [x0, x1])
  const sy = (y.log ? logScale : linearScale)(y.domain, [y0, y1])
  const xTicks = ticks(x.domain[0], x.domain[1], x.ticks ?? 6)
  const yTicks = y.log ? decadeTicks(y.domain) : ticks(y.domain[0], y.domain[1], y.ticks ?? 5)
  const xDigits = decimalsFor((xTicks[1] ?? 1) - (xTicks[0] ?? 0))
  const yDigits = decimalsFor((yTicks[1] ?? 1) - (yTicks[0] ?? 0))
  const yText = (t: number) => (y.log ? decade(t) : formatNumber(t, yDigits))
  return (
    <svg
      className={`rk-plot${className ? ` ${className}` : ''}`}
      viewBox={`0 0 ${width} ${height}`}
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
            {formatNumber(t, xDigits)}
          </text>
        </g>
      ))}
      <line className="rk-plot-axis" x1={x0} x2={x1} y1={y0} y2={y0} />
      <line className="rk-plot-axis" x1={x0} x2={x0} y1={y0} y2={y1} />
      <text className="rk-plot-name" x={(x0 + x1) / 2} y={height - 6} textAnchor="middle">
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
