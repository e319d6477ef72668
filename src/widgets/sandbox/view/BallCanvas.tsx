// The balls, drawn on a canvas inside the stage (thousands of SVG circles would cost the page
// its frame budget): one path per colour, no object per ball, sized for the screen's pixel
// ratio. Ball 1's fading path and a flash at each fresh contact are drawn here too.
import { memo, useLayoutEffect, useRef } from 'react'
import type { FrameReport } from '../engine/session'
import { sizeForScreen, useStageFrame } from './stageCanvas'

/** Positions of ball 1 kept for its fading path. */
const TRAIL = 120
/** Frames a contact flash stays. */
const FLASH_FRAMES = 12
/** At most this many flashes at once (a gas has thousands of contacts a second). */
const MAX_FLASHES = 200

interface Props {
  radii: Float64Array
  draw: { current: ((r: FrameReport) => void) | null }
  latest: { current: FrameReport }
  paths: boolean
}

/** Memoised: a drag that moves a ball changes none of its props, so it is not drawn again for it. */
export const BallCanvas = memo(function BallCanvas({ radii, draw, latest, paths }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const trail = useRef<number[]>([])
  const flashes = useRef<{ x: number; y: number; age: number }[]>([])
  const { width, height, unit, x0, y0 } = useStageFrame()

  useLayoutEffect(() => {
    const el = canvas.current
    const ctx = el?.getContext('2d')
    if (!el || !ctx) return
    const dpr = sizeForScreen(el, width, height)
    let colours = readColours(el)
    let drawn = 0
    let lastFrame = -1
    const paint = (r: FrameReport) => {
      if (++drawn % 60 === 0) colours = readColours(el)
      const st = r.state
      const n = radii.length
      // A jump in the record (a scrub, a restart) is no path.
      if (r.frame !== lastFrame + 1) {
        trail.current = []
        flashes.current = []
      }
      lastFrame = r.frame
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0)
      ctx.clearRect(0, 0, width, height)
      ctx.fillStyle = colours.others
      ctx.beginPath()
      for (let i = 1; i < n; i++) {
        const x = x0 + unit * st[4 * i]!
        const y = y0 - unit * st[4 * i + 1]!
        const rp = unit * radii[i]!
        if (rp < 1.5) ctx.rect(x - rp, y - rp, 2 * rp, 2 * rp)
        else {
          ctx.moveTo(x + rp, y)
          ctx.arc(x, y, rp, 0, 2 * Math.PI)
        }
      }
      ctx.fill()
      const bx = x0 + unit * st[0]!
      const by = y0 - unit * st[1]!
      if (paths) {
        const t = trail.current
        t.push(bx, by)
        if (t.length > 2 * TRAIL) t.splice(0, t.length - 2 * TRAIL)
        ctx.strokeStyle = colours.ball1
        ctx.lineWidth = 2
        // Older stretches fainter: a few bands rather than one stroke per segment.
        const bands = 6
        const per = Math.ceil(t.length / 2 / bands)
        for (let b = 0; b < bands; b++) {
          const from = b * per
          const to = Math.min(t.length / 2 - 1, (b + 1) * per)
          if (to <= from) continue
          ctx.globalAlpha = ((b + 1) / bands) * 0.6
          ctx.beginPath()
          ctx.moveTo(t[2 * from]!, t[2 * from + 1]!)
          for (let k = from + 1; k <= to; k++) ctx.lineTo(t[2 * k]!, t[2 * k + 1]!)
          ctx.stroke()
        }
        ctx.globalAlpha = 1
      }
      ctx.fillStyle = colours.ball1
      ctx.beginPath()
      ctx.arc(bx, by, Math.max(1.5, unit * radii[0]!), 0, 2 * Math.PI)
      ctx.fill()

      const f = flashes.current
      for (const e of r.fresh.slice(-MAX_FLASHES)) {
        const a = e.a
        let x = st[4 * a]!
        let y = st[4 * a + 1]!
        if (e.kind === 'ball-ball') {
          x = (x + st[4 * e.b]!) / 2
          y = (y + st[4 * e.b + 1]!) / 2
        }
        f.push({ x: x0 + unit * x, y: y0 - unit * y, age: 0 })
      }
      if (f.length > MAX_FLASHES) f.splice(0, f.length - MAX_FLASHES)
      ctx.strokeStyle = colours.flash
      ctx.lineWidth = 2
      for (let band = 0; band < 3; band++) {
        ctx.globalAlpha = 1 - band / 3
        ctx.beginPath()
        for (const fl of f) {
          if (Math.floor((fl.age * 3) / FLASH_FRAMES) !== band) continue
          const rr = 4 + fl.age
          ctx.moveTo(fl.x + rr, fl.y)
          ctx.arc(fl.x, fl.y, rr, 0, 2 * Math.PI)
        }
        ctx.stroke()
      }
      ctx.globalAlpha = 1
      for (const fl of f) fl.age++
      while (f.length > 0 && f[0]!.age >= FLASH_FRAMES) f.shift()
    }
    draw.current = paint
    paint(latest.current)
    return () => {
      if (draw.current === paint) draw.current = null
    }
  }, [width, height, unit, x0, y0, radii, draw, latest, paths])

  return (
    <g aria-hidden>
      <foreignObject x={0} y={0} width={width} height={height}>
        <canvas ref={canvas} className="sandbox-canvas" style={{ width, height }} />
      </foreignObject>
    </g>
  )
})

/**
 * The theme's colours as the canvas needs them: custom properties hold light-dark(…) pairs,
 * so they are read resolved, from properties the stylesheet sets on the canvas (sandbox.css).
 */
function readColours(el: Element) {
  const css = getComputedStyle(el)
  return { ball1: css.color, others: css.borderTopColor, flash: css.outlineColor }
}
