// Pointer and touch dragging inside a Stage, for Handle and any custom shape a reader drags, on
// d3-drag: it follows a mouse off the element (listening on the window for the rest of a drag),
// a finger by its touch identifier, and keeps a page from selecting text or starting a native
// drag meanwhile. The kit's keyboard handling stays with each shape (Handle). Positions come from
// d3's pointer() relative to the stage's <svg>, so a stage drawn smaller than its viewBox (a
// narrow column) still maps the pointer to the right model point.
import { drag } from 'd3-drag'
import { select } from 'd3-selection'
import { type RefCallback, useCallback, useLayoutEffect, useRef } from 'react'
import type { Vec2 } from '../core/vec2'
import { type StageTransform, useStage } from './Stage'

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
  /** called as a drag starts, before any move is reported (fix what the drag will do) */
  onStart?: () => void
  /** called when the drag ends: the button or finger is lifted, or the touch cancelled */
  onEnd?: () => void
}

export interface DragHandlers {
  /** goes on the SVG element that starts a drag */
  ref: RefCallback<SVGElement>
}

interface Latest extends DragOptions {
  stage: StageTransform
}

/** The ref to put on the SVG element that starts a drag (spread the result on it). */
export function useDrag(options: DragOptions): DragHandlers {
  const stage = useStage()
  // The gesture is bound once per element; it reads the latest handler, grab point and transform
  // from here, so a re-render (one per move) does not rebind it.
  const latest = useRef<Latest>({ ...options, stage })
  useLayoutEffect(() => {
    latest.current = { ...options, stage }
  })

  const ref = useCallback<RefCallback<SVGElement>>((el) => {
    if (!el) return
    let offset: Vec2 = { x: 0, y: 0 }
    let release: (() => void) | null = null
    const model = (x: number, y: number) => latest.current.stage.toModel(x, y)
    const behaviour = drag<SVGElement, unknown>()
      // Only the primary button, and a finger even on a machine that reports no touch screen.
      .filter((e: MouseEvent) => !e.ctrlKey && !e.button)
      .touchable(true)
      // The stage's <svg>, whose pixels are the transform's (its viewBox is its drawn size).
      .container(() => latest.current.stage.svg.current as SVGSVGElement)
      .on('start', (e: { x: number; y: number }) => {
        const { at, reportPress, onStart, onMove } = latest.current
        const grabbed = model(e.x, e.y)
        offset = at ? { x: at.x - grabbed.x, y: at.y - grabbed.y } : { x: 0, y: 0 }
        // A view that zoomed to follow the content would move the world under the pointer.
        release = latest.current.stage.hold()
        // The keyboard picks up where the pointer left off (nothing happens on an element that takes no focus).
        el.focus({ preventScroll: true })
        onStart?.()
        if (reportPress) onMove(grabbed)
      })
      .on('drag', (e: { x: number; y: number }) => {
        const p = model(e.x, e.y)
        latest.current.onMove({ x: p.x + offset.x, y: p.y + offset.y })
      })
      .on('end', () => {
        release?.()
        release = null
        latest.current.onEnd?.()
      })
    const selection = select(el).call(behaviour)
    // d3 blocks touch panning on the element; the kit leaves that to CSS (a handle blocks it, a
    // plot one may pan vertically on: `touch-action: pan-y`).
    selection.style('touch-action', null)
    return () => {
      selection.on('.drag', null)
      release?.()
    }
  }, [])
  return { ref }
}
