import { type BallState, CODE, CX, CY, intsOf, NEXT, PREV, STRIDE } from './state'
import type { WallSet } from './walls'

/**
 * A uniform grid of cells no narrower than the largest contact distance, so two touching balls
 * always sit in the same or neighbouring cells and a ball only ever needs predictions against
 * the 3×3 block around its own cell. The outer row and column reach out to infinity (cell
 * coordinates are clamped), which lets a world without a box use the same grid.
 *
 * Balls hang in per-cell doubly linked lists (O(1) moves). The cell of a ball changes only
 * through cell-crossing events, never by re-deriving it from a rounded position. Segment walls
 * are registered once in every cell they pass through (a compressed list per cell).
 *
 * What the grid keeps per ball lives in the ball's records (state.ts): the link to the next ball
 * of its cell beside the fields a neighbour's prediction reads, so a scan touches one line per
 * ball it meets; its cell, back link and crossing code beside its other own fields.
 */
/** What `save` copies out and `load` puts back: each ball's cell, list links and crossing code. */
export interface GridLinks {
  cx: Int32Array
  cy: Int32Array
  head: Int32Array
  next: Int32Array
  prev: Int32Array
  exitCode: Int32Array
}

export interface GridGeometry {
  x0: number
  y0: number
  /** Cell width and height. */
  sx: number
  sy: number
  nx: number
  ny: number
}

/**
 * Covers [x0, x1] × [y0, y1] with cells at least `side` wide, and at most `maxCells` of them
 * (wider cells only cost more candidates, never a missed contact).
 */
export function gridGeometry(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  side: number,
  maxCells: number,
): GridGeometry {
  const w = x1 - x0
  const h = y1 - y0
  const s = Math.max(side, Math.sqrt((w * h) / maxCells))
  const nx = s > 0 ? Math.max(1, Math.min(Math.floor(w / s), maxCells)) : 1
  const ny = s > 0 ? Math.max(1, Math.min(Math.floor(h / s), Math.floor(maxCells / nx))) : 1
  return { x0, y0, sx: w > 0 ? w / nx : 1, sy: h > 0 ? h / ny : 1, nx, ny }
}

export class Grid {
  readonly nx: number
  readonly ny: number
  readonly x0: number
  readonly y0: number
  /** Cell width and height. */
  readonly sx: number
  readonly sy: number
  readonly head: Int32Array
  readonly wallStart: Int32Array
  readonly wallList: Int32Array
  private readonly st: BallState

  constructor(geometry: GridGeometry, st: BallState, walls: WallSet) {
    this.nx = geometry.nx
    this.ny = geometry.ny
    this.x0 = geometry.x0
    this.y0 = geometry.y0
    this.sx = geometry.sx
    this.sy = geometry.sy
    this.head = new Int32Array(this.nx * this.ny).fill(-1)
    this.st = st
    const cells = this.registerWalls(walls)
    this.wallStart = cells.start
    this.wallList = cells.list
  }

  /** Puts back each ball's cell, list links and crossing code as `save` found them. */
  load(saved: GridLinks): void {
    this.head.set(saved.head)
    const { d, oi } = this.st
    for (let i = 0; i < saved.cx.length; i++) {
      d[STRIDE * i + NEXT] = saved.next[i]!
      oi[intsOf(i) + CX] = saved.cx[i]!
      oi[intsOf(i) + CY] = saved.cy[i]!
      oi[intsOf(i) + PREV] = saved.prev[i]!
      oi[intsOf(i) + CODE] = saved.exitCode[i]!
    }
  }

  save(): GridGeometry & GridLinks {
    const st = this.st
    return {
      x0: this.x0,
      y0: this.y0,
      sx: this.sx,
      sy: this.sy,
      nx: this.nx,
      ny: this.ny,
      cx: st.intColumn(CX),
      cy: st.intColumn(CY),
      head: this.head.slice(),
      next: Int32Array.from(st.column(NEXT)),
      prev: st.intColumn(PREV),
      exitCode: st.intColumn(CODE),
    }
  }

