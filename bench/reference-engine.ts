// A plain event-driven engine written separately from src/core/sim, only to tell how fast such an
// engine can be on the bench's gas (it is not shipped, and it handles only what that scene has:
// balls in a box, e = 1). The textbook design: a uniform grid of cells at least one diameter
// wide, a binary heap of every predicted event (ball-ball, ball-wall, leaving the cell), and per
// ball an event counter; an event remembers its balls' counters and is skipped when popped if
// either has moved on (lazy deletion). Each ball keeps its own clock. Whatever happens to a ball
// (a contact or a cell change) bumps its counter and re-predicts everything for it.
import type { Scene } from '../src/book/engineRace/gasScene'

/** Partner codes below 0: the box sides, then the four cell crossings. */
const WALL_X0 = -1
const WALL_X1 = -2
const WALL_Y0 = -3
const WALL_Y1 = -4
const CROSS_XP = -5
const CROSS_XN = -6
const CROSS_YP = -7
const CROSS_YN = -8

export class ReferenceEngine {
  now = 0
  private readonly n: number
  private readonly px: Float64Array
  private readonly py: Float64Array
  private readonly vx: Float64Array
  private readonly vy: Float64Array
  private readonly t: Float64Array
  private readonly r: Float64Array
  private readonly m: Float64Array
  private readonly count: Int32Array
  private readonly x0: number
  private readonly y0: number
  private readonly x1: number
  private readonly y1: number
  private readonly cell: number
  private readonly nx: number
  private readonly ny: number
  private readonly cx: Int32Array
  private readonly cy: Int32Array
  private readonly head: Int32Array
  private readonly next: Int32Array
  private readonly prev: Int32Array
  private hT: Float64Array
  private hA: Int32Array
  private hB: Int32Array
  private hCA: Int32Array
  private hCB: Int32Array
  private size = 0

  constructor(scene: Scene) {
    const n = scene.balls.length
    this.n = n
    this.px = Float64Array.from(scene.balls, (b) => b.p.x)
    this.py = Float64Array.from(scene.balls, (b) => b.p.y)
    this.vx = Float64Array.from(scene.balls, (b) => b.v.x)
    this.vy = Float64Array.from(scene.balls, (b) => b.v.y)
    this.t = new Float64Array(n)
    this.r = Float64Array.from(scene.balls, (b) => b.r)
    this.m = Float64Array.from(scene.balls, (b) => b.m)
    this.count = new Int32Array(n)
    this.x0 = scene.box.min.x
    this.y0 = scene.box.min.y
    this.x1 = scene.box.max.x
    this.y1 = scene.box.max.y
    const maxR = this.r.reduce((a, b) => Math.max(a, b), 0)
    this.nx = Math.max(1, Math.floor((this.x1 - this.x0) / (2 * maxR)))
    this.ny = Math.max(1, Math.floor((this.y1 - this.y0) / (2 * maxR)))
    this.cell = Math.min((this.x1 - this.x0) / this.nx, (this.y1 - this.y0) / this.ny)
    this.cx = new Int32Array(n)
    this.cy = new Int32Array(n)
    this.head = new Int32Array(this.nx * this.ny).fill(-1)
    this.next = new Int32Array(n)
    this.prev = new Int32Array(n)
    const cap = 16 * n + 16
    this.hT = new Float64Array(cap)
    this.hA = new Int32Array(cap)
    this.hB = new Int32Array(cap)
    this.hCA = new Int32Array(cap)
    this.hCB = new Int32Array(cap)
    for (let i = 0; i < n; i++) {
      const cx = Math.min(this.nx - 1, Math.floor((this.px[i]! - this.x0) / this.cell))
      const cy = Math.min(this.ny - 1, Math.floor((this.py[i]! - this.y0) / this.cell))
      this.link(i, cx, cy)
    }
    for (let i = 0; i < n; i++) this.predict(i, i)
  }

  kineticEnergy(): number {
    let e = 0
    for (let i = 0; i < this.n; i++) e += 0.5 * this.m[i]! * (this.vx[i]! ** 2 + this.vy[i]! ** 2)
    return e
  }

  /** Centres and radii at the current time. */
  balls(): { p: { x: number; y: number }; r: number }[] {
    return Array.from({ length: this.n }, (_, i) => ({
      p: {
        x: this.px[i]! + this.vx[i]! * (this.now - this.t[i]!),
        y: this.py[i]! + this.vy[i]! * (this.now - this.t[i]!),
      },
      r: this.r[i]!,
    }))
  }

