// Pointer and touch dragging inside a Stage, for Handle and any custom shape a reader drags. The
// pointer is captured, so a drag keeps following it off the element; only the pressed element
// blocks page panning (give it `touch-action: none`, as .rk-handle has). Written on Pointer
// Events rather than d3-drag: capture, touch and the stage's one transform need nothing more, and
// d3-drag would bring d3-selection and its own event layer for each move.
import { type PointerEvent, useEffect, useLayoutEffect, useRef } from 'react'
import type { Vec2 } from '../core/vec2'
import { useStage } from './Stage'

export interface DragOptions {
  /** the point the reader asks for, in model units */
  onMove: (p: Vec2) => void
  /**
   * where the dragged thing is drawn: the grab offset is kept, so it does not jump under the
   * pointer. Without it the pointer's own point is reported.
   */
  at?: Vec2
  /** report the pressed point at once, so a click alone sets the value (a cursor on a plot) */
  reportPress?: boolean
}

export interface DragHandlers {
  onPointerDown: (e: PointerEvent<SVGElement>) => void
}

const ENDS = ['pointerup', 'pointercancel', 'lostpointercapture'] as const

/** The handler to spread on the SVG element that starts a drag. */
export function useDrag({ onMove, at, reportPress = false }: DragOptions): DragHandlers {
  const stage = useStage()
  // Moves are heard by plain listeners added for the drag, not by React's event props: a drag
  // sends one move per frame, and React's event system would add its own work to each. They
  // read the latest handler and transform from here.
  const latest = useRef({ onMove, stage })
  useLayoutEffect(() => {
    latest.current = { onMove, stage }
  })
  const stop = useRef<(() => void) | null>(null)
  useEffect(() => () => stop.current?.(), [])

  return {
    onPointerDown: (e) => {
      if (e.button !== 0 || !stage.svg.current) return
      stop.current?.()
      const el = e.currentTarget
      const id = e.pointerId
      // The stage's box is read once per drag: measuring it on every move would force a layout each time.
      const { left, top } = stage.svg.current.getBoundingClientRect()
      const grabbed = stage.toModel(e.clientX - left, e.clientY - top)
      const offset = at ? { x: at.x - grabbed.x, y: at.y - grabbed.y } : { x: 0, y: 0 }
      const move = (ev: globalThis.PointerEvent) => {
        if (ev.pointerId !== id) return
        const p = latest.current.stage.toModel(ev.clientX - left, ev.clientY - top)
        latest.current.onMove({ x: p.x + offset.x, y: p.y + offset.y })
      }
      const end = (ev: globalThis.PointerEvent) => {
        if (ev.pointerId === id) stop.current?.()
      }
      el.addEventListener('pointermove', move)
      for (const type of ENDS) el.addEventListener(type, end)
      const release = stage.hold()
      stop.current = () => {
        el.removeEventListener('pointermove', move)
        for (const type of ENDS) el.removeEventListener(type, end)
        stop.current = null
        release()
      }
      el.setPointerCapture(id)
      // The keyboard picks up where the pointer left off (nothing happens on an element that takes no focus).
      el.focus({ preventScroll: true })
      e.preventDefault()
      if (reportPress) onMove(grabbed)
    },
  }
}
