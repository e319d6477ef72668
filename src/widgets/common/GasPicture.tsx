// The gas as it stands: every disk drawn on a canvas (a thousand SVG circles redrawn a few times a
// second would cost the page more than the run), named for screen readers by `label`.
import { useEffect, useRef } from 'react'
import { DISK_R } from './hardDiskGas'

export interface GasPictureProps {
  positions: Float64Array | null
  box: { width: number; height: number } | null
  /** what the picture shows, for its accessible name */
  label: string
}

export function GasPicture({ positions, box, label }: GasPictureProps) {
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
    ctx.fillStyle = getComputedStyle(el).color
    ctx.beginPath()
    for (let i = 0; i < positions.length; i += 2) {
      const x = dx + positions[i]! * unit
      const y = size - dy - positions[i + 1]! * unit
      ctx.moveTo(x + DISK_R * unit, y)
      ctx.arc(x, y, DISK_R * unit, 0, 2 * Math.PI)
    }
    ctx.fill()
  }, [positions, box])
  return <canvas ref={ref} className="xp-gas" role="img" aria-label={label} />
}
