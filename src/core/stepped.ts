// Frame stepping, the textbook way of chapter 1, run beside the exact engine (the sandbox's
// comparison, chapter 8's trapped ball): every step moves each ball by v·dt, then tests the new
// positions for overlaps (a grid, so a gas costs O(N)), and resolves each overlapping pair in
// turn: the impulse formula if the pair approaches, then both pushed apart along the line of
// centres; a ball overlapping a wall bounces off it and is put back on its surface. Its flaws are
// the point of the comparison and are kept: a contact that begins and ends between two steps is
// never seen (the balls pass through each other or a wall: tunnelling), and pushing one pair apart
// can push a ball into a third, so crowds end steps still overlapping. It counts both, measuring
// what it misses with an exact swept test it does not use for its physics.
import { closestOnSegment, distanceToSegment } from './closest'
import { readOptions } from './sim/input'
import type { WorldOptions } from './sim/types'
import type { Vec2 } from './vec2'

/** What the frame-stepped engine has done so far. */
export interface SteppedCounts {
  /** contacts resolved (pairs and walls), since the start */
  contacts: number
  /** contacts the overlap test missed because they began and ended between two steps, since the start */
  tunnelled: number
  /** pairs of balls still overlapping after the latest step */
  overlapping: number
}

export interface SteppedSnapshot extends SteppedCounts {
  steps: number
  state: Float64Array
}

/**
 * How an overlapping pair is pushed apart: `move` puts both balls back at contact (no velocity
 * changes, so no energy is made); `velocity`, as game engines do (a Baumgarte bias), gives them
 * a separating velocity that would close BAUMGARTE of the overlap past SLOP in a step, and which
 * stays with them afterwards: each overlap feeds the balls energy, a crowd's a great deal.
 */
export type Separation = 'move' | 'velocity'

/** The fraction of an overlap the `velocity` push closes per step (Box2D's default). */
export const BAUMGARTE = 0.2

/** The overlap the `velocity` push leaves alone, as a fraction of the radii's sum (a shallow contact is a contact). */
export const SLOP = 0.05

/** Pairs count as overlapping only past this fraction of their radii's sum (rounding is no overlap). */
const OVERLAP_TOLERANCE = 1e-9

/**
 * Balls bucketed into square cells by a counting sort: `items` lists the balls cell by cell,
 * `start[c]` where cell c begins. Cells are at least as wide as the largest ball, and made wider
 * when the balls spread far (no border) rather than allocate a huge grid.
 */
class Grid {
  size = 1
  x0 = 0
  y0 = 0
  cols = 1
  rows = 1
  start = new Int32Array(2)
  items: Int32Array
  private cell: Int32Array

  constructor(n: number) {
    this.items = new Int32Array(n)
    this.cell = new Int32Array(n)
  }

  build(px: Float64Array, py: Float64Array, minSize: number): void {
    const n = px.length
    let x0 = Number.POSITIVE_INFINITY
    let y0 = Number.POSITIVE_INFINITY
    let x1 = Number.NEGATIVE_INFINITY
    let y1 = Number.NEGATIVE_INFINITY
    for (let i = 0; i < n; i++) {
      x0 = Math.min(x0, px[i]!)
      x1 = Math.max(x1, px[i]!)
      y0 = Math.min(y0, py[i]!)
      y1 = Math.max(y1, py[i]!)
    }
    const w = x1 - x0
    const h = y1 - y0
    const size = Math.max(minSize, Math.sqrt((w * h) / (4 * n + 16)), w / 4096, h / 4096)
    this.size = size
    this.x0 = x0
    this.y0 = y0
    this.cols = Math.floor(w / size) + 1
    this.rows = Math.floor(h / size) + 1
    const cells = this.cols * this.rows
    if (this.start.length < cells + 1) this.start = new Int32Array(cells + 1)
    const start = this.start
    start.fill(0, 0, cells + 1)
    for (let i = 0; i < n; i++) {
      const c = this.cellOf(px[i]!, py[i]!)
      this.cell[i] = c
      start[c + 1]!++
    }
    for (let c = 0; c < cells; c++) start[c + 1]! += start[c]!
    const fill = start.slice(0, cells)
    for (let i = 0; i < n; i++) this.items[fill[this.cell[i]!]!++] = i
  }

  private cellOf(x: number, y: number): number {
    return Math.floor((y - this.y0) / this.size) * this.cols + Math.floor((x - this.x0) / this.size)
  }

