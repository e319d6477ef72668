// Drawn over the balls, on a canvas of its own at the frame rate (hundreds of SVG arrows would
// cost the page its frame budget), each as the reader switches it on: every ball's velocity and
// momentum arrows, and the impulse of each contact flashed at the contact point for half a second
// of wall time. With reduced motion nothing fades: the latest contact's impulse stays until the
// next one. All to one scale, the selected ball's draggable arrow's: arrowTime model units per
// m/s of velocity and per kg·m/s of momentum and impulse.
import { memo } from 'react'
import type { Vec2 } from '../../../core'
import { prefersReducedMotion, useStageCanvas } from '../../../kit'
import { type ImpulseMark, impulseMarks } from './impulses'
import type { FrameReport } from '../engine/session'
import type { Setup } from '../setup/setup'
import { clipCanvasToTable } from './TableClip'
import { EVERY_BALL_UP_TO } from './views'

/** Wall-clock milliseconds an impulse stays. */
const FADE_MS = 500
/** Impulses shown at once: a few in a small scene, fewer in a gas (thousands of contacts a second). */
const MAX_MARKS = 30
const MAX_MARKS_CROWD = 6
const HEAD = 8
/** Radius (px) of the ring drawn at a draggable arrow's head. */
const GRIP = 5

interface Props {
  /** the table: arrows are cut off at its edge (balls fly past it with the border off) */
  box: Setup['box']
  /** The balls' masses and radii, the same arrays while they do not change (a drag keeps them). */
  masses: Float64Array
  radii: Float64Array
  arrowTime: number
  /** which arrows to draw (views.ts) */
  velocity: boolean
  momentum: boolean
  impulses: boolean
  /** ring each velocity arrow's head: they can be dragged (the run paused at its start) */
  heads: boolean
  listen: (fn: (r: FrameReport) => void) => () => void
  latest: { current: FrameReport }
}

/** Memoised: a drag that moves a ball changes none of its props, so it is not drawn again for it. */
export const PhysicsOverlay = memo(function PhysicsOverlay({
  box,
  masses,
  radii,
  arrowTime,
  velocity,
  momentum,
  impulses,
  heads,
  listen,
  latest,
}: Props) {
  return useStageCanvas(
    'sandbox-overlay',
    ({ el, ctx, unit, x0, y0, clear }) => {
      const n = masses.length
      const still = prefersReducedMotion()
      const most = still ? 1 : n <= EVERY_BALL_UP_TO ? MAX_MARKS : MAX_MARKS_CROWD
      const css = getComputedStyle(el)
      const colours = { impulse: css.color, momentum: css.borderTopColor, velocity: css.outlineColor }
      let marks: (ImpulseMark & { born: number })[] = []
      let state: Float64Array | null = null
      let lastFrame = -1
      let raf = 0

      const arrow = (from: Vec2, d: Vec2) => {
        const ax = x0 + unit * from.x
        const ay = y0 - unit * from.y
        const bx = ax + unit * arrowTime * d.x
        const by = ay - unit * arrowTime * d.y
        const len = Math.hypot(bx - ax, by - ay)
        if (len < 1) return
        const ux = (bx - ax) / len
        const uy = (by - ay) / len
        const h = Math.min(HEAD, len)
        ctx.moveTo(ax, ay)
        ctx.lineTo(bx - ux * h, by - uy * h)
        ctx.moveTo(bx, by)
        ctx.lineTo(bx - ux * h - uy * h * 0.5, by - uy * h + ux * h * 0.5)
        ctx.lineTo(bx - ux * h + uy * h * 0.5, by - uy * h - ux * h * 0.5)
        ctx.closePath()
      }

      const paint = () => {
        raf = 0
        const now = performance.now()
        if (!still) marks = marks.filter((m) => now - m.born < FADE_MS)
        clear()
        ctx.save()
        clipCanvasToTable(ctx, box, x0, y0, unit)
        ctx.lineWidth = 2
        // Each kind of arrow in one stroke and one fill for every ball; the canvas says how many
        // balls have one (data-velocity, data-momentum; a ball at rest has one of no length, a fixed
        // ball none).
        const st = state
        const every = (kind: 'velocity' | 'momentum') => {
          if (!st) return
          ctx.strokeStyle = colours[kind]
          ctx.fillStyle = colours[kind]
          ctx.beginPath()
          let count = 0
          for (let i = 0; i < n; i++) {
            const m = masses[i]!
            if (m === Number.POSITIVE_INFINITY) continue
            const k = kind === 'momentum' ? m : 1
            arrow({ x: st[4 * i]!, y: st[4 * i + 1]! }, { x: k * st[4 * i + 2]!, y: k * st[4 * i + 3]! })
            count++
          }
          ctx.stroke()
          ctx.fill()
          if (kind === 'velocity' && heads) {
            // A grip at each head, a ball at rest's too (its head is its centre).
            ctx.beginPath()
            for (let i = 0; i < n; i++) {
              if (masses[i] === Number.POSITIVE_INFINITY) continue
              const hx = x0 + unit * (st[4 * i]! + arrowTime * st[4 * i + 2]!)
              const hy = y0 - unit * (st[4 * i + 1]! + arrowTime * st[4 * i + 3]!)
              ctx.moveTo(hx + GRIP, hy)
              ctx.arc(hx, hy, GRIP, 0, 2 * Math.PI)
            }
            ctx.stroke()
          }
          if (el.dataset[kind] !== String(count)) el.dataset[kind] = String(count)
        }
        if (momentum) every('momentum')
        else delete el.dataset.momentum
        if (velocity) every('velocity')
        else delete el.dataset.velocity
        ctx.strokeStyle = colours.impulse
        ctx.fillStyle = colours.impulse
        for (const m of marks) {
          ctx.globalAlpha = still ? 1 : 1 - (now - m.born) / FADE_MS
          ctx.beginPath()
          arrow(m.at, m.impulse)
          ctx.stroke()
          ctx.fill()
        }
        ctx.globalAlpha = 1
        ctx.restore()
        if (marks.length > 0 && !still) raf = requestAnimationFrame(paint)
      }

      const take = (r: FrameReport) => {
        // A report of an older set-up (its balls do not match) is skipped.
        if (r.state.length !== 4 * n) return
        state = r.state
        // A jump in the record (a scrub, a restart) drops the flashes of the frames left.
        if (r.frame !== lastFrame + 1) marks = []
        lastFrame = r.frame
        const fresh = impulses ? impulseMarks(r.state, masses, radii, r.time, r.fresh, most) : []
        const born = performance.now()
        if (still) {
          if (fresh.length > 0) marks = [{ ...fresh[fresh.length - 1]!, born }]
        } else marks = [...marks, ...fresh.map((m) => ({ ...m, born }))].slice(-most)
        if (!raf) raf = requestAnimationFrame(paint)
      }
      take(latest.current)
      const stop = listen(take)
      return () => {
        stop()
        cancelAnimationFrame(raf)
      }
    },
    [box, masses, radii, arrowTime, velocity, momentum, impulses, heads, listen, latest],
  )
})
