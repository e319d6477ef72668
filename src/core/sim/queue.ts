/**
 * The queue of predicted events: a calendar of time buckets in front of a small binary heap (the
 * O(1) queue of M. Paul, J. Comput. Phys. 221, 2007). Events are ordered by time, then by `a`,
 * then by `b`: that total order is what makes simultaneous events run in a well-defined sequence.
 *
 * An event is (time, a, b, ca, cb): a ball, a partner code, and the two collision counters the
 * prediction was made with. The queue never deletes: a stale event stays until it surfaces and
 * the caller sees that a counter has moved on.
 *
 * Why a calendar. A binary heap of every pending event costs log₂(size) levels per push and pop,
 * and with a hundred thousand balls the lower levels are cache misses. Here time is cut into
 * "days" of width ~ a few mean event intervals. Only the current day's events sit in the binary
 * heap (a handful, so it stays in cache); a later day's events wait unsorted in that day's
 * bucket, a linked list of 32-byte records, and move into the heap when their day comes. Events
 * more than a "year" (one lap of the buckets) ahead wait in an overflow list. The day of a time
 * is floor((time − origin) / width), monotone in time, so a day's events all come before the next
 * day's and the pop order is exactly that of one big heap, whatever the width: the width (chosen
 * from the pending times whenever the queue is rebuilt) only decides how fast it is.
 */

/** Days per bucket lap before the calendar is rebuilt, so day numbers stay small integers. */
const MAX_DAY = 2 ** 30
/** Wanted events per day: each costs one heap push and pop of a heap this big. */
const PER_DAY = 2
const NONE = -1

export class EventQueue {
  size = 0
  /** The fields of the event the last `pop` removed. */
  time = 0
  a = 0
  b = 0
  ca = 0
  cb = 0
  // The current day's events: a binary min-heap in parallel typed arrays.
  private hn = 0
  private t: Float64Array
  private ea: Int32Array
  private eb: Int32Array
  private eca: Uint32Array
  private ecb: Uint32Array
  // The calendar. invW = 0 until the first rebuild: everything waits in the overflow list.
  private origin = 0
  private invW = 0
  private day = 0
  private mask = 0
  private head = new Int32Array(1).fill(NONE)
  private inBuckets = 0
  private over = NONE
  private overCount = 0
  // Records of waiting events, 32 bytes each: time (f64 0), a, b, ca, cb, link (i32/u32 2..6).
  private pf: Float64Array
  private pi: Int32Array
  private pu: Uint32Array
  private free = NONE
  private used = 0
  /** Pops since the last rebuild: with the day, tells whether the width still fits the rate. */
  private pops = 0

  constructor(capacity: number) {
    this.t = new Float64Array(64)
    this.ea = new Int32Array(64)
    this.eb = new Int32Array(64)
    this.eca = new Uint32Array(64)
    this.ecb = new Uint32Array(64)
    const buffer = new ArrayBuffer(32 * Math.max(16, capacity))
    this.pf = new Float64Array(buffer)
    this.pi = new Int32Array(buffer)
    this.pu = new Uint32Array(buffer)
  }

  /** The pending events sorted by (time, a, b, ca, cb): the same queue always saves the same arrays. */
  save(): { t: Float64Array; a: Int32Array; b: Int32Array; ca: Uint32Array; cb: Uint32Array } {
    const n = this.size
    const out = {
      t: new Float64Array(n),
      a: new Int32Array(n),
      b: new Int32Array(n),
      ca: new Uint32Array(n),
      cb: new Uint32Array(n),
    }
    let k = 0
    const take = (t: number, a: number, b: number, ca: number, cb: number) => {
      out.t[k] = t
      out.a[k] = a
      out.b[k] = b
      out.ca[k] = ca
      out.cb[k] = cb
      k++
    }
    this.each(take)
    const order = Array.from({ length: n }, (_, i) => i)
    const { t, a, b, ca, cb } = out
    order.sort(
      (i, j) => t[i]! - t[j]! || a[i]! - a[j]! || b[i]! - b[j]! || ca[i]! - ca[j]! || cb[i]! - cb[j]!,
    )
    return {
      t: Float64Array.from(order, (i) => t[i]!),
      a: Int32Array.from(order, (i) => a[i]!),
      b: Int32Array.from(order, (i) => b[i]!),
      ca: Uint32Array.from(order, (i) => ca[i]!),
      cb: Uint32Array.from(order, (i) => cb[i]!),
    }
  }