  cellX(x: number): number {
    return Math.min(Math.max(Math.floor((x - this.x0) / this.sx), 0), this.nx - 1)
  }

  cellY(y: number): number {
    return Math.min(Math.max(Math.floor((y - this.y0) / this.sy), 0), this.ny - 1)
  }

  insert(i: number, cx: number, cy: number): void {
    const c = cy * this.nx + cx
    const { d, oi } = this.st
    const h = this.head[c]!
    const L = intsOf(i)
    oi[L + CX] = cx
    oi[L + CY] = cy
    oi[L + PREV] = -1
    d[STRIDE * i + NEXT] = h
    if (h >= 0) oi[intsOf(h) + PREV] = i
    this.head[c] = i
  }

  remove(i: number): void {
    const { d, oi } = this.st
    const L = intsOf(i)
    const p = oi[L + PREV]!
    const n = d[STRIDE * i + NEXT]! | 0
    if (p >= 0) d[STRIDE * p + NEXT] = n
    else this.head[oi[L + CY]! * this.nx + oi[L + CX]!] = n
    if (n >= 0) oi[intsOf(n) + PREV] = p
  }

  /** The cell rectangle grown by a sliver; the outer cells are unbounded outward. */
  private cellRect(cx: number, cy: number): [number, number, number, number] {
    const mx = this.sx * 1e-6
    const my = this.sy * 1e-6
    return [
      cx === 0 ? Number.NEGATIVE_INFINITY : this.x0 + cx * this.sx - mx,
      cx === this.nx - 1 ? Number.POSITIVE_INFINITY : this.x0 + (cx + 1) * this.sx + mx,
      cy === 0 ? Number.NEGATIVE_INFINITY : this.y0 + cy * this.sy - my,
      cy === this.ny - 1 ? Number.POSITIVE_INFINITY : this.y0 + (cy + 1) * this.sy + my,
    ]
  }

  private registerWalls(walls: WallSet): { start: Int32Array; list: Int32Array } {
    const perCell: number[][] = Array.from({ length: this.nx * this.ny }, () => [])
    for (let w = 0; w < walls.count; w++) {
      const ax = walls.x0[w]!
      const ay = walls.y0[w]!
      const bx = walls.x1[w]!
      const by = walls.y1[w]!
      const cxLo = Math.max(this.cellX(Math.min(ax, bx)) - 1, 0)
      const cxHi = Math.min(this.cellX(Math.max(ax, bx)) + 1, this.nx - 1)
      const cyLo = Math.max(this.cellY(Math.min(ay, by)) - 1, 0)
      const cyHi = Math.min(this.cellY(Math.max(ay, by)) + 1, this.ny - 1)
      for (let cy = cyLo; cy <= cyHi; cy++) {
        for (let cx = cxLo; cx <= cxHi; cx++) {
          if (segmentMeetsRect(ax, ay, bx, by, this.cellRect(cx, cy))) perCell[cy * this.nx + cx]!.push(w)
        }
      }
    }
    const start = new Int32Array(perCell.length + 1)
    for (let c = 0; c < perCell.length; c++) start[c + 1] = start[c]! + perCell[c]!.length
    const list = new Int32Array(start[perCell.length]!)
    for (let c = 0; c < perCell.length; c++) list.set(perCell[c]!, start[c]!)
    return { start, list }
  }
}

/** Liang–Barsky clipping: does the segment a→b meet the rectangle [x0, x1] × [y0, y1]? */
function segmentMeetsRect(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  [x0, x1, y0, y1]: [number, number, number, number],
): boolean {
  let lo = 0
  let hi = 1
  const axes: [number, number, number, number][] = [
    [ax, bx - ax, x0, x1],
    [ay, by - ay, y0, y1],
  ]
  for (const [p, d, min, max] of axes) {
    if (d === 0) {
      if (p < min || p > max) return false
      continue
    }
    let t0 = (min - p) / d
    let t1 = (max - p) / d
    if (t0 > t1) [t0, t1] = [t1, t0]
    lo = Math.max(lo, t0)
    hi = Math.min(hi, t1)
    if (lo > hi) return false
  }
  return true
}
