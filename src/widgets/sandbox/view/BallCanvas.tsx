// The balls, drawn on a canvas inside the stage (thousands of SVG circles would cost the page
// its frame budget): one path per colour, no object per ball, sized for the screen's pixel
// ratio. Every ball's fading path and a flash at each fresh contact are drawn here too.
import { memo, useRef } from 'react'
import type { FrameReport } from '../engine/session'
import type { Setup } from '../setup/setup'
import { clipCanvasToTable } from './TableClip'
import { useStageCanvas } from '../../../kit'
import { trailLength } from './views'

/**
 * The balls' latest positions, in model units (so a resize draws the same paths): a ring of
 * `length` slots of x, y for each of `n` balls; `head` is the next slot, `count` those filled.
 */
interface Trails {
  n: number
  length: number
  ring: Float64Array
  head: number
  count: number
}

const newTrails = (n: number): Trails => {
  const length = trailLength(n)
  return { n, length, ring: new Float64Array(2 * n * length), head: 0, count: 0 }
}

/** Bands of age a path is drawn in, older ones fainter (a few strokes rather than one per segment). */
const BANDS = 6
/** Frames a contact flash stays. */
const FLASH_FRAMES = 12
/** At most this many flashes at once (a gas has thousands of contacts a second). */
const MAX_FLASHES = 200

interface Props {
  /** the table: contact flashes are cut off at its edge (a ring at a wall would spill over it) */
  box: Setup['box']
  radii: Float64Array
  draw: { current: ((r: FrameReport) => void) | null }
  latest: { current: FrameReport }
  paths: boolean
}

/** Memoised: a drag that moves a ball changes none of its props, so it is not drawn again for it. */
export const BallCanvas = memo(function BallCanvas({ box, radii, draw, latest, paths }: Props) {
  /** every ball's latest positions */
  const trails = useRef<Trails>(newTrails(0))
  /** the report last drawn */
  const last = useRef<FrameReport | null>(null)
  /** where each recent contact was, in model units (a resize redraws them in place) */
  const flashes = useRef<{ x: number; y: number; age: number }[]>([])

  return useStageCanvas(
    'sandbox-canvas',
    ({ el, ctx, unit, x0, y0, clear }) => {
      let colours = readColours(el)
      let drawn = 0
      const paint = (r: FrameReport) => {
        if (++drawn % 60 === 0) colours = readColours(el)
        const st = r.state
        const n = radii.length
        if (trails.current.n !== n) trails.current = newTrails(n)
        const t = trails.current
        // A jump in the record (a scrub, a restart) is no path; the same frame again (a resize, a
        // switch) draws the same paths, and the next one adds to them.
        const same = r === last.current
        const next = !same && r.frame === (last.current?.frame ?? -1) + 1
        if (!next && !same) {
          t.count = 0
          flashes.current = []
        }
        last.current = r
        // Paths switched off are forgotten: switched on again, they start where the balls are.
        if (!paths) t.count = 0
        clear()
        if (paths && st.length === 4 * n) {
          if (next || t.count === 0) {
            const slot = t.head * n * 2
            for (let i = 0; i < n; i++) {
              t.ring[slot + 2 * i] = st[4 * i]!
              t.ring[slot + 2 * i + 1] = st[4 * i + 1]!
            }
            t.head = (t.head + 1) % t.length
            t.count = Math.min(t.count + 1, t.length)
          }
          drawTrails(ctx, t, colours, { unit, x0, y0 })
        }
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
        ctx.fillStyle = colours.ball1
        ctx.beginPath()
        ctx.arc(bx, by, Math.max(1.5, unit * radii[0]!), 0, 2 * Math.PI)
        ctx.fill()

        const f = flashes.current
        for (const e of same ? [] : r.fresh.slice(-MAX_FLASHES)) {
          const a = e.a
          let x = st[4 * a]!
          let y = st[4 * a + 1]!
          if (e.kind === 'ball-ball') {
            x = (x + st[4 * e.b]!) / 2
            y = (y + st[4 * e.b + 1]!) / 2
          }
          f.push({ x, y, age: 0 })
        }
        if (f.length > MAX_FLASHES) f.splice(0, f.length - MAX_FLASHES)
        ctx.save()
        clipCanvasToTable(ctx, box, x0, y0, unit)
        ctx.strokeStyle = colours.flash
        ctx.lineWidth = 2
        for (let band = 0; band < 3; band++) {
          ctx.globalAlpha = 1 - band / 3
          ctx.beginPath()
          for (const fl of f) {
            if (Math.floor((fl.age * 3) / FLASH_FRAMES) !== band) continue
            const rr = 4 + fl.age
            const fx = x0 + unit * fl.x
            const fy = y0 - unit * fl.y
            ctx.moveTo(fx + rr, fy)
            ctx.arc(fx, fy, rr, 0, 2 * Math.PI)
          }
          ctx.stroke()
        }
        ctx.restore()
        if (!same) for (const fl of f) fl.age++
        while (f.length > 0 && f[0]!.age >= FLASH_FRAMES) f.shift()
      }
      draw.current = paint
      paint(latest.current)
      return () => {
        if (draw.current === paint) draw.current = null
      }
    },
    [box, radii, draw, latest, paths],
  )
})

/**
 * Every ball's path, oldest stretches faintest: ball 1's in its colour, the others' in theirs, one
 * stroke per band of age for all of them.
 */
function drawTrails(
  ctx: CanvasRenderingContext2D,
  t: Trails,
  colours: ReturnType<typeof readColours>,
  { unit, x0, y0 }: { unit: number; x0: number; y0: number },
) {
  if (t.count < 2) return
  const { n, length, ring } = t
  const oldest = (t.head - t.count + length) % length
  const x = (j: number, i: number) => x0 + unit * ring[(((oldest + j) % length) * n + i) * 2]!
  const y = (j: number, i: number) => y0 - unit * ring[(((oldest + j) % length) * n + i) * 2 + 1]!
  ctx.lineWidth = 1.5
  for (const [from, to, colour] of [
    [0, 1, colours.ball1],
    [1, n, colours.others],
  ] as const) {
    ctx.strokeStyle = colour
    for (let b = 0; b < BANDS; b++) {
      const j0 = Math.floor((b * (t.count - 1)) / BANDS)
      const j1 = Math.floor(((b + 1) * (t.count - 1)) / BANDS)
      if (j1 <= j0) continue
      ctx.globalAlpha = ((b + 1) / BANDS) * 0.6
      ctx.beginPath()
      for (let i = from; i < to; i++) {
        ctx.moveTo(x(j0, i), y(j0, i))
        for (let j = j0 + 1; j <= j1; j++) ctx.lineTo(x(j, i), y(j, i))
      }
      ctx.stroke()
    }
  }
  ctx.globalAlpha = 1
}

/**
 * The theme's colours as the canvas needs them: custom properties hold light-dark(…) pairs,
 * so they are read resolved, from properties the stylesheet sets on the canvas (sandbox.css).
 */
function readColours(el: Element) {
  const css = getComputedStyle(el)
  return { ball1: css.color, others: css.borderTopColor, flash: css.outlineColor }
}