  /** Puts back events saved by `save`. */
  load(saved: { t: Float64Array; a: Int32Array; b: Int32Array; ca: Uint32Array; cb: Uint32Array }): void {
    for (let i = 0; i < saved.t.length; i++)
      this.push(saved.t[i]!, saved.a[i]!, saved.b[i]!, saved.ca[i]!, saved.cb[i]!)
  }

  /** The earliest event's time; Infinity when empty. */
  peekTime(): number {
    if (this.size === 0) return Number.POSITIVE_INFINITY
    if (this.hn === 0 || this.invW === 0) this.fill()
    return this.t[0]!
  }

  push(time: number, a: number, b: number, ca: number, cb: number): void {
    this.size++
    const d = Math.floor((time - this.origin) * this.invW)
    if (d <= this.day) this.heapPush(time, a, b, ca, cb)
    else if (d < this.day + this.head.length) {
      const k = this.record(time, a, b, ca, cb)
      const s = d & this.mask
      this.pi[8 * k + 6] = this.head[s]!
      this.head[s] = k
      this.inBuckets++
    } else {
      const k = this.record(time, a, b, ca, cb)
      this.pi[8 * k + 6] = this.over
      this.over = k
      this.overCount++
    }
  }

  /** Removes the earliest event into the fields time, a, b, ca, cb. The queue must not be empty. */
  pop(): void {
    if (this.hn === 0 || this.invW === 0) this.fill()
    this.size--
    this.pops++
    this.heapPop()
  }

  /** Calls `f` on every pending event, in no particular order. */
  private each(f: (t: number, a: number, b: number, ca: number, cb: number) => void): void {
    for (let i = 0; i < this.hn; i++) f(this.t[i]!, this.ea[i]!, this.eb[i]!, this.eca[i]!, this.ecb[i]!)
    const { pf, pi, pu } = this
    const list = (first: number) => {
      for (let k = first; k !== NONE; k = pi[8 * k + 6]!)
        f(pf[4 * k]!, pi[8 * k + 2]!, pi[8 * k + 3]!, pu[8 * k + 4]!, pu[8 * k + 5]!)
    }
    for (let s = 0; s < this.head.length; s++) list(this.head[s]!)
    list(this.over)
  }

  /** Moves to the next day that has events, loading them into the heap. */
  private fill(): void {
    const n = this.size
    const lap = this.head.length
    // Rebuilt when the size has drifted far from one bucket per event, or the event rate from
    // PER_DAY per day (days mostly empty, or crowding the heap).
    const perDay = this.pops / (this.day + 1)
    const drifted = this.pops > 4 * lap && (8 * perDay < PER_DAY || perDay > 8 * PER_DAY)
    if (this.invW === 0 || drifted || n > 2 * lap || (lap > 1024 && 8 * n < lap)) this.rebuild()
    const { head, pi, mask } = this
    while (this.hn === 0) {
      if (this.inBuckets === 0 || this.day >= MAX_DAY) {
        this.rebuild()
        return
      }
      const day = ++this.day
      const s = day & mask
      let k = head[s]!
      if (k !== NONE) {
        head[s] = NONE
        while (k !== NONE) {
          const next = pi[8 * k + 6]!
          this.unload(k)
          this.inBuckets--
          k = next
        }
      }
      if (s === 0 && this.overCount > 0) this.newYear()
    }
  }

  /** At the start of a lap, moves the overflow events that fall within it into their buckets. */
  private newYear(): void {
    const { pf, pi, head, mask } = this
    const end = this.day + head.length
    let k = this.over
    this.over = NONE
    while (k !== NONE) {
      const next = pi[8 * k + 6]!
      const d = Math.floor((pf[4 * k]! - this.origin) * this.invW)
      if (d <= this.day) {
        this.unload(k)
        this.overCount--
      } else if (d < end) {
        pi[8 * k + 6] = head[d & mask]!
        head[d & mask] = k
        this.overCount--
        this.inBuckets++
      } else {
        pi[8 * k + 6] = this.over
        this.over = k
      }
      k = next
    }
  }

  /**
   * Lays the calendar out afresh for the pending events: about one bucket per event, and a day
   * width that puts PER_DAY of the earlier half of them in each day.
   */
  private rebuild(): void {
    const n = this.size
    const times = new Float64Array(n)
    const all = new EventQueue(n)
    let k = 0
    this.each((t, a, b, ca, cb) => {
      times[k++] = t
      all.push(t, a, b, ca, cb)
    })
    times.sort()
    const first = times[0]!
    const spread = times[n >> 1]! - first || times[n - 1]! - first
    let invW = (0.5 * n) / (PER_DAY * spread)
    if (!(invW > 0 && invW < Number.POSITIVE_INFINITY)) invW = 1
    let lap = 16
    while (lap < n) lap *= 2
    this.origin = first
    this.invW = invW
    this.day = 0
    this.pops = 0
    this.mask = lap - 1
    this.head = new Int32Array(lap).fill(NONE)
    this.inBuckets = 0
    this.over = NONE
    this.overCount = 0
    this.free = NONE
    this.used = 0
    this.hn = 0
    this.size = 0
    all.each((t, a, b, ca, cb) => {
      this.push(t, a, b, ca, cb)
    })
  }