  /** Runs to now + dt; returns the number of contacts (ball-ball and ball-wall). */
  advance(dt: number): number {
    const end = this.now + dt
    let contacts = 0
    const { count } = this
    while (this.size > 0 && this.hT[0]! <= end) {
      const time = this.hT[0]!
      const a = this.hA[0]!
      const b = this.hB[0]!
      const ca = this.hCA[0]!
      const cb = this.hCB[0]!
      this.pop()
      if (count[a] !== ca || (b >= 0 && count[b] !== cb)) continue
      this.now = time
      this.move(a, time)
      if (b >= 0) {
        this.move(b, time)
        this.collide(a, b)
        count[a]!++
        count[b]!++
        this.predict(a, -1)
        this.predict(b, a)
        contacts++
      } else if (b >= CROSS_YN && b <= CROSS_XP) {
        this.unlink(a)
        let cx = this.cx[a]!
        let cy = this.cy[a]!
        if (b === CROSS_XP) cx++
        else if (b === CROSS_XN) cx--
        else if (b === CROSS_YP) cy++
        else cy--
        this.link(a, cx, cy)
        // Its other predictions still hold: only the cells that just came into reach are new.
        if (b === CROSS_XP) this.predictCells(a, cx + 1, cx + 1, cy - 1, cy + 1, -1)
        else if (b === CROSS_XN) this.predictCells(a, cx - 1, cx - 1, cy - 1, cy + 1, -1)
        else if (b === CROSS_YP) this.predictCells(a, cx - 1, cx + 1, cy + 1, cy + 1, -1)
        else this.predictCells(a, cx - 1, cx + 1, cy - 1, cy - 1, -1)
        this.predictCross(a)
      } else {
        if (b === WALL_X0 || b === WALL_X1) this.vx[a] = -this.vx[a]!
        else this.vy[a] = -this.vy[a]!
        count[a]!++
        this.predict(a, -1)
        contacts++
      }
    }
    this.now = end
    return contacts
  }

  private move(i: number, time: number): void {
    const dt = time - this.t[i]!
    this.px[i]! += this.vx[i]! * dt
    this.py[i]! += this.vy[i]! * dt
    this.t[i] = time
  }

  private collide(a: number, b: number): void {
    const dx = this.px[b]! - this.px[a]!
    const dy = this.py[b]! - this.py[a]!
    const d = Math.sqrt(dx * dx + dy * dy)
    const nx = dx / d
    const ny = dy / d
    const vn = (this.vx[b]! - this.vx[a]!) * nx + (this.vy[b]! - this.vy[a]!) * ny
    if (vn >= 0) return
    const ma = this.m[a]!
    const mb = this.m[b]!
    const j = (2 * vn) / (ma + mb)
    this.vx[a]! += j * mb * nx
    this.vy[a]! += j * mb * ny
    this.vx[b]! -= j * ma * nx
    this.vy[b]! -= j * ma * ny
  }

  /** Everything for ball i from now on: its neighbours (but `skip`), the box sides, its cell exit. */
  private predict(i: number, skip: number): void {
    const cx = this.cx[i]!
    const cy = this.cy[i]!
    this.predictCells(i, cx - 1, cx + 1, cy - 1, cy + 1, skip)
    const now = this.now
    const vxi = this.vx[i]!
    const vyi = this.vy[i]!
    const xi = this.px[i]! + vxi * (now - this.t[i]!)
    const yi = this.py[i]! + vyi * (now - this.t[i]!)
    const ri = this.r[i]!
    const ci = this.count[i]!
    if (vxi < 0) this.push(now + Math.max(0, (xi - ri - this.x0) / -vxi), i, WALL_X0, ci, 0)
    else if (vxi > 0) this.push(now + Math.max(0, (this.x1 - ri - xi) / vxi), i, WALL_X1, ci, 0)
    if (vyi < 0) this.push(now + Math.max(0, (yi - ri - this.y0) / -vyi), i, WALL_Y0, ci, 0)
    else if (vyi > 0) this.push(now + Math.max(0, (this.y1 - ri - yi) / vyi), i, WALL_Y1, ci, 0)
    this.predictCross(i)
  }

  /** Ball i's next cell crossing. */
  private predictCross(i: number): void {
    const now = this.now
    const vxi = this.vx[i]!
    const vyi = this.vy[i]!
    const xi = this.px[i]! + vxi * (now - this.t[i]!)
    const yi = this.py[i]! + vyi * (now - this.t[i]!)
    const ci = this.count[i]!
    const cx = this.cx[i]!
    const cy = this.cy[i]!
    const s = this.cell
    let t = Number.POSITIVE_INFINITY
    let code = 0
    if (vxi > 0 && cx < this.nx - 1) {
      t = (this.x0 + (cx + 1) * s - xi) / vxi
      code = CROSS_XP
    } else if (vxi < 0 && cx > 0) {
      t = (this.x0 + cx * s - xi) / vxi
      code = CROSS_XN
    }
    if (vyi > 0 && cy < this.ny - 1) {
      const ty = (this.y0 + (cy + 1) * s - yi) / vyi
      if (ty < t) {
        t = ty
        code = CROSS_YP
      }
    } else if (vyi < 0 && cy > 0) {
      const ty = (this.y0 + cy * s - yi) / vyi
      if (ty < t) {
        t = ty
        code = CROSS_YN
      }
    }
    if (code !== 0) this.push(now + Math.max(0, t), i, code, ci, 0)
  }

