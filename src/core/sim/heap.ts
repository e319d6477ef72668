/**
 * A binary min-heap of predicted events in parallel typed arrays, so pushing and popping never
 * allocates (except to grow). Events are ordered by time, then by `a`, then by `b`: that total
 * order is what makes simultaneous events run in a well-defined sequence.
 *
 * An event is (time, a, b, ca, cb): a ball, a partner code, and the two collision counters the
 * prediction was made with. The heap never deletes: a stale event stays until it surfaces and
 * the caller sees that a counter has moved on.
 */
export class EventQueue {
  size = 0
  /** The fields of the event the last `pop` removed. */
  time = 0
  a = 0
  b = 0
  ca = 0
  cb = 0
  private t: Float64Array
  private ea: Int32Array
  private eb: Int32Array
  private eca: Uint32Array
  private ecb: Uint32Array

  constructor(capacity: number) {
    const n = Math.max(16, capacity)
    this.t = new Float64Array(n)
    this.ea = new Int32Array(n)
    this.eb = new Int32Array(n)
    this.eca = new Uint32Array(n)
    this.ecb = new Uint32Array(n)
  }

  /** The pending events in heap order (copies). */
  save(): { t: Float64Array; a: Int32Array; b: Int32Array; ca: Uint32Array; cb: Uint32Array } {
    const n = this.size
    return {
      t: this.t.slice(0, n),
      a: this.ea.slice(0, n),
      b: this.eb.slice(0, n),
      ca: this.eca.slice(0, n),
      cb: this.ecb.slice(0, n),
    }
  }

  /** Puts back events saved by `save`, in the same heap order. */
  load(saved: { t: Float64Array; a: Int32Array; b: Int32Array; ca: Uint32Array; cb: Uint32Array }): void {
    const n = saved.t.length
    while (this.t.length < n) this.grow()
    this.t.set(saved.t)
    this.ea.set(saved.a)
    this.eb.set(saved.b)
    this.eca.set(saved.ca)
    this.ecb.set(saved.cb)
    this.size = n
  }

  /** The earliest event's time; Infinity when empty. */
  peekTime(): number {
    return this.size > 0 ? this.t[0]! : Number.POSITIVE_INFINITY
  }

  push(time: number, a: number, b: number, ca: number, cb: number): void {
    if (this.size === this.t.length) this.grow()
    const t = this.t
    const ea = this.ea
    const eb = this.eb
    const eca = this.eca
    const ecb = this.ecb
    let i = this.size++
    while (i > 0) {
      const p = (i - 1) >> 1
      const tp = t[p]!
      if (tp < time || (tp === time && (ea[p]! < a || (ea[p] === a && eb[p]! <= b)))) break
      t[i] = tp
      ea[i] = ea[p]!
      eb[i] = eb[p]!
      eca[i] = eca[p]!
      ecb[i] = ecb[p]!
      i = p
    }
    t[i] = time
    ea[i] = a
    eb[i] = b
    eca[i] = ca
    ecb[i] = cb
  }

  /** Removes the earliest event into the fields time, a, b, ca, cb. The heap must not be empty. */
  pop(): void {
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
    const n = --this.size
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
      t[i] = tc
      ea[i] = ea[c]!
      eb[i] = eb[c]!
      eca[i] = eca[c]!
      ecb[i] = ecb[c]!
      i = c
    }
    t[i] = time
    ea[i] = a
    eb[i] = b
    eca[i] = eca[n]!
    ecb[i] = ecb[n]!
  }

  private grow(): void {
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
