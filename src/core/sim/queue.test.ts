import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EventQueue } from './queue'

type Ev = [time: number, a: number, b: number]
const byOrder = (x: Ev, y: Ev) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2]

describe('EventQueue', () => {
  it('pops in (time, a, b) order, however pushes and pops interleave', () => {
    // Few distinct times so that ties, which decide the order of simultaneous events, are common.
    const op = fc.oneof(
      fc.tuple(
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: -4, max: 9 }),
      ),
      fc.constant('pop' as const),
    )
    fc.assert(
      fc.property(fc.array(op, { maxLength: 300 }), (ops) => {
        // Starts smaller than the pushes so growing is exercised.
        const q = new EventQueue(1)
        const model: Ev[] = []
        for (const o of ops) {
          if (o === 'pop') {
            if (model.length === 0) continue
            model.sort(byOrder)
            const [t, a, b] = model.shift()!
            q.pop()
            expect([q.time, q.a, q.b]).toEqual([t, a, b])
            expect(q.ca).toBe(a + 100)
            expect(q.cb).toBe(b + 200)
          } else {
            model.push(o)
            q.push(o[0], o[1], o[2], o[1] + 100, o[2] + 200)
          }
          expect(q.size).toBe(model.length)
        }
      }),
    )
  })

  it('pops in order through the calendar: times spread over many days and laps, save and load', () => {
    // Pushes at or after the last pop, as the engine does, spread from 1e-6 to 1e6 ahead so that
    // events wait in buckets and in the overflow, and the calendar is rebuilt as the size swings.
    const op = fc.oneof(
      fc.tuple(
        fc.integer({ min: -6, max: 6 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: -4, max: 9 }),
      ),
      fc.constant('pop' as const),
      fc.constant('save' as const),
    )
    fc.assert(
      fc.property(fc.array(op, { maxLength: 600 }), (ops) => {
        let q = new EventQueue(1)
        let now = 0
        const model: Ev[] = []
        for (const o of ops) {
          if (o === 'save') {
            const saved = q.save()
            q = new EventQueue(0)
            q.load(saved)
            expect(q.save()).toEqual(saved)
          } else if (o === 'pop') {
            if (model.length === 0) continue
            model.sort(byOrder)
            const [t, a, b] = model.shift()!
            expect(q.peekTime()).toBe(t)
            q.pop()
            expect([q.time, q.a, q.b]).toEqual([t, a, b])
            now = t
          } else {
            const t = now + o[1] * 10 ** o[0]
            model.push([t, o[2], o[3]])
            q.push(t, o[2], o[3], 0, 0)
          }
          expect(q.size).toBe(model.length)
        }
      }),
    )
  })

  it('keeps the order in a long steady run, where far events wait laps ahead in the overflow', () => {
    let seed = 7
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const q = new EventQueue(0)
    const model: Ev[] = []
    const push = (t: number, a: number, b: number) => {
      const e: Ev = [t, a, b]
      let i = model.length
      while (i > 0 && byOrder(model[i - 1]!, e) > 0) i--
      model.splice(i, 0, e)
      q.push(t, a, b, 0, 0)
    }
    for (let i = 0; i < 300; i++) push(rnd(), i % 7, i % 5)
    // The first pop out of order, if any (one expect at the end: 20,000 of them took 3 s).
    let wrong: { step: number; popped: Ev; expected: Ev } | null = null
    for (let step = 0; step < 20_000; step++) {
      const [t, a, b] = model.shift()!
      q.pop()
      if (wrong === null && (q.time !== t || q.a !== a || q.b !== b))
        wrong = { step, popped: [q.time, q.a, q.b], expected: [t, a, b] }
      // Mostly near events, a few far ones (many laps of the calendar ahead), ties now and then.
      const far = rnd() < 0.02 ? 1000 : 1
      push(rnd() < 0.05 ? t : t + far * rnd(), step % 7, step % 5)
    }
    expect(wrong).toBeNull()
  })

  it('reports Infinity as the next time when empty', () => {
    const q = new EventQueue(4)
    expect(q.peekTime()).toBe(Number.POSITIVE_INFINITY)
    q.push(2, 0, 1, 0, 0)
    expect(q.peekTime()).toBe(2)
    q.pop()
    expect(q.peekTime()).toBe(Number.POSITIVE_INFINITY)
  })
})