  /** Calls visit(j) for every ball whose centre lies in a cell meeting the box. */
  each(xa: number, ya: number, xb: number, yb: number, visit: (j: number) => void): void {
    const c0 = Math.max(0, Math.floor((xa - this.x0) / this.size))
    const c1 = Math.min(this.cols - 1, Math.floor((xb - this.x0) / this.size))
    const r0 = Math.max(0, Math.floor((ya - this.y0) / this.size))
    const r1 = Math.min(this.rows - 1, Math.floor((yb - this.y0) / this.size))
    for (let row = r0; row <= r1; row++)
      for (let c = row * this.cols + c0, end = row * this.cols + c1; c <= end; c++)
        for (let k = this.start[c]!; k < this.start[c + 1]!; k++) visit(this.items[k]!)
  }
}

const cross = (ax: number, ay: number, bx: number, by: number) => ax * by - ay * bx

/** Whether the segments p–q and a–b cross or touch. */
function segmentsMeet(p: Vec2, q: Vec2, a: Vec2, b: Vec2): boolean {
  const d1 = cross(b.x - a.x, b.y - a.y, p.x - a.x, p.y - a.y)
  const d2 = cross(b.x - a.x, b.y - a.y, q.x - a.x, q.y - a.y)
  const d3 = cross(q.x - p.x, q.y - p.y, a.x - p.x, a.y - p.y)
  const d4 = cross(q.x - p.x, q.y - p.y, b.x - p.x, b.y - p.y)
  return d1 * d2 <= 0 && d3 * d4 <= 0
}

/** The smallest distance between the segments p–q (a ball's path over one step) and a–b (a wall). */
function segmentGap(p: Vec2, q: Vec2, a: Vec2, b: Vec2): number {
  if (segmentsMeet(p, q, a, b)) return 0
  return Math.min(
    distanceToSegment(p, a, b),
    distanceToSegment(q, a, b),
    distanceToSegment(a, p, q),
    distanceToSegment(b, p, q),
  )
}

export class SteppedEngine implements SteppedCounts {
  readonly n: number
  private readonly px: Float64Array
  private readonly py: Float64Array
  private readonly vx: Float64Array
  private readonly vy: Float64Array
  private readonly ox: Float64Array
  private readonly oy: Float64Array
  private readonly r: Float64Array
  /** inverse masses: 0 for an infinitely heavy ball, which nothing moves */
  private readonly im: Float64Array
  private readonly rMax: number
  private readonly grid: Grid
  private readonly pairs: number[] = []
  steps = 0
  contacts = 0
  tunnelled = 0
  overlapping = 0

  private readonly walls: readonly (readonly [Vec2, Vec2])[]
  private readonly box: { min: Vec2; max: Vec2 } | null
  private readonly restitution: number

  /** The scene as createWorld takes it (its options checked the same way), run in steps of dt. */
  constructor(
    options: WorldOptions,
    readonly dt: number,
    readonly separation: Separation = 'move',
  ) {
    if (!(dt > 0) || !Number.isFinite(dt)) throw new RangeError(`dt must be a finite number > 0, got ${dt}`)
    if (separation !== 'move' && separation !== 'velocity')
      throw new RangeError(`separation must be 'move' or 'velocity', got ${String(separation)}`)
    const { balls, restitution } = readOptions(options)
    const n = balls.length
    if (n === 0) throw new RangeError('balls must hold at least one ball')
    this.walls = options.walls ?? []
    this.box = options.box ?? null
    this.restitution = restitution
    this.n = n
    const col = (f: (i: number) => number) => Float64Array.from({ length: n }, (_, i) => f(i))
    this.px = col((i) => balls[i]!.p.x)
    this.py = col((i) => balls[i]!.p.y)
    this.vx = col((i) => balls[i]!.v.x)
    this.vy = col((i) => balls[i]!.v.y)
    this.ox = new Float64Array(n)
    this.oy = new Float64Array(n)
    this.r = col((i) => balls[i]!.r)
    this.im = col((i) => 1 / balls[i]!.m)
    this.rMax = this.r.reduce((m, r) => Math.max(m, r), 0)
    this.grid = new Grid(n)
    this.overlapping = this.countOverlaps()
  }

  get time(): number {
    return this.steps * this.dt
  }

  /** Steps until the next step would pass `time` (the stepped clock lags the exact one by < dt). */
  advanceTo(time: number): void {
    while ((this.steps + 1) * this.dt <= time * (1 + 1e-12)) this.step()
  }

