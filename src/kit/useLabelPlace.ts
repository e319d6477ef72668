// Measures a label's text and picks its place (labelPlace.ts). The size comes from the drawn text,
// so presentation mode's larger type moves a label as it grows. It is watched with a
// ResizeObserver, which reports after the browser's own layout: reading getBBox after each render
// instead forced a layout on every pointer move while dragging (ball-vs-sphere went from 3.5 to
// 6.8 ms of script per move).
import { type RefObject, useEffect, useRef, useState } from 'react'
import type { Vec2 } from '../core/vec2'
import { type LabelPlace, type Size, chooseLabelPlace } from './labelPlace'
import { useStage } from './Stage'

// Before the first measurement (and in jsdom, which lays nothing out): the stage's 13 px type.
const estimate = (text: string): Size => ({ width: text.length * 8, height: 16 })

/**
 * The place for a label of `text` at model point `at` among `places` (none: no measuring, null),
 * clear of the handles at model points `avoid`; `ref` goes on the <text>.
 */
export function useLabelPlace(
  text: string,
  at: Vec2,
  places: readonly LabelPlace[] | undefined,
  avoid: readonly Vec2[] = [],
): { ref: RefObject<SVGTextElement | null>; place: LabelPlace | null } {
  const s = useStage()
  const ref = useRef<SVGTextElement>(null)
  const [measured, setMeasured] = useState<Size | null>(null)
  const measuring = places !== undefined
  useEffect(() => {
    const el = ref.current
    if (!measuring || !el || typeof ResizeObserver === 'undefined') return
    const watch = new ResizeObserver(([entry]) => {
      const { width, height } = entry!.contentRect
      if (width === 0) return
      setMeasured((m) =>
        m && Math.abs(m.width - width) < 0.5 && Math.abs(m.height - height) < 0.5 ? m : { width, height },
      )
    })
    watch.observe(el)
    return () => watch.disconnect()
  }, [measuring])
  if (!places) return { ref, place: null }
  const px = (p: Vec2) => ({ x: s.sx(p.x), y: s.sy(p.y) })
  const place = chooseLabelPlace(px(at), measured ?? estimate(text), places, s, avoid.map(px))
  return { ref, place }
}
