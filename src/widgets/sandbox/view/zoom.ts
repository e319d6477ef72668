// The table's zoom: a scale k ≥ 1 and a shift of the stage's pixels (a pixel p of the unzoomed
// stage is drawn at k·p + (x, y)), kept so the zoomed table always covers the whole stage. The
// stage draws whatever model ranges it is given, so it is handed the full ranges cut to the part
// of the stage the zoom shows.

export type Ranges = [[number, number], [number, number]]

export interface ZoomShift {
  k: number
  x: number
  y: number
}

export const UNZOOMED: ZoomShift = { k: 1, x: 0, y: 0 }

/** Most a reader zooms in: a 16th of a gas table still holds a few balls. */
export const MAX_ZOOM = 16

/** The shift that keeps a stage of `width` by `height` pixels covered, at a scale within [1, MAX_ZOOM]. */
export function keepCovered({ k, x, y }: ZoomShift, width: number, height: number): ZoomShift {
  const scale = Math.min(MAX_ZOOM, Math.max(1, k))
  return {
    k: scale,
    x: Math.min(0, Math.max(width * (1 - scale), x)),
    y: Math.min(0, Math.max(height * (1 - scale), y)),
  }
}

/** `t` zoomed by `factor` about the stage pixel `at`, which stays where it is (then kept covered). */
export function zoomAbout(
  t: ZoomShift,
  at: [number, number],
  factor: number,
  width: number,
  height: number,
): ZoomShift {
  const k = Math.min(MAX_ZOOM, Math.max(1, t.k * factor))
  const ux = (at[0] - t.x) / t.k
  const uy = (at[1] - t.y) / t.k
  return keepCovered({ k, x: at[0] - k * ux, y: at[1] - k * uy }, width, height)
}

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