  /** x, y, vx, vy per ball, as the exact engine's reports pack them. */
  state(): Float64Array {
    const out = new Float64Array(4 * this.n)
    for (let i = 0; i < this.n; i++) {
      out[4 * i] = this.px[i]!
      out[4 * i + 1] = this.py[i]!
      out[4 * i + 2] = this.vx[i]!
      out[4 * i + 3] = this.vy[i]!
    }
    return out
  }

  snapshot(): SteppedSnapshot {
    const { steps, contacts, tunnelled, overlapping } = this
    return { steps, contacts, tunnelled, overlapping, state: this.state() }
  }

  restore(s: SteppedSnapshot): void {
    this.steps = s.steps
    this.contacts = s.contacts
    this.tunnelled = s.tunnelled
    this.overlapping = s.overlapping
    for (let i = 0; i < this.n; i++) {
      this.px[i] = s.state[4 * i]!
      this.py[i] = s.state[4 * i + 1]!
      this.vx[i] = s.state[4 * i + 2]!
      this.vy[i] = s.state[4 * i + 3]!
    }
  }

  step(): void {
    const { n, px, py, vx, vy, ox, oy, dt } = this
    for (let i = 0; i < n; i++) {
      ox[i] = px[i]!
      oy[i] = py[i]!
      px[i]! += vx[i]! * dt
      py[i]! += vy[i]! * dt
    }
    this.findPairs()
    const pairs = this.pairs
    for (let k = 0; k < pairs.length; k += 2) this.resolvePair(pairs[k]!, pairs[k + 1]!)
    this.bounceOffWalls()
    if (this.box) this.border(this.box)
    this.steps++
    this.overlapping = this.countOverlaps()
  }

  /**
   * Pairs overlapping after the move, in a fixed order; and, for the count only, pairs whose
   * paths brought them into contact during the step although they overlap at neither end. A pair
   * is examined by its faster ball, whose search box (its path, widened by the two radii and its
   * own displacement) is sure to hold the slower ball's new centre.
   */
  private findPairs(): void {
    const { n, px, py, ox, oy, r, rMax, grid, pairs } = this
    pairs.length = 0
    // One ball has no pair: no grid to build (chapter 8's trapped ball steps a hundred times a drag move).
    if (n < 2) return
    grid.build(px, py, 2 * rMax)
    for (let i = 0; i < n; i++) {
      const di = Math.hypot(px[i]! - ox[i]!, py[i]! - oy[i]!)
      const reach = r[i]! + rMax + di
      grid.each(
        Math.min(ox[i]!, px[i]!) - reach,
        Math.min(oy[i]!, py[i]!) - reach,
        Math.max(ox[i]!, px[i]!) + reach,
        Math.max(oy[i]!, py[i]!) + reach,
        (j) => {
          if (j === i) return
          const dj = Math.hypot(px[j]! - ox[j]!, py[j]! - oy[j]!)
          if (dj > di || (dj === di && j < i)) return
          const R = r[i]! + r[j]!
          const ex = px[j]! - px[i]!
          const ey = py[j]! - py[i]!
          if (ex * ex + ey * ey < R * R) {
            pairs.push(i, j)
            return
          }
          // Where the pair came closest during the step (relative motion is straight).
          const sx = ox[j]! - ox[i]!
          const sy = oy[j]! - oy[i]!
          const mx = ex - sx
          const my = ey - sy
          const m2 = mx * mx + my * my
          const s = m2 > 0 ? Math.min(1, Math.max(0, -(sx * mx + sy * my) / m2)) : 0
          const cx = sx + s * mx
          const cy = sy + s * my
          if (cx * cx + cy * cy < R * R && sx * sx + sy * sy >= R * R) this.tunnelled++
        },
      )
    }
  }

