// A plot frame for chapter 12's measurements: linear (or log) axes with ticks, tick labels written
// by the book's formatter, and the axes' names with their units; the curves come as children,
// drawn with the scales it hands them. d3-array picks the ticks (the kit's decades on a log axis):
// d3-scale would add ~10 KB to each of chapter 12's embeds for the same numbers.
import { ticks } from 'd3-array'
import type { ReactNode } from 'react'
import { decadeTicks, formatNumber, linearScale, logScale } from '../../kit'
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
  const [x0, x1] = [M.left, width - M.right]
  const [y0, y1] = [height - M.bottom, M.top]
  const sx = linearScale(x.domain, [x0, x1])
  const sy = (y.log ? logScale : linearScale)(y.domain, [y0, y1])
  const xTicks = ticks(x.domain[0], x.domain[1], x.ticks ?? 6)
  const yTicks = y.log ? decadeTicks(y.domain) : ticks(y.domain[0], y.domain[1], y.ticks ?? 5)
  const xDigits = decimalsFor((xTicks[1] ?? 1) - (xTicks[0] ?? 0))
  const yDigits = y.log ? 0 : decimalsFor((yTicks[1] ?? 1) - (yTicks[0] ?? 0))
  const yText = (t: number) =>
    y.log
      ? `10${String(Math.round(Math.log10(t)))
          .replace('-', '⁻')
          .replace(/\d/g, (d) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[+d]!)}`
      : formatNumber(t, yDigits)
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