  /** A record for a waiting event, from the free list or fresh. */
  private record(time: number, a: number, b: number, ca: number, cb: number): number {
    let k = this.free
    if (k !== NONE) this.free = this.pi[8 * k + 6]!
    else {
      if (8 * this.used === this.pi.length) this.growRecords()
      k = this.used++
    }
    this.pf[4 * k] = time
    const pi = this.pi
    pi[8 * k + 2] = a
    pi[8 * k + 3] = b
    const pu = this.pu
    pu[8 * k + 4] = ca
    pu[8 * k + 5] = cb
    return k
  }

  /** Moves record k into the heap and frees it. */
  private unload(k: number): void {
    const { pi, pu } = this
    this.heapPush(this.pf[4 * k]!, pi[8 * k + 2]!, pi[8 * k + 3]!, pu[8 * k + 4]!, pu[8 * k + 5]!)
    pi[8 * k + 6] = this.free
    this.free = k
  }

  private growRecords(): void {
    const buffer = new ArrayBuffer(2 * this.pf.byteLength)
    new Uint8Array(buffer).set(new Uint8Array(this.pf.buffer))
    this.pf = new Float64Array(buffer)
    this.pi = new Int32Array(buffer)
    this.pu = new Uint32Array(buffer)
  }

  private heapPush(time: number, a: number, b: number, ca: number, cb: number): void {
    if (this.hn === this.t.length) this.growHeap()
    const t = this.t
    const ea = this.ea
    const eb = this.eb
    const eca = this.eca
    const ecb = this.ecb
    let i = this.hn++
    while (i > 0) {
      const p = (i - 1) >> 1
      const tp = t[p]!
      if (tp < time || (tp === time && (ea[p]! < a || (ea[p] === a && eb[p]! <= b)))) break
      this.moveEntry(p, i)
      i = p
    }
    t[i] = time
    ea[i] = a
    eb[i] = b
    eca[i] = ca
    ecb[i] = cb
  }

  private heapPop(): void {
    const t = this.t
    const ea = this.ea
    const eb = this.eb
    const eca = this.eca
    const ecb = this.ecb
    this.time = t[0]!
    this.a = ea[0]!
    this.b = eb[0]!
    this.ca = eca[0]!
    this.cb = ecb[0]!
    const n = --this.hn
    if (n === 0) return
    // Sift the last element down from the root through the hole.
    const time = t[n]!
    const a = ea[n]!
    const b = eb[n]!
    let i = 0
    for (;;) {
      let c = 2 * i + 1
      if (c >= n) break
      const c2 = c + 1
      if (c2 < n) {
        const t1 = t[c]!
        const t2 = t[c2]!
        if (t2 < t1 || (t2 === t1 && (ea[c2]! < ea[c]! || (ea[c2] === ea[c] && eb[c2]! < eb[c]!)))) c = c2
      }
      const tc = t[c]!
      if (time < tc || (time === tc && (a < ea[c]! || (a === ea[c] && b <= eb[c]!)))) break
      this.moveEntry(c, i)
      i = c
    }
    t[i] = time
    ea[i] = a
    eb[i] = b
    eca[i] = eca[n]!
    ecb[i] = ecb[n]!
  }

  /** Copies heap entry `from` over entry `to` (a sift step). */
  private moveEntry(from: number, to: number): void {
    this.t[to] = this.t[from]!
    this.ea[to] = this.ea[from]!
    this.eb[to] = this.eb[from]!
    this.eca[to] = this.eca[from]!
    this.ecb[to] = this.ecb[from]!
  }

  private growHeap(): void {
    const n = this.t.length * 2
    const t = new Float64Array(n)
    const ea = new Int32Array(n)
    const eb = new Int32Array(n)
    const eca = new Uint32Array(n)
    const ecb = new Uint32Array(n)
    t.set(this.t)
    ea.set(this.ea)
    eb.set(this.eb)
    eca.set(this.eca)
    ecb.set(this.ecb)
    this.t = t
    this.ea = ea
    this.eb = eb
    this.eca = eca
    this.ecb = ecb
  }
}
