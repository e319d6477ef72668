// d3-zoom on the table's <svg>, loaded on the first zoom gesture, key or button (useTableZoom):
// with d3-transition and d3-interpolate it does not fit the embed's budget from the start. Its
// gestures are zoom.ts's; it never zooms out past the whole stage nor in past MAX_ZOOM, and the
// zoomed table always covers the stage (the stage is its own translate extent). A double click or
// tap stays the table's (picking, adding balls), so d3-zoom's is left off.
import { select } from 'd3-selection'
import { type D3ZoomEvent, zoom, zoomIdentity } from 'd3-zoom'
import type { ZoomShift } from './zoom'

/**
 * zoom.ts's gestures and limit, handed in by the page, which holds them already: this chunk
 * carries no copy (nor a chunk of its own for them).
 */
export interface Gestures {
  startsZoom: (ev: Event) => boolean
  wheelStep: (ev: WheelEvent) => number
  maxZoom: number
}

export interface TableZoom {
  /** zooms by `factor` about the middle of the stage */
  scaleBy: (factor: number) => void
  /** shows the whole stage */
  reset: () => void
  /** hands d3-zoom, in order, the events of a gesture that began before it listened */
  replay: (events: readonly Event[]) => void
  detach: () => void
}

type Listener = (this: SVGSVGElement, ev: Event) => void

const CAPTURE = { capture: true, passive: false }

/** `onZoom` hears every change, with the stage's size in the pixels of the transform. */
export function zoomTable(
  svg: SVGSVGElement,
  { startsZoom, wheelStep, maxZoom }: Gestures,
  onZoom: (t: ZoomShift, width: number, height: number) => void,
): TableZoom {
  const behaviour = zoom<SVGSVGElement, unknown>()
    .scaleExtent([1, maxZoom])
    .filter(startsZoom)
    .wheelDelta(wheelStep)
    // A finger even on a machine that reports no touch screen (as the kit's drags).
    .touchable(true)
    .on('zoom', ({ transform }: D3ZoomEvent<SVGSVGElement, unknown>) => {
      const { width, height } = svg.viewBox.baseVal
      onZoom({ k: transform.k, x: transform.x, y: transform.y }, width, height)
    })
  const cover = behaviour.constrain()
  behaviour.constrain((t, extent) => cover(t, extent, extent))
  const table = select(svg).call(behaviour).on('dblclick.zoom', null)

  const own = (type: string) => table.on(type) as unknown as Listener
  const wheeled = own('wheel.zoom')
  const pressed = own('mousedown.zoom')
  const started = own('touchstart.zoom')
  const moved = own('touchmove.zoom')
  const lifted = own('touchend.zoom')
  // Presses and fingers are caught on the way down, before a drag on the table or on a handle
  // takes them (a drag stops its events going further): Shift and a press on a ball pans, one
  // finger on a ball then a second is a pinch. d3-zoom stops a lifted finger's event, which the
  // drag holding that finger must hear too.
  const ended: Listener = function (ev) {
    const { type, touches, changedTouches } = ev as TouchEvent
    lifted.call(this, { type, touches, changedTouches, stopImmediatePropagation() {} } as unknown as Event)
  }
  table
    .on('touchstart.zoom touchmove.zoom touchend.zoom touchcancel.zoom', null)
    .on('touchstart.zoom', started, CAPTURE)
    .on('touchmove.zoom', moved, CAPTURE)
    .on('touchend.zoom touchcancel.zoom', ended, CAPTURE)
  // A zoom gesture's own default never happens: d3-zoom leaves a wheel that would zoom past a
  // limit to the browser, which zooms the page (Ctrl) instead; the middle button scrolls.
  for (const [type, listener] of [
    ['wheel.zoom', wheeled],
    ['mousedown.zoom', pressed],
  ] as const)
    table.on(type, null).on(
      type,
      function (ev: Event) {
        if (startsZoom(ev)) ev.preventDefault()
        listener.call(this, ev)
      },
      CAPTURE,
    )

  const touches: Record<string, Listener> = { touchstart: started, touchmove: moved }
  return {
    scaleBy: (factor) => behaviour.scaleBy(table, factor),
    reset: () => behaviour.transform(table, zoomIdentity),
    replay: (events) => {
      for (const ev of events) {
        // d3-zoom measures a finger against its element, a mouse against the event's target:
        // the mouse's events are sent again, as they first came (a move or release to the window,
        // where d3-zoom follows a pressed button).
        if (ev.type.startsWith('touch')) (touches[ev.type] ?? ended).call(svg, ev)
        else if (ev.type === 'wheel') svg.dispatchEvent(new WheelEvent('wheel', ev as WheelEvent))
        else if (ev.type === 'mousedown') svg.dispatchEvent(new MouseEvent('mousedown', ev as MouseEvent))
        else window.dispatchEvent(new MouseEvent(ev.type, ev as MouseEvent))
      }
    },
    detach: () => {
      table.on('.zoom', null)
    },
  }
}
