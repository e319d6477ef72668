// The table's zoom: a scale k ≥ 1 and a shift of the stage's pixels (a pixel p of the unzoomed
// stage is drawn at k·p + (x, y)), d3-zoom's transform. The stage draws whatever model ranges it
// is given, so it is handed the full ranges cut to the part of the stage the zoom shows. Which
// events are zoom gestures, and how far a wheel zooms, are decided here for both the listener
// that waits on the page (useTableZoom) and d3-zoom once loaded (tableZoom.ts).

export type Ranges = [[number, number], [number, number]]

export interface ZoomShift {
  k: number
  x: number
  y: number
}

export const UNZOOMED: ZoomShift = { k: 1, x: 0, y: 0 }

/** Most a reader zooms in: a 16th of a gas table still holds a few balls. */
export const MAX_ZOOM = 16

/**
 * Whether an event starts a zoom or a pan: Ctrl (⌘) and the wheel, or a trackpad's pinch (a
 * wheel with Ctrl); a press of the middle button, or of the main one with Shift (a trackpad has
 * no middle button); a touch of two fingers or more. A plain wheel scrolls the page, and one
 * finger and the main button alone stay the table's (pick, drag, draw).
 */
export function startsZoom(ev: Event): boolean {
  if (ev.type === 'wheel') return (ev as WheelEvent).ctrlKey || (ev as WheelEvent).metaKey
  if (ev.type === 'mousedown') {
    const { button, shiftKey } = ev as MouseEvent
    return button === 1 || (button === 0 && shiftKey)
  }
  if (ev.type === 'touchstart') return (ev as TouchEvent).touches.length >= 2
  return false
}

/**
 * A wheel's step, as a power of 2 of the zoom: a mouse's notch about 15 %, a trackpad's pinch in
 * proportion (d3-zoom's own step, without its tenfold for Ctrl: every zoom wheel here has Ctrl).
 */
export const wheelStep = (ev: WheelEvent) =>
  -ev.deltaY * (ev.deltaMode === 1 ? 0.05 : ev.deltaMode ? 1 : 0.002)

/**
 * The model ranges a stage of `width` by `height` pixels shows under `t`, the unzoomed stage
 * showing `full` (screen y down, model y up).
 */
export function visibleRanges(full: Ranges, t: ZoomShift, width: number, height: number): Ranges {
  if (t.k === 1 && t.x === 0 && t.y === 0) return full
  const [[x0, x1], [y0, y1]] = full
  const left = -t.x / (t.k * width)
  const right = (width - t.x) / (t.k * width)
  const top = -t.y / (t.k * height)
  const bottom = (height - t.y) / (t.k * height)
  return [
    [x0 + left * (x1 - x0), x0 + right * (x1 - x0)],
    [y1 - bottom * (y1 - y0), y1 - top * (y1 - y0)],
  ]
}
