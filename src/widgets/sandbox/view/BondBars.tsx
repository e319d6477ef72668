// The joins of sticky contacts: a bar between the centres of each pair of balls whose contact
// joined their bodies, drawn on a canvas of its own at the frame rate, as the balls' canvas is.
import { memo } from 'react'
import { useStageCanvas } from '../../../kit'
import type { FrameReport } from '../engine/session'

interface Props {
  listen: (fn: (r: FrameReport) => void) => () => void
  latest: { current: FrameReport }
}

export const BondBars = memo(function BondBars({ listen, latest }: Props) {
  return useStageCanvas(
    'sandbox-bonds',
    ({ el, ctx, unit, x0, y0, clear }) => {
      const colour = getComputedStyle(el).color
      const draw = (r: FrameReport) => {
        const bonds = r.bonds ?? []
        clear()
        ctx.strokeStyle = colour
        ctx.lineWidth = 4
        ctx.lineCap = 'round'
        ctx.beginPath()
        for (const [a, b] of bonds) {
          ctx.moveTo(x0 + unit * r.state[4 * a]!, y0 - unit * r.state[4 * a + 1]!)
          ctx.lineTo(x0 + unit * r.state[4 * b]!, y0 - unit * r.state[4 * b + 1]!)
        }
        ctx.stroke()
        // The number of bars drawn, for a test and for a look in the inspector.
        el.dataset.bonds = String(bonds.length)
      }
      draw(latest.current)
      return listen(draw)
    },
    [listen, latest],
  )
})
