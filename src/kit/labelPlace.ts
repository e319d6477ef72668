// Where a label goes beside its point: the first of the places a widget offers whose text stays
// inside the stage, off every handle it names, off the lines it is told about (a segment, an
// arrow's shaft) and off the labels placed before it (labelBoard.ts). A label near a stage's edge, or over a handle
// on a phone's small stage, hides what it names or what the reader must grab; the offered order
// keeps the widget's meaning (e.g. "on the side the ball arrives from"), this only chooses.
// Pure pixels: the caller measures the text (useLabelPlace) and passes the stage's size.

/** A label's place: pixels right of and below its point to the text's anchor, vertically centred. */
export interface LabelPlace {
  dx: number
  dy: number
  anchor: 'start' | 'middle' | 'end'
}

export interface Size {
  width: number
  height: number
}

/** A handle's ring (radius 12 px) and a 2 px margin: what a label must leave visible. */
export const HANDLE_CLEAR_PX = 14

export interface Box {
  left: number
  right: number
  top: number
  bottom: number
}

/** Whether two boxes share more than `slack` pixels both across and down. */
export function boxesOverlap(a: Box, b: Box, slack = 0): boolean {
  const across = Math.min(a.right, b.right) - Math.max(a.left, b.left)
  const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
  return across > slack && down > slack
}

/** The box of text of `size` set at `place` beside the pixel point `at`. */
export function labelBox(at: { x: number; y: number }, p: LabelPlace, size: Size): Box {
  const x = at.x + p.dx
  const left = p.anchor === 'start' ? x : p.anchor === 'end' ? x - size.width : x - size.width / 2
  const top = at.y + p.dy - size.height / 2
  return { left, right: left + size.width, top, bottom: top + size.height }
}

/** Pixels of the box outside the stage, summed over its four sides. */
function outside(b: Box, stage: Size): number {
  return (
    Math.max(0, -b.left) +
    Math.max(0, b.right - stage.width) +
    Math.max(0, -b.top) +
    Math.max(0, b.bottom - stage.height)
  )
}

/** How far two boxes reach into each other: the lesser of their shared width and height (0 apart). */
function overlapDepth(a: Box, b: Box): number {
  const across = Math.min(a.right, b.right) - Math.max(a.left, b.left)
  const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
  return across > 0 && down > 0 ? Math.min(across, down) : 0
}

/** A drawn straight line in pixels (a segment, an arrow's shaft) that a label must not sit on. */
export interface Segment {
  a: { x: number; y: number }
  b: { x: number; y: number }
}

/** Room kept between a label's text box and a line's centre (px): the 4 px halo, a 3 px line's half and a pixel of air. */
export const LINE_CLEAR_PX = 6

/**
 * Pixels of the segment that run through the box grown by `margin` (Liang–Barsky clipping): 0
 * when the line passes clear of the text.
 */
export function segmentInBox(seg: Segment, b: Box, margin = LINE_CLEAR_PX): number {
  const dx = seg.b.x - seg.a.x
  const dy = seg.b.y - seg.a.y
  let t0 = 0
  let t1 = 1
  // Each side of the box as p·t ≤ q along the segment.
  const sides: [number, number][] = [
    [-dx, seg.a.x - (b.left - margin)],
    [dx, b.right + margin - seg.a.x],
    [-dy, seg.a.y - (b.top - margin)],
    [dy, b.bottom + margin - seg.a.y],
  ]
  for (const [p, q] of sides) {
    if (p === 0) {
      if (q < 0) return 0
    } else {
      const t = q / p
      if (p < 0) t0 = Math.max(t0, t)
      else t1 = Math.min(t1, t)
      if (t0 > t1) return 0
    }
  }
  return (t1 - t0) * Math.hypot(dx, dy)
}

/**
 * A pixel of line under a label counts a thousandth of a pixel of text over text (or of a handle
 * hidden, or of text off the stage): lines only choose among places that hide none of those. The
 * halo keeps text legible across a line; nothing keeps two texts legible across each other.
 */
export const LINE_WEIGHT = 0.001

/** How deep the box reaches into a handle's clear circle (0 when it stays out). */
export function intrusion(b: Box, c: { x: number; y: number }): number {
  const nx = Math.min(Math.max(c.x, b.left), b.right)
  const ny = Math.min(Math.max(c.y, b.top), b.bottom)
  return Math.max(0, HANDLE_CLEAR_PX - Math.hypot(c.x - nx, c.y - ny))
}

/**
 * How much a label placed at `place` hides: pixels of it outside `stage`, plus how deep it reaches
 * into each handle's clear circle, plus how deep into each of the `others` labels' boxes, plus
 * LINE_WEIGHT times the length of each of the `lines` that runs through it; 0 when it hides nothing.
 */
export function labelHides(
  at: { x: number; y: number },
  size: Size,
  place: LabelPlace,
  stage: Size,
  handles: readonly { x: number; y: number }[] = [],
  others: readonly Box[] = [],
  lines: readonly Segment[] = [],
): number {
  const b = labelBox(at, place, size)
  return (
    outside(b, stage) +
    handles.reduce((sum, h) => sum + intrusion(b, h), 0) +
    others.reduce((sum, o) => sum + overlapDepth(b, o), 0) +
    LINE_WEIGHT * lines.reduce((sum, l) => sum + segmentInBox(l, b), 0)
  )
}

/**
 * The first of `places` whose box, for text of `size` anchored at `at` (pixels), lies inside
 * `stage`, clear of every handle centre in `handles`, of every box in `others` and of every
 * segment in `lines`; when none is, the one that hides least (labelHides), earlier on a tie.
 * `places` must not be empty.
 */
export function chooseLabelPlace(
  at: { x: number; y: number },
  size: Size,
  places: readonly LabelPlace[],
  stage: Size,
  handles: readonly { x: number; y: number }[] = [],
  others: readonly Box[] = [],
  lines: readonly Segment[] = [],
): LabelPlace {
  if (places.length === 0) throw new RangeError('places must not be empty')
  let best = places[0]!
  let bestCost = Number.POSITIVE_INFINITY
  for (const p of places) {
    const cost = labelHides(at, size, p, stage, handles, others, lines)
    if (cost === 0) return p
    if (cost < bestCost) {
      best = p
      bestCost = cost
    }
  }
  return best
}

/** Four places round a point: right-up, left-up, right-down, left-down. */
export type AroundPlaces = [LabelPlace, LabelPlace, LabelPlace, LabelPlace]

/** Right of the point, then left of it, each above then below: a point's label anywhere on a stage. */
export function aroundPoint(gap: number, rise: number): AroundPlaces {
  return [
    { dx: gap, dy: -rise, anchor: 'start' },
    { dx: -gap, dy: -rise, anchor: 'end' },
    { dx: gap, dy: rise, anchor: 'start' },
    { dx: -gap, dy: rise, anchor: 'end' },
  ]
}

/**
 * aroundPoint beside a handle: a line of the stage's type (up to 16 px high) set 11 px right or
 * left and 18 px above or below the handle's point keeps its nearest corner 14.9 px away, clear
 * of the focus ring and its margin (HANDLE_CLEAR_PX). Give the label the handle's point in
 * `avoid` as well, so taller text (presentation mode) moves on to another place.
 */
export function aroundHandle(): AroundPlaces {
  return aroundPoint(11, 18)
}
