// Pointer and touch dragging inside a Stage, for Handle and any custom shape a reader drags, on
// d3-drag: it follows a mouse off the element (listening on the window for the rest of a drag),
// a finger by its touch identifier, and keeps a page from selecting text or starting a native
// drag meanwhile. The kit's keyboard handling stays with each shape (Handle).
//
// Positions are the pointer's page coordinates set against where the stage's <svg> lay when the
// drag began (scaled back when the stage is drawn smaller than its viewBox, in a narrow column).
// d3's own pointer() asks for the <svg>'s screen matrix on every move, a forced layout after
// each re-render. The stage holds its view through a drag, so the frame taken at the start stays
// true, and page coordinates do not change when the page scrolls.
//
// With `grid` (Handle's keyboard step), a drag lands on that grid, so a figure's printed
// arithmetic agrees at its printed precision; Alt lets it go anywhere.
import { drag } from 'd3-drag'
import { select } from 'd3-selection'
import { type RefCallback, useCallback, useLayoutEffect, useRef } from 'react'
import type { Vec2 } from '../core/vec2'
import { type StageTransform, useStage } from './Stage'

export interface DragOptions {
  /** the point the reader asks for, in model units; `free` while Alt is held (no snapping asked) */
  onMove: (p: Vec2, free: boolean) => void
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
  /** snap the reported point to multiples of 10^grid in each coordinate, unless Alt is held */
  grid?: number
}

export interface DragHandlers {
  /** goes on the SVG element that starts a drag */
  ref: RefCallback<SVGElement>
}

interface Latest extends DragOptions {
  stage: StageTransform
}

/**
 * What d3-drag measures the pointer against: an object that is no element, so d3's pointer()
 * returns the page coordinates without reading the layout (useDrag sets them against the stage).
 */
const PAGE = {} as SVGSVGElement

/** `v` on the grid of 10^exponent, as an exact decimal (the keyboard's stepOnGrid with no step). */
export function onGrid(v: number, exponent: number): number {
  if (exponent < 0) {
    const inv = 10 ** -exponent
    return Math.round(v * inv) / inv
  }
  const step = 10 ** exponent
  return Math.round(v / step) * step
}

/** Where the stage's pixels start on the page, and stage pixels per page pixel. */
interface Frame {
  left: number
  top: number
  scale: number
}

function frameOf(stage: StageTransform): Frame {
  const svg = stage.svg.current
  if (!svg) return { left: 0, top: 0, scale: 1 }
  const r = svg.getBoundingClientRect()
  return {
    left: r.left + window.scrollX,
    top: r.top + window.scrollY,
    // jsdom lays nothing out (width 0): its pixels are the stage's own.
    scale: r.width > 0 ? stage.width / r.width : 1,
  }
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
    let frame: Frame = { left: 0, top: 0, scale: 1 }
    // e.x, e.y: page coordinates (PAGE), to the stage's pixels, to the model.
    const model = (x: number, y: number) =>
      latest.current.stage.toModel((x - frame.left) * frame.scale, (y - frame.top) * frame.scale)
    const behaviour = drag<SVGElement, unknown>()
      // Only the primary button, and a finger even on a machine that reports no touch screen.
      .filter((e: MouseEvent) => !e.ctrlKey && !e.button)
      .touchable(true)
      .container(() => PAGE)
      .on('start', (e: { x: number; y: number }) => {
        frame = frameOf(latest.current.stage)
        const { at, reportPress, onStart, onMove } = latest.current
        const grabbed = model(e.x, e.y)
        offset = at ? { x: at.x - grabbed.x, y: at.y - grabbed.y } : { x: 0, y: 0 }
        // A view that zoomed to follow the content would move the world under the pointer.
        release = latest.current.stage.hold()
        // The keyboard picks up where the pointer left off (nothing happens on an element that takes no focus).
        el.focus({ preventScroll: true })
        onStart?.()
        if (reportPress) onMove(grabbed, false)
      })
      .on('drag', (e: { x: number; y: number; sourceEvent: { altKey?: boolean } | null }) => {
        const p = model(e.x, e.y)
        const to = { x: p.x + offset.x, y: p.y + offset.y }
        const { grid, onMove } = latest.current
        const free = e.sourceEvent?.altKey === true
        onMove(grid === undefined || free ? to : { x: onGrid(to.x, grid), y: onGrid(to.y, grid) }, free)
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
