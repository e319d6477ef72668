// Zoom and pan on the table: Ctrl (⌘) and the mouse wheel, or a trackpad's pinch, zoom about the
// pointer; two fingers pinch and pan; the middle button, or Shift and the main one, pans; + and −
// zoom about the middle and 0
// goes back, from any handle on the table (zoom.ts says which gestures). d3-zoom does it
// (tableZoom.ts), loaded on the first gesture, key or button: until then a listener here waits
// for a gesture, keeps its events while the module loads and hands them over, so the first one
// is not lost.
import { type KeyboardEvent, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { TableZoom } from './tableZoom'
import { MAX_ZOOM, type Ranges, UNZOOMED, type ZoomShift, startsZoom, visibleRanges, wheelStep } from './zoom'

/** How much + and − zoom by. */
const KEY_FACTOR = 1.5

interface Seen {
  t: ZoomShift
  width: number
  height: number
}

interface Zoomable {
  /** does `act` once d3-zoom is on the table (loading it the first time) */
  use: (act: (zoom: TableZoom) => void) => void
  detach: () => void
}

/** Zoom on the stage's <svg>: a listener waiting for the first gesture, then d3-zoom. */
function zoomable(
  svg: SVGSVGElement,
  onZoom: (t: ZoomShift, width: number, height: number) => void,
): Zoomable {
  let zoom: Promise<TableZoom | null> | null = null
  let gone = false
  /** the events of the gesture under way while d3-zoom loads */
  const held: Event[] = []
  let pressing = false
  let touching = false
  const load = () => {
    zoom ??= import('./tableZoom').then(
      ({ zoomTable }) => {
        stopWaiting()
        if (gone) return null
        const z = zoomTable(svg, { startsZoom, wheelStep, maxZoom: MAX_ZOOM }, onZoom)
        z.replay(held.splice(0))
        return z
      },
      (error: unknown) => {
        // Not loaded (the network): the listener stays, and the next gesture tries again.
        zoom = null
        held.length = 0
        throw error
      },
    )
    return zoom
  }
  const start = (ev: Event) => {
    held.push(ev)
    load()
  }
  // As d3-zoom will: the page neither scrolls nor zooms, and the table's drags never see the
  // press or the second finger (caught on the way down, capture below).
  const wheel = (ev: WheelEvent) => {
    if (!startsZoom(ev)) return
    ev.preventDefault()
    start(ev)
  }
  const press = (ev: MouseEvent) => {
    if (!startsZoom(ev)) return
    ev.stopImmediatePropagation()
    ev.preventDefault()
    pressing = true
    start(ev)
  }
  const mouse = (ev: MouseEvent) => {
    if (!pressing) return
    held.push(ev)
    if (ev.type === 'mouseup') pressing = false
  }
  const touch = (ev: TouchEvent) => {
    if (!touching && !startsZoom(ev)) return
    if (ev.type !== 'touchend' && ev.type !== 'touchcancel') {
      ev.stopImmediatePropagation()
      ev.preventDefault()
    } else if (ev.touches.length === 0) touching = false
    if (ev.type === 'touchstart' && !touching) {
      touching = true
      start(ev)
    } else held.push(ev)
  }
  const listeners: [EventTarget, string, EventListener, AddEventListenerOptions][] = [
    [svg, 'wheel', wheel as EventListener, { passive: false }],
    [svg, 'mousedown', press as EventListener, { capture: true }],
    [window, 'mousemove', mouse as EventListener, {}],
    [window, 'mouseup', mouse as EventListener, {}],
    ...['touchstart', 'touchmove', 'touchend', 'touchcancel'].map(
      (type): [EventTarget, string, EventListener, AddEventListenerOptions] => [
        svg,
        type,
        touch as EventListener,
        { capture: true, passive: false },
      ],
    ),
  ]
  for (const [target, type, fn, options] of listeners) target.addEventListener(type, fn, options)
  function stopWaiting() {
    for (const [target, type, fn, options] of listeners) target.removeEventListener(type, fn, options)
  }
  return {
    use: (act) => {
      load().then((z) => z && act(z))
    },
    detach: () => {
      gone = true
      stopWaiting()
      zoom?.then((z) => z?.detach())
    },
  }
}

export function useTableZoom(full: Ranges) {
  const [seen, setSeen] = useState<Seen>({ t: UNZOOMED, width: 1, height: 1 })
  const now = useRef(seen)
  now.current = seen
  const table = useRef<Zoomable | null>(null)

  /** on the element around the stage: the gestures are the stage's <svg>'s */
  const ref = useCallback((around: HTMLDivElement | null) => {
    table.current?.detach()
    const el = around?.querySelector<SVGSVGElement>('.rk-stage svg')
    table.current = el ? zoomable(el, (t, width, height) => setSeen({ t, width, height })) : null
  }, [])

  const act = useMemo(() => {
    const use = (change: (zoom: TableZoom) => void) => table.current?.use(change)
    return {
      zoomIn: () => use((z) => z.scaleBy(KEY_FACTOR)),
      zoomOut: () => use((z) => z.scaleBy(1 / KEY_FACTOR)),
      reset: () => use((z) => z.reset()),
    }
  }, [])
  // Another table (a scene, a file) opens whole.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the table changes
  useLayoutEffect(() => {
    if (now.current.t.k > 1) act.reset()
  }, [full, act])
  const onKeyDown = useCallback(
    (ev: KeyboardEvent) => {
      if (ev.ctrlKey || ev.metaKey || ev.altKey) return
      const key = { '+': act.zoomIn, '=': act.zoomIn, '-': act.zoomOut, '−': act.zoomOut, '0': act.reset }[
        ev.key
      ]
      if (!key) return
      ev.preventDefault()
      key()
    },
    [act],
  )
  const view = useMemo(() => visibleRanges(full, seen.t, seen.width, seen.height), [full, seen])
  return { ref, view, zoom: seen.t.k, atMost: seen.t.k >= MAX_ZOOM, act, onKeyDown }
}
