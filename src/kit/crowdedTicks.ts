// The placement rule's last word on tick labels: a label names something in the figure, a tick
// label only locates it, so where the two meet the tick label gives way. Labels choose their own
// places (labelPlace.ts) before this runs; it only hides the tick labels they landed on, and
// those a handle sits on (a handle dragged onto a tick, a track's handle at a round value): the
// reader must see what they grab, and the handle's value is read elsewhere.
import { type Box, boxesOverlap, intrusion } from './labelPlace'

/** Pixels two boxes must share each way before a tick label gives way (antialiasing touches). */
const TOUCH_PX = 1

const boxOf = (r: DOMRect): Box => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom })

/** The centre of a circle's box: a handle's point on the page. */
const centreOf = (r: DOMRect) => ({ x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 })

/**
 * Hides (class rk-tick-hidden) each axis tick label of `svg` that another text of it overlaps, or
 * that reaches into a handle's clear circle (HANDLE_CLEAR_PX, as for labels).
 */
export function hideCrowdedTicks(svg: SVGSVGElement): void {
  const ticks = [...svg.querySelectorAll<SVGTextElement>('.rk-axes text')]
  if (ticks.length === 0) return
  const labels = [...svg.querySelectorAll<SVGTextElement>('text')]
    .filter((t) => !t.closest('.rk-axes') && (t.textContent ?? '').trim() !== '')
    .map((t) => boxOf(t.getBoundingClientRect()))
  const handles = [...svg.querySelectorAll('.rk-handle-dot')].map((d) => centreOf(d.getBoundingClientRect()))
  for (const tick of ticks) {
    const box = boxOf(tick.getBoundingClientRect())
    const crowded =
      labels.some((l) => boxesOverlap(box, l, TOUCH_PX)) || handles.some((h) => intrusion(box, h) > TOUCH_PX)
    if (tick.classList.contains('rk-tick-hidden') !== crowded)
      tick.classList.toggle('rk-tick-hidden', crowded)
  }
}
