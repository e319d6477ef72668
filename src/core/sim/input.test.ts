import { describe, expect, it } from 'vitest'
import type { Vec2 } from '../vec2'
import type { Ball, WorldOptions } from './types'
import { createWorld } from './world'

const ball = (x: number, y: number, vx = 0, vy = 0, r = 1, m = 1): Ball => ({
  p: { x, y },
  v: { x: vx, y: vy },
  r,
  m,
})
const box = { min: { x: 0, y: 0 }, max: { x: 10, y: 10 } }
const build = (opts: Partial<WorldOptions>) => () => createWorld({ balls: [ball(5, 5)], ...opts })

describe('createWorld rejects bad input with a RangeError naming it', () => {
  it.each<[string, Partial<WorldOptions>, RegExp]>([
    ['NaN position', { balls: [ball(Number.NaN, 0)] }, /balls\[0\]\.p\.x/],
    [
      'infinite velocity',
      { balls: [ball(0, 0), ball(5, 0, 0, Number.POSITIVE_INFINITY)] },
      /balls\[1\]\.v\.y/,
    ],
    ['negative radius', { balls: [ball(0, 0, 0, 0, -1)] }, /balls\[0\]\.r/],
    ['zero radius', { balls: [ball(0, 0, 0, 0, 0)] }, /balls\[0\]\.r must be > 0/],
    ['infinite radius', { balls: [ball(0, 0, 0, 0, Number.POSITIVE_INFINITY)] }, /balls\[0\]\.r/],
    ['zero mass', { balls: [ball(0, 0, 0, 0, 1, 0)] }, /balls\[0\]\.m/],
    ['negative mass', { balls: [ball(0, 0, 0, 0, 1, -2)] }, /balls\[0\]\.m/],
    ['NaN mass', { balls: [ball(0, 0, 0, 0, 1, Number.NaN)] }, /balls\[0\]\.m/],
    ['a moving fixed ball', { balls: [ball(0, 0, 1, 0, 1, Number.POSITIVE_INFINITY)] }, /balls\[0\]\.v/],
    ['a ball that is not an object', { balls: [null as unknown as Ball] }, /balls\[0\]/],
    ['balls not an array', { balls: 3 as unknown as Ball[] }, /balls/],
    // biome-ignore lint/suspicious/noSparseArray: the hole is the bad input under test
    ['a hole in the balls', { balls: [ball(0, 0), , ball(5, 0)] as Ball[] }, /balls\[1\]/],
    [
      'zero-length wall',
      {
        walls: [
          [
            { x: 1, y: 1 },
            { x: 1, y: 1 },
          ],
        ],
      },
      /walls\[0\] has zero length/,
    ],
    [
      'NaN wall end',
      {
        walls: [
          [
            { x: 0, y: 0 },
            { x: 1, y: Number.NaN },
          ],
        ],
      },
      /walls\[0\]\[1\]\.y/,
    ],
    ['wall that is not a pair', { walls: [[{ x: 0, y: 0 }] as unknown as [Vec2, Vec2]] }, /walls\[0\]/],
    ['inverted box', { box: { min: { x: 0, y: 0 }, max: { x: -1, y: 10 } } }, /box/],
    [
      'infinite box',
      { box: { min: { x: 0, y: 0 }, max: { x: Number.POSITIVE_INFINITY, y: 10 } } },
      /box\.max\.x/,
    ],
    ['restitution above 1', { restitution: 1.5 }, /restitution/],
    ['negative restitution', { restitution: -0.1 }, /restitution/],
    ['NaN restitution', { restitution: Number.NaN }, /restitution/],
    ['negative contact time', { contactTime: -1 }, /contactTime/],
    ['zero event cap', { maxEventsPerAdvance: 0 }, /maxEventsPerAdvance/],
    ['fractional event cap', { maxEventsPerAdvance: 2.5 }, /maxEventsPerAdvance/],
  ])('%s', (_, opts, message) => {
    expect(build(opts)).toThrow(RangeError)
    expect(build(opts)).toThrow(message)
  })

  it('names both balls that overlap at the start', () => {
    const balls = [ball(0, 0), ball(10, 0), ball(20, 0), ball(11.5, 0)]
    expect(() => createWorld({ balls })).toThrow(new RangeError('balls[1] and balls[3] overlap'))
  })

  it('names a ball outside the box or sticking out of it', () => {
    expect(() => createWorld({ balls: [ball(5, 5), ball(20, 5)], box })).toThrow(
      /balls\[1\] is not inside the box/,
    )
    expect(() => createWorld({ balls: [ball(0.5, 5)], box })).toThrow(/balls\[0\] is not inside the box/)
  })

  it('names a ball overlapping a wall', () => {
    const walls: [Vec2, Vec2][] = [
      [
        { x: -5, y: 0.5 },
        { x: 5, y: 0.5 },
      ],
    ]
    expect(() => createWorld({ balls: [ball(0, 0)], walls })).toThrow(/balls\[0\] overlaps walls\[0\]/)
  })

  it('accepts balls touching each other, a wall and the box, up to float rounding', () => {
    const balls = [ball(1, 1), ball(1 + 2 * (1 - 1e-13), 1), ball(1, 3 + 1e-15)]
    const walls: [Vec2, Vec2][] = [
      [
        { x: 0, y: 4 },
        { x: 10, y: 4 },
      ],
    ]
    expect(() => createWorld({ balls, walls, box })).not.toThrow()
  })

  it('advance rejects a negative, NaN, infinite or overflowing dt', () => {
    const w = createWorld({ balls: [ball(5, 5)], box })
    for (const dt of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => w.advance(dt)).toThrow(/dt/)
    expect(() => w.advance(Number.MAX_VALUE)).not.toThrow()
    expect(() => w.advance(Number.MAX_VALUE)).toThrow(/dt/)
  })
})
