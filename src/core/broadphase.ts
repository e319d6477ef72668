// Gross detection with swept bounding boxes (Chapter 2, source 000 §1).
import { checkMovingCircle, type MovingCircle } from './movingCircle'
import { finiteVec2 } from './validate'
import type { Vec2 } from './vec2'

/** An axis-aligned box, min <= max on both axes. */
export interface Box {
  readonly min: Vec2
  readonly max: Vec2
}

/**
 * The box covering a circle over the whole frame: its start and end positions, grown by the
 * radius. A box around only the end position would let two fast balls pass through each
 * other between frames unnoticed (Chapter 1).
 */
export function sweptBox(circle: MovingCircle): Box {
  checkMovingCircle(circle, 'circle')
  const { p, d, r } = circle
  const ex = p.x + d.x
  const ey = p.y + d.y
  return {
    min: { x: Math.min(p.x, ex) - r, y: Math.min(p.y, ey) - r },
    max: { x: Math.max(p.x, ex) + r, y: Math.max(p.y, ey) + r },
  }
}

/**
 * The four separation tests of Chapter 2, y up. Each is true when it proves the boxes apart;
 * boxes that share only an edge are not apart.
 */
export interface BoxSeparation {
  /** A's right edge is left of B's left edge: a.max.x < b.min.x. */
  readonly aLeftOfB: boolean
  /** A's left edge is right of B's right edge: a.min.x > b.max.x. */
  readonly aRightOfB: boolean
  /** A's top edge is below B's bottom edge: a.max.y < b.min.y. */
  readonly aBelowB: boolean
  /** A's bottom edge is above B's top edge: a.min.y > b.max.y. */
  readonly aAboveB: boolean
}

/** Throws a RangeError naming the bad field unless `box` is a valid box. */
export function checkBox(box: Box, name: string): Box {
  if (box === null || typeof box !== 'object') throw new RangeError(`${name} must be a box {min, max}`)
  finiteVec2(box.min, `${name}.min`)
  finiteVec2(box.max, `${name}.max`)
  if (box.min.x > box.max.x || box.min.y > box.max.y)
    throw new RangeError(`${name}.min must not exceed ${name}.max`)
  return box
}

/**
 * Do two boxes overlap? Cheaper to ask whether they are apart: one of four comparisons
 * proves it (Chapter 2), and the overlap is that none of them does. All four are returned so
 * the figure can light each one.
 */
export function boxesOverlap(a: Box, b: Box): { overlap: boolean; tests: BoxSeparation } {
  checkBox(a, 'a')
  checkBox(b, 'b')
  const tests: BoxSeparation = {
    aLeftOfB: a.max.x < b.min.x,
    aRightOfB: a.min.x > b.max.x,
    aBelowB: a.max.y < b.min.y,
    aAboveB: a.min.y > b.max.y,
  }
  return { overlap: !(tests.aLeftOfB || tests.aRightOfB || tests.aBelowB || tests.aAboveB), tests }
}

/** The plain yes/no form of boxesOverlap. */
export function boxesIntersect(a: Box, b: Box): boolean {
  return boxesOverlap(a, b).overlap
}
