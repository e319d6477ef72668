// A plot frame for chapter 12's measurements: linear (or log) axes with ticks, tick labels written
// by the book's formatter, and the axes' names with their units; the curves come as children,
// drawn with the scales it hands them. d3-scale picks the ticks.
import { scaleLinear, scaleLog } from 'd3-scale'
import type { ReactNode } from 'react'
import { formatNumber } from '../../kit'
import './plot.css'

export interface PlotScales {
  x: (v: number) => number
  y: (v: number) => number
}

export interface PlotProps {
  /** the SVG's accessible name: what the plot shows now */
  label: string
  x: { domain: [number, number]; name: string; ticks?: number }
  y: { domain: [number, number]; name: string; ticks?: number; log?: boolean }
  children: (s: PlotScales) => ReactNode
  width?: number
  height?: number
}

const M = { left: 48, right: 12, top: 10, bottom: 40 }

/** Decimals that tell ticks this far apart from each other. */
const decimalsFor = (step: number) => Math.max(0, -Math.floor(Math.log10(step) + 1e-9))

export function Plot({ label, x, y, children, width = 360, height = 240 }: PlotProps) {
  const sx = scaleLinear()
    .domain(x.domain)
    .range([M.left, width - M.right])
  const sy = (y.log ? scaleLog() : scaleLinear()).domain(y.domain).range([height - M.bottom, M.top])
  const xTicks = sx.ticks(x.ticks ?? 6)
  const yTicks = y.log ? sy.ticks().filter((t) => Number.isInteger(Math.log10(t))) : sy.ticks(y.ticks ?? 5)
  const xDigits = decimalsFor((xTicks[1] ?? 1) - (xTicks[0] ?? 0))
  const yDigits = y.log ? 0 : decimalsFor((yTicks[1] ?? 1) - (yTicks[0] ?? 0))
  const yText = (t: number) =>
    y.log
      ? `10${String(Math.round(Math.log10(t)))
          .replace('-', '⁻')
          .replace(/\d/g, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[+d]!)}`
      : formatNumber(t, yDigits)
  const [x0, x1] = sx.range() as [number, number]
  const [y0, y1] = sy.range() as [number, number]
  return (
    <svg className="xp-plot" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      {yTicks.map((t) => (
        <g key={`y${t}`}>
          <line className="xp-grid" x1={x0} x2={x1} y1={sy(t)} y2={sy(t)} />
          <text className="xp-tick" x={x0 - 5} y={sy(t) + 4} textAnchor="end">
            {yText(t)}
          </text>
        </g>
      ))}
      {xTicks.map((t) => (
        <g key={`x${t}`}>
          <line className="xp-grid" x1={sx(t)} x2={sx(t)} y1={y0} y2={y1} />
          {/* The tick at the corner starts there, clear of the y axis's lowest label. */}
          <text className="xp-tick" x={sx(t)} y={y0 + 15} textAnchor={sx(t) <= x0 + 0.5 ? 'start' : 'middle'}>
            {formatNumber(t, xDigits)}
          </text>
        </g>
      ))}
      <line className="xp-axis" x1={x0} x2={x1} y1={y0} y2={y0} />
      <line className="xp-axis" x1={x0} x2={x0} y1={y0} y2={y1} />
      <text className="xp-name" x={(x0 + x1) / 2} y={height - 6} textAnchor="middle">
        {x.name}
      </text>
      <text className="xp-name" transform={`translate(12 ${(y0 + y1) / 2}) rotate(-90)`} textAnchor="middle">
        {y.name}
      </text>
      <g>{children({ x: sx, y: sy })}</g>
    </svg>
  )
}
