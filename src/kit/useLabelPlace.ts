// Measures a label's text and picks its place (labelPlace.ts), off the handles it is given and off
// the labels of its stage placed before it (labelBoard.ts). The size comes from the drawn text,
// so presentation mode's larger type moves a label as it grows. It is watched with a
// ResizeObserver, which reports after the browser's own layout: reading getBBox after each render
// instead forced a layout on every pointer move while dragging (ball-vs-sphere went from 3.5 to
// 6.8 ms of script per move).
import {
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import type { Vec2 } from '../core/vec2'
import { LabelBoardContext } from './labelBoard'
import { type Box, type LabelPlace, type Size, chooseLabelPlace, labelBox } from './labelPlace'
import { useStage } from './Stage'

// Before the first measurement (and in jsdom, which lays nothing out): the stage's 13 px type.
const estimate = (text: string): Size => ({ width: text.length * 8, height: 16 })

const noVersion = () => 0

const unionBox = (a: Box, b: Box): Box => ({
  left: Math.min(a.left, b.left),
  right: Math.max(a.right, b.right),
  top: Math.min(a.top, b.top),
  bottom: Math.max(a.bottom, b.bottom),
})

/**
 * The place for a label of `text` at model point `at` among `places` (none: no label, no
 * measuring, null), clear of the handles at model points `avoid`, of the segments `lines` (model
 * end points) and of the stage's earlier labels; `ref` goes on the <text>. A label with one place
 * keeps it, and the later ones avoid it.
 */
export function useLabelPlace(
  text: string,
  at: Vec2,
  places: readonly LabelPlace[] | undefined,
  avoid: readonly Vec2[] = [],
  lines: readonly (readonly [Vec2, Vec2])[] = [],
): { ref: RefObject<SVGTextElement | null>; place: LabelPlace | null; box: Box | null } {
  const s = useStage()
  const board = useContext(LabelBoardContext)
  const id = useId()
  const measuring = places !== undefined
  // Re-rendered when a label ranked before this one moves: its box may now be in the way.
  const subscribe = useCallback(
    (heard: () => void) => (board && measuring ? board.subscribe(id, heard) : () => {}),
    [board, id, measuring],
  )
  const snapshot = useCallback(() => board?.snapshot(id) ?? 0, [board, id])
  useSyncExternalStore(subscribe, snapshot, noVersion)
  const ref = useRef<SVGTextElement>(null)
  const [measured, setMeasured] = useState<Size | null>(null)
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
  const px = { x: s.sx(at.x), y: s.sy(at.y) }
  const size = measured ?? estimate(text)
  const place = places
    ? chooseLabelPlace(
        px,
        size,
        places,
        s,
        avoid.map((p) => ({ x: s.sx(p.x), y: s.sy(p.y) })),
        board?.before(id),
        lines.map(([a, b]) => ({ a: { x: s.sx(a.x), y: s.sy(a.y) }, b: { x: s.sx(b.x), y: s.sy(b.y) } })),
      )
    : null
  const box = place && labelBox(px, place, size)
  // Every place this label might take: a label moving elsewhere on the stage cannot change its choice.
  const reach = places?.map((p) => labelBox(px, p, size)).reduce(unionBox)
  useLayoutEffect(() => {
    if (board && box) board.post(id, box, reach ?? box)
  })
  useLayoutEffect(() => {
    if (board && measuring) return () => board.leave(id)
  }, [board, id, measuring])
  return { ref, place, box }
}
