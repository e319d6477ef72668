// Zoom and pan on the table: Ctrl (⌘) and the mouse wheel, or a trackpad's pinch, zoom about the
// pointer; two fingers pinch and pan; the middle button pans; + and − zoom about the middle and 0
// goes back, from any handle on the table. One finger and the main button stay the table's own
// (pick, drag, draw), and a plain wheel scrolls the page. (d3-zoom does the same but brings
// d3-transition and d3-interpolate with it: 15 KB gzipped, past the embed's budget.)
import { type KeyboardEvent, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import {
  MAX_ZOOM,
  type Ranges,
  UNZOOMED,
  type ZoomShift,
  keepCovered,
  visibleRanges,
  zoomAbout,
} from './zoom'

/** How much + and − zoom by. */
const KEY_FACTOR = 1.5

interface Seen {
  t: ZoomShift
  width: number
  height: number
}

/** A wheel's step as a zoom factor: a mouse's notch about 15 %, a trackpad's pinch in proportion. */
const wheelFactor = (ev: WheelEvent) =>
  2 ** (-ev.deltaY * (ev.deltaMode === 1 ? 0.05 : ev.deltaMode ? 1 : 0.002))

export function useTableZoom(full: Ranges) {
  const [seen, setSeen] = useState<Seen>({ t: UNZOOMED, width: 1, height: 1 })
  const now = useRef(seen)
  now.current = seen
  const svg = useRef<SVGSVGElement | null>(null)
  const detach = useRef<(() => void) | null>(null)

  /** Applies `change` to the zoom of the moment, in the stage's pixels (its viewBox's). */
  const apply = useCallback((change: (t: ZoomShift, width: number, height: number) => ZoomShift) => {
    const el = svg.current
    if (!el) return
    const width = el.clientWidth
    const height = el.clientHeight
    const t = keepCovered(change(now.current.t, width, height), width, height)
    now.current = { t, width, height }
    setSeen(now.current)
  }, [])

  /** on the element around the stage: the gestures are the stage's <svg>'s */
  const ref = useCallback(
    (around: HTMLDivElement | null) => {
      detach.current?.()
      detach.current = null
      const el = around?.querySelector<SVGSVGElement>('.rk-stage svg') ?? null
      svg.current = el
      if (!el) return
      const local = (x: number, y: number): [number, number] => {
        const box = el.getBoundingClientRect()
        return [x - box.left, y - box.top]
      }
      const wheel = (ev: WheelEvent) => {
        if (!ev.ctrlKey && !ev.metaKey) return
        ev.preventDefault()
        const at = local(ev.clientX, ev.clientY)
        apply((t, w, h) => zoomAbout(t, at, wheelFactor(ev), w, h))
      }
      // The middle button pans (the main one is the table's: a drag there stops at the drag's element).
      let pan: [number, number] | null = null
      const down = (ev: MouseEvent) => {
        if (ev.button !== 1) return
        ev.preventDefault()
        pan = [ev.clientX, ev.clientY]
      }
      const move = (ev: MouseEvent) => {
        if (!pan) return
        const [dx, dy] = [ev.clientX - pan[0], ev.clientY - pan[1]]
        pan = [ev.clientX, ev.clientY]
        apply((t) => ({ k: t.k, x: t.x + dx, y: t.y + dy }))
      }
      const up = () => {
        pan = null
      }
      // Two fingers: caught on the way down, before a handle's or the table's drag takes the
      // second finger (a drag stops its touches from bubbling).
      let pinch: { ids: [number, number]; distance: number; mid: [number, number] } | null = null
      const fingers = (ev: TouchEvent, ids: [number, number]) => {
        const [a, b] = ids.map((id) => [...ev.touches].find((t) => t.identifier === id))
        if (!a || !b) return null
        const p = local(a.clientX, a.clientY)
        const q = local(b.clientX, b.clientY)
        return {
          distance: Math.hypot(q[0] - p[0], q[1] - p[1]) || 1,
          mid: [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2] as [number, number],
        }
      }
      const touchStart = (ev: TouchEvent) => {
        if (ev.touches.length !== 2) return
        ev.stopPropagation()
        ev.preventDefault()
        const ids: [number, number] = [ev.touches[0]!.identifier, ev.touches[1]!.identifier]
        pinch = { ids, ...fingers(ev, ids)! }
      }
      const touchMove = (ev: TouchEvent) => {
        const last = pinch
        const next = last && fingers(ev, last.ids)
        if (!last || !next) return
        ev.stopPropagation()
        ev.preventDefault()
        pinch = { ids: last.ids, ...next }
        apply((t, w, h) => {
          const zoomed = zoomAbout(t, last.mid, next.distance / last.distance, w, h)
          return {
            k: zoomed.k,
            x: zoomed.x + next.mid[0] - last.mid[0],
            y: zoomed.y + next.mid[1] - last.mid[1],
          }
        })
      }
      const touchEnd = (ev: TouchEvent) => {
        if (ev.touches.length < 2) pinch = null
      }
      const listeners: [EventTarget, string, EventListener, AddEventListenerOptions][] = [
        [el, 'wheel', wheel as EventListener, { passive: false }],
        [el, 'mousedown', down as EventListener, {}],
        [window, 'mousemove', move as EventListener, {}],
        [window, 'mouseup', up, {}],
        [el, 'touchstart', touchStart as EventListener, { capture: true, passive: false }],
        [el, 'touchmove', touchMove as EventListener, { capture: true, passive: false }],
        [el, 'touchend', touchEnd as EventListener, { capture: true }],
        [el, 'touchcancel', touchEnd as EventListener, { capture: true }],
      ]
      for (const [target, type, fn, options] of listeners) target.addEventListener(type, fn, options)
      detach.current = () => {
        for (const [target, type, fn, options] of listeners) target.removeEventListener(type, fn, options)
      }
    },
    [apply],
  )

  const act = useMemo(
    () => ({
      zoomIn: () => apply((t, w, h) => zoomAbout(t, [w / 2, h / 2], KEY_FACTOR, w, h)),
      zoomOut: () => apply((t, w, h) => zoomAbout(t, [w / 2, h / 2], 1 / KEY_FACTOR, w, h)),
      reset: () => apply(() => UNZOOMED),
    }),
    [apply],
  )
  // Another table (a scene, a file) opens whole.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the table changes
  useLayoutEffect(() => {
    if (now.current.t !== UNZOOMED) act.reset()
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
