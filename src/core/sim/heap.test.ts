import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EventQueue } from './heap'

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

  it('reports Infinity as the next time when empty', () => {
    const q = new EventQueue(4)
    expect(q.peekTime()).toBe(Number.POSITIVE_INFINITY)
    q.push(2, 0, 1, 0, 0)
    expect(q.peekTime()).toBe(2)
    q.pop()
    expect(q.peekTime()).toBe(Number.POSITIVE_INFINITY)
  })
})