  /** The impulse formula along the line of centres if the pair approaches, then both pushed apart (`separation`). */
  private resolvePair(i: number, j: number): void {
    const { px, py, vx, vy, r, im } = this
    const R = r[i]! + r[j]!
    const ex = px[j]! - px[i]!
    const ey = py[j]! - py[i]!
    const d = Math.hypot(ex, ey)
    // An earlier pair of this step may have pushed these two apart already.
    if (d >= R) return
    const w = im[i]! + im[j]!
    if (w === 0) return
    // Coincident centres have no line between them: push them apart along x.
    const nx = d > 0 ? ex / d : 1
    const ny = d > 0 ? ey / d : 0
    const vn = (vx[j]! - vx[i]!) * nx + (vy[j]! - vy[i]!) * ny
    if (vn < 0) {
      const J = (-(1 + this.restitution) * vn) / w
      vx[i]! -= J * im[i]! * nx
      vy[i]! -= J * im[i]! * ny
      vx[j]! += J * im[j]! * nx
      vy[j]! += J * im[j]! * ny
      this.contacts++
    }
    if (this.separation === 'velocity') {
      const bias = (BAUMGARTE * Math.max(0, R - d - SLOP * R)) / this.dt / w
      vx[i]! -= bias * im[i]! * nx
      vy[i]! -= bias * im[i]! * ny
      vx[j]! += bias * im[j]! * nx
      vy[j]! += bias * im[j]! * ny
      return
    }
    const push = (R - d) / w
    px[i]! -= push * im[i]! * nx
    py[i]! -= push * im[i]! * ny
    px[j]! += push * im[j]! * nx
    py[j]! += push * im[j]! * ny
  }

  /**
   * Segment walls: a ball overlapping one bounces off it and is put back on its surface, on the
   * side its centre came from: a centre that crossed the wall's face within the step, by less
   * than the radius, is turned back (chapter 8: only a jump of more than a radius past a wall
   * escapes it).
   */
  private bounceOffWalls(): void {
    const { n, px, py, vx, vy, ox, oy, r, im } = this
    const e = this.restitution
    for (const [a, b] of this.walls)
      for (let i = 0; i < n; i++) {
        if (im[i] === 0) continue
        const at = { x: px[i]!, y: py[i]! }
        const { point: q, distance: d, t } = closestOnSegment(at, a, b)
        if (d >= r[i]!) {
          const from = { x: ox[i]!, y: oy[i]! }
          const gap = segmentGap(from, at, a, b)
          if (gap < r[i]! && distanceToSegment(from, a, b) >= r[i]!) this.tunnelled++
          continue
        }
        // A centre exactly on the wall has no side: it goes back the way it came.
        let nx = d > 0 ? (px[i]! - q.x) / d : ox[i]! - px[i]!
        let ny = d > 0 ? (py[i]! - q.y) / d : oy[i]! - py[i]!
        const len = Math.hypot(nx, ny)
        if (len === 0) continue
        // Past the face (not an end), with the centre where it started on the other side.
        const flip = t > 0 && t < 1 && (ox[i]! - q.x) * nx + (oy[i]! - q.y) * ny < 0 ? -1 : 1
        nx *= flip / len
        ny *= flip / len
        const vn = vx[i]! * nx + vy[i]! * ny
        if (vn < 0) {
          vx[i]! -= (1 + e) * vn * nx
          vy[i]! -= (1 + e) * vn * ny
          this.contacts++
        }
        px[i] = q.x + r[i]! * nx
        py[i] = q.y + r[i]! * ny
      }
  }

  /** The reflecting box: a ball past a side is put back inside and its velocity into the side reversed. */
  private border({ min, max }: { min: Vec2; max: Vec2 }): void {
    const { n, px, py, vx, vy, r } = this
    const e = this.restitution
    const side = (p: Float64Array, v: Float64Array, i: number, lo: number, hi: number) => {
      if (p[i]! - r[i]! < lo) {
        p[i] = lo + r[i]!
        if (v[i]! < 0) {
          v[i] = -e * v[i]!
          this.contacts++
        }
      } else if (p[i]! + r[i]! > hi) {
        p[i] = hi - r[i]!
        if (v[i]! > 0) {
          v[i] = -e * v[i]!
          this.contacts++
        }
      }
    }
    for (let i = 0; i < n; i++) {
      side(px, vx, i, min.x, max.x)
      side(py, vy, i, min.y, max.y)
    }
  }

  private countOverlaps(): number {
    const { n, px, py, r, rMax, grid } = this
    if (n < 2) return 0
    grid.build(px, py, 2 * rMax)
    let count = 0
    for (let i = 0; i < n; i++) {
      const reach = r[i]! + rMax
      grid.each(px[i]! - reach, py[i]! - reach, px[i]! + reach, py[i]! + reach, (j) => {
        if (j <= i) return
        const R = (r[i]! + r[j]!) * (1 - OVERLAP_TOLERANCE)
        if ((px[j]! - px[i]!) ** 2 + (py[j]! - py[i]!) ** 2 < R * R) count++
      })
    }
    return count
  }
}