  /** Ball i against the balls (but `skip`) of cells [gx0, gx1] × [gy0, gy1]. */
  private predictCells(i: number, gx0: number, gx1: number, gy0: number, gy1: number, skip: number): void {
    const now = this.now
    const ti = this.t[i]!
    const vxi = this.vx[i]!
    const vyi = this.vy[i]!
    const xi = this.px[i]! + vxi * (now - ti)
    const yi = this.py[i]! + vyi * (now - ti)
    const ri = this.r[i]!
    const ci = this.count[i]!
    for (let gy = Math.max(gy0, 0); gy <= Math.min(gy1, this.ny - 1); gy++) {
      for (let gx = Math.max(gx0, 0); gx <= Math.min(gx1, this.nx - 1); gx++) {
        for (let j = this.head[gy * this.nx + gx]!; j >= 0; j = this.next[j]!) {
          if (j === i || j === skip) continue
          const tj = now - this.t[j]!
          const dx = this.px[j]! + this.vx[j]! * tj - xi
          const dy = this.py[j]! + this.vy[j]! * tj - yi
          const wx = this.vx[j]! - vxi
          const wy = this.vy[j]! - vyi
          const b = dx * wx + dy * wy
          if (b >= 0) continue
          const R = ri + this.r[j]!
          const c = dx * dx + dy * dy - R * R
          const a = wx * wx + wy * wy
          const disc = b * b - a * c
          if (disc < 0) continue
          const t = c <= 0 ? 0 : c / (Math.sqrt(disc) - b)
          this.push(now + t, i, j, ci, this.count[j]!)
        }
      }
    }
  }

  private link(i: number, cx: number, cy: number): void {
    const c = cy * this.nx + cx
    this.cx[i] = cx
    this.cy[i] = cy
    this.prev[i] = -1
    this.next[i] = this.head[c]!
    if (this.head[c]! >= 0) this.prev[this.head[c]!] = i
    this.head[c] = i
  }

  private unlink(i: number): void {
    const p = this.prev[i]!
    const q = this.next[i]!
    if (p >= 0) this.next[p] = q
    else this.head[this.cy[i]! * this.nx + this.cx[i]!] = q
    if (q >= 0) this.prev[q] = p
  }

  private push(time: number, a: number, b: number, ca: number, cb: number): void {
    if (this.size === this.hT.length) this.grow()
    let k = this.size++
    while (k > 0) {
      const p = (k - 1) >> 1
      if (this.hT[p]! <= time) break
      this.hT[k] = this.hT[p]!
      this.hA[k] = this.hA[p]!
      this.hB[k] = this.hB[p]!
      this.hCA[k] = this.hCA[p]!
      this.hCB[k] = this.hCB[p]!
      k = p
    }
    this.hT[k] = time
    this.hA[k] = a
    this.hB[k] = b
    this.hCA[k] = ca
    this.hCB[k] = cb
  }

  private pop(): void {
    const n = --this.size
    const time = this.hT[n]!
    let k = 0
    for (;;) {
      let c = 2 * k + 1
      if (c >= n) break
      if (c + 1 < n && this.hT[c + 1]! < this.hT[c]!) c++
      if (time <= this.hT[c]!) break
      this.hT[k] = this.hT[c]!
      this.hA[k] = this.hA[c]!
      this.hB[k] = this.hB[c]!
      this.hCA[k] = this.hCA[c]!
      this.hCB[k] = this.hCB[c]!
      k = c
    }
    this.hT[k] = time
    this.hA[k] = this.hA[n]!
    this.hB[k] = this.hB[n]!
    this.hCA[k] = this.hCA[n]!
    this.hCB[k] = this.hCB[n]!
  }

  private grow(): void {
    const cap = this.hT.length * 2
    const f = <T extends Float64Array | Int32Array>(a: T, make: (n: number) => T): T => {
      const out = make(cap)
      out.set(a)
      return out
    }
    this.hT = f(this.hT, (k) => new Float64Array(k))
    this.hA = f(this.hA, (k) => new Int32Array(k))
    this.hB = f(this.hB, (k) => new Int32Array(k))
    this.hCA = f(this.hCA, (k) => new Int32Array(k))
    this.hCB = f(this.hCB, (k) => new Int32Array(k))
  }
}
