// The gas as it stands: every disk drawn on a canvas (a thousand SVG circles redrawn a few times a
// second would cost the page more than the run), named for screen readers by `label`. A heavy disk
// (the first position) is drawn at its own radius, with the path it has taken.
import { useEffect, useRef } from 'react'
import { DISK_R } from './hardDiskGas'

export interface GasPictureProps {
  positions: Float64Array | null
  box: { width: number; height: number } | null
  /** what the picture shows, for its accessible name */
  label: string
  /** the first disk is heavy: its radius, and its path as x, y pairs */
  heavy?: { r: number; path: Float64Array }
}

export function GasPicture({ positions, box, label, heavy }: GasPictureProps) {
  const ref = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const el = ref.current
    const ctx = el?.getContext('2d')
    if (!el || !ctx) return
    const size = el.clientWidth || 256
    const dpr = window.devicePixelRatio || 1
    el.width = Math.round(size * dpr)
    el.height = Math.round(size * dpr)
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
    ctx.clearRect(0, 0, size, size)
    if (!positions || !box) return
    const unit = size / Math.max(box.width, box.height)
    const dx = (size - box.width * unit) / 2
    const dy = (size - box.height * unit) / 2
    const at = (i: number): [number, number] => [
      dx + positions[i]! * unit,
      size - dy - positions[i + 1]! * unit,
    ]
    const style = getComputedStyle(el)
    ctx.fillStyle = style.color
    ctx.beginPath()
    for (let i = heavy ? 2 : 0; i < positions.length; i += 2) {
      const [x, y] = at(i)
      ctx.moveTo(x + DISK_R * unit, y)
      ctx.arc(x, y, DISK_R * unit, 0, 2 * Math.PI)
    }
    ctx.fill()
    if (!heavy || positions.length < 2) return
    // The heavy disk's colour is the canvas's outline colour (plot.css), resolved for the theme.
    const accent = style.outlineColor
    ctx.fillStyle = accent
    ctx.beginPath()
    const [hx, hy] = at(0)
    ctx.arc(hx, hy, heavy.r * unit, 0, 2 * Math.PI)
    ctx.fill()
    ctx.strokeStyle = accent
    ctx.lineWidth = 1.5
    ctx.beginPath()
    for (let i = 0; i + 1 < heavy.path.length; i += 2) {
      const x = dx + heavy.path[i]! * unit
      const y = size - dy - heavy.path[i + 1]! * unit
      if (i === 0) ctx.moveTo(x, y)
      else ctx.lineTo(x, y)
    }
    ctx.stroke()
  }, [positions, box, heavy])
  return <canvas ref={ref} className="xp-gas" role="img" aria-label={label} />
}
